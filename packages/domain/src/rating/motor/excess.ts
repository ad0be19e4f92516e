/**
 * The motor excess of every claim type, stated before purchase: a fixed amount, or a share of the sum
 * insured with a floor. The sum insured is what a theft or hijacking pays out, so the amount quoted is the
 * amount the customer will bear.
 */
import { MOTOR_CLAIM_TYPES, type MotorClaimType } from '../../constants/claim-types.js';
import { percentOf } from './money-math.js';
import { percentText, randText } from './rand-text.js';
import type { MotorExcessRule, MotorRateTable } from './rate-table.js';

export interface MotorExcess {
  claimType: MotorClaimType;
  label: string;
  /** cents */
  amount: number;
  /** how the amount is set, e.g. '10 % of the sum insured, at least R5 000' */
  description: string;
}

/** The excess of a rule on a sum insured, in cents (half up to the cent). */
export function motorExcessCents(rule: MotorExcessRule, sumInsuredCents: number): number {
  if (rule.kind === 'fixed') return rule.amountCents;
  return Math.max(percentOf(sumInsuredCents, rule.percentage), rule.minimumCents);
}

/** The rule in words: 'R1 500 a claim', 'No excess', '10 % of the sum insured, at least R5 000'. */
export function describeMotorExcess(rule: MotorExcessRule): string {
  if (rule.kind === 'fixed')
    return rule.amountCents === 0 ? 'No excess' : `${randText(rule.amountCents)} a claim`;
  return `${percentText(rule.percentage)} of the sum insured, at least ${randText(rule.minimumCents)}`;
}

/** Every claim type's excess on this sum insured, in the order of MOTOR_CLAIM_TYPES. */
export function motorExcesses(sumInsuredCents: number, table: MotorRateTable): MotorExcess[] {
  return MOTOR_CLAIM_TYPES.map(({ value, label }) => ({
    claimType: value,
    label,
    amount: motorExcessCents(table.excess[value], sumInsuredCents),
    description: describeMotorExcess(table.excess[value]),
  }));
}
