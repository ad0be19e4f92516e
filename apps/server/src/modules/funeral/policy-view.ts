/** The funeral policy as the API shows it (spec 002 §3 "Funeral policy"), built from the stored rows. */
import { ageOn, waitingPeriodEndsOn } from '@cover/domain';
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
import { listBeneficiaries } from '../insurance-core/members.js';
import { findPaymentMethods, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { isSamePerson, livesOf } from './deceased-member.js';
import { funeralDataOf } from './line.js';
import { toBeneficiaryView } from '../insurance-core/beneficiary-view.js';
import { policyCoreView } from '../insurance-core/policy-core-view.js';

export interface PolicyParts {
  members: PolicyMemberRow[];
  beneficiaries: BeneficiaryRow[];
  /** the members whose death claim was approved (off the policy since) */
  deceased?: PolicyMemberRow[];
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

export { toBeneficiary } from '../insurance-core/beneficiary-view.js';

/** `longWindow`: the configured 'recently updated' window (30 days, or 5 minutes when off). */
export function toPolicy(row: PolicyRow, parts: PolicyParts, now: Date, longWindow = true): Policy {
  const module = row.module as unknown as FuneralQuoteModule;
  const lineData = funeralDataOf(row);
  const byRole = (role: PolicyMemberRow['role']) => parts.members.filter((member) => member.role === role);
  const main = byRole('main')[0];
  if (!main) throw new Error(`policy ${row.id} has no main member`);
  const spouse = byRole('spouse')[0];
  // a life added after the start has its own waiting period, from the day it was added
  const ownWaitingEnd = (member: PolicyMemberRow) => ({
    naturalDeathWaitingEndsOn: waitingPeriodEndsOn(
      member.addedOn > row.startDate ? member.addedOn : row.startDate,
      'natural',
      module.naturalDeathWaitingMonths,
    ),
  });
  return {
    ...policyCoreView(row, parts.unpaid, now, longWindow),
    naturalDeathWaitingEndsOn: lineData.naturalDeathWaitingEndsOn,
    module: {
      type: 'funeral',
      coverType: lineData.coverType,
      coverageOption: lineData.coverOption,
      naturalDeathAmount: module.naturalDeathAmount,
      accidentalDeathAmount: module.accidentalDeathAmount,
      airtimeBenefitAmount: module.airtimeBenefitAmount,
      childrenPremium: module.childrenPremium,
      mainMember: memberView(main, now),
      spouse: spouse ? { ...memberView(spouse, now), ...ownWaitingEnd(spouse) } : null,
      children: byRole('child').map((child) => ({
        ...memberView(child, now),
        isStudying: child.isStudying,
        isDisabled: child.isDisabled,
      })),
      extendedFamily: byRole('extended').map((member) => ({
        ...memberView(member, now),
        relation: member.relation ?? '',
        coverageOption: member.coverageOption,
        ...ownWaitingEnd(member),
      })),
      beneficiaries: parts.beneficiaries.map(toBeneficiaryView),
      deceasedBeneficiaryIds: parts.beneficiaries
        .filter((entry) => (parts.deceased ?? []).some((member) => isSamePerson(entry, member)))
        .map((entry) => entry.id),
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
  const [{ active: members, deceased }, beneficiaries, methods, unpaid] = await Promise.all([
    livesOf(db, ids),
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
        deceased: deceased.filter((member) => member.policyId === row.id),
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
