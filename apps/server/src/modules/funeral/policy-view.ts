/** The funeral policy as the API shows it (spec 002 §3 "Funeral policy"), built from the stored rows. */
import {
  ageOn,
  BILLING_FREQUENCY,
  CURRENCY,
  graceEndsOn,
  isRecentlyUpdated,
  statusDisplayValue,
  type Beneficiary,
} from '@cover/domain';
import { type FuneralQuoteModule, type Policy } from '@cover/domain/funeral';
import type { Database } from '../../db/client.js';
import type {
  BeneficiaryRow,
  CollectionRow,
  PaymentMethodRow,
  PolicyMemberRow,
  PolicyRow,
} from '../../db/schema/index.js';
import { unpaidCollections } from '../insurance-core/collections.js';
import { listActiveMembers, listBeneficiaries } from '../insurance-core/members.js';
import { findPaymentMethods, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { funeralDataOf } from './line.js';

export interface PolicyParts {
  members: PolicyMemberRow[];
  beneficiaries: BeneficiaryRow[];
  paymentMethod: PaymentMethodRow | null;
  unpaid: CollectionRow[];
}

const memberView = (row: PolicyMemberRow, now: Date) => ({
  memberId: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  saId: row.idNumber,
  dateOfBirth: row.dateOfBirth,
  age: ageOn(row.dateOfBirth, now),
  coverAmount: row.coverAmount,
  accidentalCoverAmount: row.accidentalCoverAmount,
  premium: row.premium,
});

export const toBeneficiary = (row: BeneficiaryRow): Beneficiary => ({
  beneficiaryId: row.id,
  relation: row.relation as Beneficiary['relation'],
  firstName: row.firstName,
  lastName: row.lastName,
  idNumber: row.idNumber,
  email: row.email,
  mobile: row.mobile,
  alternateMobile: row.alternateMobile,
  percentage: row.percentage,
});

/** `longWindow`: the configured 'recently updated' window (30 days, or 5 minutes when off). */
export function toPolicy(row: PolicyRow, parts: PolicyParts, now: Date, longWindow = true): Policy {
  const module = row.module as unknown as FuneralQuoteModule;
  const lineData = funeralDataOf(row);
  const byRole = (role: PolicyMemberRow['role']) => parts.members.filter((member) => member.role === role);
  const main = byRole('main')[0];
  if (!main) throw new Error(`policy ${row.id} has no main member`);
  const spouse = byRole('spouse')[0];
  const oldestUnpaid = parts.unpaid[0];
  return {
    policyId: row.id,
    policyNumber: row.policyNumber,
    policyHolderId: row.policyHolderId,
    applicationId: row.applicationId,
    packageName: row.packageName,
    sumAssured: row.sumAssured,
    basePremium: row.basePremium,
    monthlyPremium: row.monthlyPremium,
    billingAmount: row.status === 'ACTIVE' ? row.monthlyPremium + row.balance : 0,
    billingFrequency: BILLING_FREQUENCY,
    billingDay: row.billingDay,
    nextBillingDate: row.nextBillingDate,
    startDate: row.startDate,
    status: row.status as Policy['status'],
    statusDisplayValue: statusDisplayValue(row.status),
    balance: row.balance,
    currency: CURRENCY,
    paymentMethodId: row.paymentMethodId,
    rateTableVersion: row.rateTableVersion,
    version: row.version,
    coolingOffEndsOn: row.coolingOffEndsOn,
    naturalDeathWaitingEndsOn: lineData.naturalDeathWaitingEndsOn,
    graceEndsOn: row.status === 'ACTIVE' && oldestUnpaid ? graceEndsOn(oldestUnpaid.dueDate) : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    recentlyUpdated: isRecentlyUpdated(row.updatedAt, now, longWindow),
    module: {
      type: 'funeral',
      coverType: lineData.coverType,
      coverageOption: lineData.coverOption,
      naturalDeathAmount: module.naturalDeathAmount,
      accidentalDeathAmount: module.accidentalDeathAmount,
      airtimeBenefitAmount: module.airtimeBenefitAmount,
      childrenPremium: module.childrenPremium,
      mainMember: memberView(main, now),
      spouse: spouse ? memberView(spouse, now) : null,
      children: byRole('child').map((child) => ({
        ...memberView(child, now),
        isStudying: child.isStudying,
        isDisabled: child.isDisabled,
      })),
      extendedFamily: byRole('extended').map((member) => ({
        ...memberView(member, now),
        relation: member.relation ?? '',
        coverageOption: member.coverageOption,
      })),
      beneficiaries: parts.beneficiaries.map(toBeneficiary),
      paymentDetails: parts.paymentMethod ? toPaymentDetails(parts.paymentMethod) : null,
    },
  };
}

/** The views of several policies with a fixed number of queries. */
export async function loadPolicyViews(
  db: Database,
  rows: readonly PolicyRow[],
  now: Date,
  longWindow = true,
): Promise<Policy[]> {
  const ids = rows.map((row) => row.id);
  const [members, beneficiaries, methods, unpaid] = await Promise.all([
    listActiveMembers(db, ids),
    listBeneficiaries(db, ids),
    findPaymentMethods(
      db,
      rows.flatMap((row) => (row.paymentMethodId ? [row.paymentMethodId] : [])),
    ),
    unpaidCollections(db, ids),
  ]);
  return rows.map((row) =>
    toPolicy(
      row,
      {
        members: members.filter((member) => member.policyId === row.id),
        beneficiaries: beneficiaries.filter((entry) => entry.policyId === row.id),
        paymentMethod: row.paymentMethodId ? (methods.get(row.paymentMethodId) ?? null) : null,
        unpaid: unpaid.filter((collection) => collection.policyId === row.id),
      },
      now,
      longWindow,
    ),
  );
}

export async function loadPolicyView(
  db: Database,
  row: PolicyRow,
  now: Date,
  longWindow = true,
): Promise<Policy> {
  const [view] = await loadPolicyViews(db, [row], now, longWindow);
  if (!view) throw new Error('policy view missing');
  return view;
}
