/**
 * A policy's waiting periods and cover limits in plain words, as staff read them beside a claim: funeral
 * (the natural-death waiting period from the line's facts, none for accidental death; the R100 000 cap per
 * life and each member's cover), device (the replacement cost and the excess of every claim type), motor
 * (the sum insured and the excesses) and credit life (the balance insured). Lines with nothing of the kind
 * say so.
 */
import { formatLongDate, formatRand, type LabelledValue } from '@cover/domain';
import { FUNERAL_RATE_TABLE_V1 } from '@cover/domain/funeral';
import type { InsuredItemRow, PolicyMemberRow, PolicyRow } from '../../db/schema/index.js';

export const FUNERAL_BENEFIT_CAP_PER_LIFE = FUNERAL_RATE_TABLE_V1.perLifeCap;

const NO_WAITING_PERIOD: LabelledValue = { label: 'Waiting period', value: 'None' };

const MEMBER_ROLES: Readonly<Record<string, string>> = {
  main: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  extended: 'Extended family',
};

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const cents = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : null);

/** The excesses a quote wrote on the policy's module: [{label, amount}] of every claim type. */
function excessesOf(policy: Pick<PolicyRow, 'module'>): LabelledValue[] {
  const excesses = Array.isArray(policy.module.excesses) ? (policy.module.excesses as unknown[]) : [];
  return excesses.flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const { label, amount, claimType } = entry as Record<string, unknown>;
    const value = cents(amount);
    if (value === null) return [];
    return [{ label: `Excess: ${text(label) ?? text(claimType) ?? 'claim'}`, value: formatRand(value) }];
  });
}

export interface CoverTermsInput {
  policy: Pick<PolicyRow, 'line' | 'lineData' | 'module' | 'sumAssured' | 'startDate'>;
  members: readonly Pick<
    PolicyMemberRow,
    'role' | 'firstName' | 'lastName' | 'coverAmount' | 'accidentalCoverAmount' | 'removedAt'
  >[];
  items: readonly Pick<InsuredItemRow, 'description' | 'insuredValue' | 'removedAt'>[];
  /** today, 'YYYY-MM-DD' (South African day) */
  today: string;
}

export function waitingPeriodsOf({ policy, today }: CoverTermsInput): LabelledValue[] {
  if (policy.line === 'funeral') {
    const endsOn = text(policy.lineData.naturalDeathWaitingEndsOn);
    return [
      {
        label: 'Natural death',
        value: !endsOn
          ? 'Not recorded'
          : endsOn > today
            ? `Waiting period until ${formatLongDate(endsOn)}: a natural death before then is not covered in full`
            : `Waiting period ended on ${formatLongDate(endsOn)}`,
      },
      { label: 'Accidental death', value: 'No waiting period' },
    ];
  }
  const endsOn = text(policy.lineData.waitingPeriodEndsOn);
  if (endsOn) return [{ label: 'Waiting period', value: `Until ${formatLongDate(endsOn)}` }];
  return [NO_WAITING_PERIOD];
}

export function coverLimitsOf({ policy, members, items }: CoverTermsInput): LabelledValue[] {
  const activeItems = items.filter((item) => item.removedAt === null);
  switch (policy.line) {
    case 'funeral':
      return [
        { label: 'Benefit cap per life', value: formatRand(FUNERAL_BENEFIT_CAP_PER_LIFE) },
        ...members
          .filter((member) => member.removedAt === null)
          .map((member) => ({
            label: `${MEMBER_ROLES[member.role] ?? member.role}: ${[member.firstName, member.lastName].filter(Boolean).join(' ') || 'unnamed'}`,
            value: `${formatRand(member.coverAmount)} natural death, ${formatRand(member.accidentalCoverAmount)} accidental death`,
          })),
      ];
    case 'device': {
      const replacementCost = cents(policy.lineData.replacementCost) ?? policy.sumAssured;
      return [
        ...activeItems.map((item) => ({ label: 'Insured phone', value: item.description })),
        { label: 'Replacement cost', value: formatRand(replacementCost) },
        ...excessesOf(policy),
      ];
    }
    case 'motor':
      return [
        ...activeItems.map((item) => ({ label: 'Insured vehicle', value: item.description })),
        { label: 'Sum insured (vehicle value)', value: formatRand(policy.sumAssured) },
        ...excessesOf(policy),
      ];
    default: {
      const insured = cents(policy.lineData.totalAmountInsured);
      if (insured === null) return [{ label: 'Sum assured', value: formatRand(policy.sumAssured) }];
      const balance = cents(policy.lineData.outstandingBalance);
      const financed = text(policy.lineData.financedItem);
      return [
        ...(financed ? [{ label: 'Financed item', value: financed }] : []),
        ...(balance === null ? [] : [{ label: 'Outstanding balance', value: formatRand(balance) }]),
        { label: 'Balance insured', value: formatRand(insured) },
      ];
    }
  }
}
