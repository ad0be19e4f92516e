/**
 * What reinstating a policy reads: the caller's own policy of any line (404 otherwise), the day it lapsed,
 * whether it can be reinstated today, its unpaid premiums (the arrears) and its payment method.
 */
import { and, eq } from 'drizzle-orm';
import {
  nextBillingDate,
  reinstatementEligibility,
  saDay,
  type PolicyHolder,
  type ReinstatementEligibility,
  type UnpaidPremium,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import {
  policies,
  type CollectionRow,
  type PaymentMethodRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { unpaidCollections } from '../insurance-core/collections.js';
import { isUuid, policyNotFound } from '../insurance-core/errors.js';
import { findPaymentMethod } from '../insurance-core/payment-methods.js';

/** The holder's own policy with this id, whatever its line; 404 'Policy not found' for anything else. */
export async function findHolderPolicy(
  db: Database,
  holder: PolicyHolder | null,
  policyId: string,
  lock = false,
): Promise<PolicyRow> {
  if (!holder || !isUuid(policyId)) throw policyNotFound();
  const query = db
    .select()
    .from(policies)
    .where(and(eq(policies.id, policyId), eq(policies.policyHolderId, holder.policyHolderId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || row.archivedAt) throw policyNotFound();
  return row;
}

export interface PolicyArrears {
  today: string;
  lapsedOn: string | null;
  eligibility: ReinstatementEligibility;
  unpaid: CollectionRow[];
  /** cents */
  arrears: number;
  paymentMethod: PaymentMethodRow | null;
  /** the first premium after a reinstatement today: the first billing day after today */
  nextBillingDate: string;
}

export async function policyArrears(db: Database, policy: PolicyRow, now: Date): Promise<PolicyArrears> {
  const today = saDay(now);
  const lapsedOn = policy.status === 'LAPSED' && policy.lapsedAt ? saDay(policy.lapsedAt) : null;
  const eligibility = reinstatementEligibility({ status: policy.status, lapsedOn }, today);
  const unpaid = policy.status === 'LAPSED' ? await unpaidCollections(db, [policy.id]) : [];
  return {
    today,
    lapsedOn,
    eligibility,
    unpaid,
    arrears: unpaid.reduce((sum, row) => sum + row.amount, 0),
    paymentMethod: await findPaymentMethod(db, policy.paymentMethodId),
    nextBillingDate: nextBillingDate(policy.billingDay, today, false),
  };
}

export const unpaidPremiumOf = (row: CollectionRow): UnpaidPremium => ({
  collectionId: row.id,
  dueDate: row.dueDate,
  amount: row.amount,
  failureReason: row.failureReason,
});
