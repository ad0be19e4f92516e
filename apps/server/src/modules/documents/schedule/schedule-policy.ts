/** The parts of a schedule read from the policy and its holder, the same for every line. */
import { GRACE_PERIOD_DAYS, saDay, statusLabel } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { policyHolders, type PolicyRow } from '../../../db/schema/index.js';
import { findPaymentMethod, toPaymentDetails } from '../../insurance-core/payment-methods.js';
import { toPolicyHolder } from '../../policy-holders/service.js';
import { packageLabel, schedulePayment } from './schedule-parts.js';

/** The holder and the payment of the policy (account number masked). */
export async function scheduleHolderAndPayment(db: Database, policy: PolicyRow) {
  const [holderRow] = await db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, policy.policyHolderId));
  if (!holderRow) throw new Error(`policy ${policy.id} has no holder`);
  const method = await findPaymentMethod(db, policy.paymentMethodId);
  return {
    holder: toPolicyHolder(holderRow),
    payment: schedulePayment(method ? toPaymentDetails(method) : null),
  };
}

/** What every line's schedule takes from the policy row itself. */
export const scheduleBase = (policy: PolicyRow) => ({
  policyId: policy.id,
  policyNumber: policy.policyNumber,
  version: policy.version,
  issuedOn: saDay(policy.updatedAt),
  packageName: packageLabel(policy.packageName),
  startDate: policy.startDate,
  status: statusLabel(policy.status),
  monthlyPremium: policy.monthlyPremium,
  billingDay: policy.billingDay,
  nextBillingDate: policy.nextBillingDate,
  coolingOffEndsOn: policy.coolingOffEndsOn,
  gracePeriodDays: GRACE_PERIOD_DAYS,
});
