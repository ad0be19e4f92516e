/**
 * The funeral line's schedule content: the display data of a policy version, built from its schedule view
 * (policyScheduleView) and registered with the documents module's schedule sources.
 */
import { formatRand, extendedFamilyRelationLabel, statusLabel, type MainMemberDetails } from '@cover/domain';
import {
  coverOptionsFor,
  FUNERAL_COVER_TYPES,
  FUNERAL_LINE,
  type FuneralCoverType,
  type Policy,
} from '@cover/domain/funeral';
import type { ScheduleSource } from '../documents/schedule-sources.js';
import { formatLongDate, formatShortDate } from '../documents/schedule/format.js';
import type {
  PolicyScheduleData,
  ScheduleSection,
  SchedulePremiumLine,
  ScheduleTable,
} from '../documents/schedule/schedule-data.js';
import { FUNERAL } from './line.js';
import { policyScheduleView, type PolicyScheduleView } from './schedule-view.js';
import {
  addressLine,
  packageLabel,
  scheduleBeneficiaries,
  scheduleHolder,
  schedulePayment,
} from '../documents/schedule/schedule-parts.js';

type MemberView = Policy['module']['mainMember'];

const fullName = (first: string | null, last: string | null, fallback: string) =>
  [first, last].filter((part) => part && part.trim() !== '').join(' ') || fallback;

/** One covered life: member, name, date of birth, natural and accidental cover, premium (shared: '-'). */
function member(role: string, view: MemberView, fallbackName: string): string[] {
  return [
    role,
    fullName(view.firstName, view.lastName, fallbackName),
    formatShortDate(view.dateOfBirth),
    formatRand(view.coverAmount),
    formatRand(view.accidentalCoverAmount),
    view.premium > 0 ? formatRand(view.premium) : '-',
  ];
}

function members(policy: Policy, holderName: string): string[][] {
  const { mainMember, spouse, children, extendedFamily } = policy.module;
  return [
    member('Main member', mainMember, holderName),
    ...(spouse ? [member('Spouse', spouse, 'Spouse')] : []),
    ...children.map((child, index) =>
      member(child.isDisabled ? 'Child (disabled)' : 'Child', child, `Child ${index + 1}`),
    ),
    ...extendedFamily.map((relative) => {
      const relation = extendedFamilyRelationLabel(relative.relation) ?? relative.relation;
      return member(`Extended family (${relation})`, relative, relation);
    }),
  ];
}

/** One line per paying life, one for all children, and a balancing line if the total differs (it should not). */
function premiumLines(policy: Policy): SchedulePremiumLine[] {
  const { spouse, children, extendedFamily, childrenPremium, mainMember } = policy.module;
  const lines: SchedulePremiumLine[] = [{ label: 'Main member', amount: mainMember.premium }];
  if (spouse) lines.push({ label: 'Spouse', amount: spouse.premium });
  if (children.length > 0) {
    lines.push({ label: `Children (${children.length} covered)`, amount: childrenPremium });
  }
  for (const relative of extendedFamily) {
    const relation = extendedFamilyRelationLabel(relative.relation) ?? relative.relation;
    const name = fullName(relative.firstName, relative.lastName, relation);
    lines.push({ label: `Extended family: ${name} (${relation})`, amount: relative.premium });
  }
  const listed = lines.reduce((sum, line) => sum + line.amount, 0);
  if (listed !== policy.monthlyPremium) {
    lines.push({ label: 'Package adjustments', amount: policy.monthlyPremium - listed });
  }
  return lines;
}

/** 'C' → 'Option C (R15 000)' for the cover type's options; other values as they are. */
const isCoverType = (value: string): value is FuneralCoverType =>
  FUNERAL_COVER_TYPES.some((type) => type.value === value);

function coverOptionLabel(coverType: string, option: string): string {
  if (!isCoverType(coverType)) return option;
  const found = coverOptionsFor(coverType).find((entry) => entry.value === option);
  return found ? `Option ${found.value} (${found.label})` : option;
}

/** The main member's captured address on one line, if any. */
export const mainMemberAddress = (details: MainMemberDetails): string | null => addressLine(details.address);

/** The covered lives with their cover for each cause of death. */
export const coveredLives = (rows: string[][]): ScheduleTable => ({
  heading: 'Covered lives',
  columns: [
    { header: 'Member', width: 0.19 },
    { header: 'Name', width: 0.24 },
    { header: 'Date of birth', width: 0.14 },
    { header: 'Natural death', width: 0.15, align: 'right' },
    { header: 'Accidental', width: 0.15, align: 'right' },
    { header: 'Premium', width: 0.13, align: 'right' },
  ],
  rows,
});

/** The natural-death waiting period of the lives covered from the start, and none for accidental death. */
export function waitingPeriods(months: number, endsOn: string): ScheduleSection {
  return {
    heading: 'Waiting periods',
    paragraphs: [
      months > 0
        ? `Natural death: a waiting period of ${months} months applies from the start of each life's cover. For lives covered from the start date it ends on ${formatLongDate(endsOn)}. Lives added later have their own ${months} months from the date they were added. A natural death during the waiting period is not paid out in full; the premiums paid for that life are refunded.`
        : 'Natural death: covered from the start date, with no waiting period.',
      'Accidental death: covered from day one, with no waiting period. A police report is required with the claim.',
    ],
  };
}

/** The schedule of one policy version, from the funeral core's schedule view. */
export function scheduleDataFromView(view: PolicyScheduleView): PolicyScheduleData {
  const { policy, holder } = view;
  const holderName = `${holder.first_name} ${holder.last_name}`;
  const lives = members(policy, holderName);
  return {
    policyId: policy.policyId,
    policyNumber: policy.policyNumber,
    version: view.version,
    issuedOn: view.versionDate,
    holder: scheduleHolder(holder, mainMemberAddress(view.mainMemberDetails)),
    productTitle: 'Funeral cover',
    line: FUNERAL_LINE,
    packageName: packageLabel(policy.packageName),
    productFacts: [
      ['Cover type', policy.module.coverType],
      ['Cover option', coverOptionLabel(policy.module.coverType, policy.module.coverageOption)],
    ],
    startDate: view.startDate,
    status: statusLabel(policy.status),
    covered: coveredLives(lives),
    premiumLines: premiumLines(policy),
    monthlyPremium: policy.monthlyPremium,
    billingDay: policy.billingDay,
    nextBillingDate: policy.nextBillingDate,
    payment: schedulePayment(policy.module.paymentDetails),
    beneficiaries: scheduleBeneficiaries(policy.module.beneficiaries),
    lineTerms: [
      waitingPeriods(view.waitingPeriods.naturalDeathMonths, view.waitingPeriods.naturalDeathEndsOn),
    ],
    coolingOffEndsOn: view.coolingOffEndsOn,
    term: FUNERAL.term,
    gracePeriodDays: view.gracePeriodDays,
  };
}

/** The funeral line's schedule source. */
export const funeralScheduleSource: ScheduleSource = {
  load: async (db, policy, now) => scheduleDataFromView(await policyScheduleView(db, policy.id, now)),
};
