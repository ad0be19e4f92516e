/**
 * The loadings and discounts of a motor quote, in plain English: each a whole percentage of the premium
 * before adjustments (base + extras), added up rather than compounded, so the order never matters and
 * each line can be checked on its own.
 */
import { MOTOR_SCHEMES } from '../../constants/motor.js';
import type { MotorProductScheme } from '../../contracts/motor/line.js';
import { percentOf } from './money-math.js';
import type { MotorCoverHistoryStep, MotorRateTable } from './rate-table.js';
import type { MotorRatingInput } from './rating-input.js';

export type MotorAdjustmentCode =
  'COVER_HISTORY' | 'CLAIMS' | 'INSURANCE_CANCELLED' | 'CONVICTION' | 'ESSENTIAL_FOR_JOB' | 'SCHEME';

export interface MotorAdjustmentLine {
  code: MotorAdjustmentCode;
  label: string;
  percentage: number;
  /** cents a month */
  amount: number;
}

export interface MotorAdjustments {
  loadings: MotorAdjustmentLine[];
  discounts: MotorAdjustmentLine[];
}

const years = (count: number) => (count === 1 ? '1 year' : `${count} years`);

/** The step of the cover history that holds `yearsOfCover` (steps ascend from 0). */
function coverHistoryStep(steps: readonly MotorCoverHistoryStep[], yearsOfCover: number) {
  let index = 0;
  for (let i = 0; i < steps.length; i += 1) if (steps[i]!.fromYears <= yearsOfCover) index = i;
  return { step: steps[index]!, next: steps[index + 1] };
}

function coverHistoryLabel(step: MotorCoverHistoryStep, next: MotorCoverHistoryStep | undefined) {
  if (step.fromYears === 0 && next?.fromYears === 1) return 'Less than a year of uninterrupted insurance';
  if (!next) return `${years(step.fromYears)} or more of uninterrupted insurance`;
  if (next.fromYears === step.fromYears + 1) return `${years(step.fromYears)} of uninterrupted insurance`;
  return `${step.fromYears} to ${years(next.fromYears - 1)} of uninterrupted insurance`;
}

function schemeLabel(scheme: MotorProductScheme) {
  const name = MOTOR_SCHEMES.find((candidate) => candidate.value === scheme)?.label ?? 'Scheme';
  return `${name} discount`;
}

/** The loadings and discounts of these facts on `basisCents` (base + extras premium), zero ones left out. */
export function motorAdjustments(
  input: MotorRatingInput,
  table: MotorRateTable,
  basisCents: number,
): MotorAdjustments {
  const loadings: MotorAdjustmentLine[] = [];
  const discounts: MotorAdjustmentLine[] = [];
  const add = (
    kind: 'loading' | 'discount',
    code: MotorAdjustmentCode,
    label: string,
    percentage: number,
  ) => {
    if (percentage === 0) return;
    const line = { code, label, percentage, amount: percentOf(basisCents, percentage) };
    (kind === 'loading' ? loadings : discounts).push(line);
  };

  const { step, next } = coverHistoryStep(table.coverHistory, input.yearsOfCarInsurance);
  if (step.adjustment)
    add(step.adjustment.kind, 'COVER_HISTORY', coverHistoryLabel(step, next), step.adjustment.percentage);

  const claims = input.numberOfClaims;
  add(
    'loading',
    'CLAIMS',
    `${claims} ${claims === 1 ? 'claim' : 'claims'} in the last 3 years`,
    table.claimsLoadingPercentages[claims] ?? 0,
  );
  if (input.insuranceCancelled)
    add(
      'loading',
      'INSURANCE_CANCELLED',
      'Previous insurance cancelled by an insurer',
      table.insuranceCancelledLoadingPercentage,
    );
  if (input.drunkOrRecklessConviction)
    add(
      'loading',
      'CONVICTION',
      'Conviction for drunk or reckless driving',
      table.convictionLoadingPercentage,
    );
  if (input.essentialForJob)
    add(
      'loading',
      'ESSENTIAL_FOR_JOB',
      'Vehicle essential for the job',
      table.essentialForJobLoadingPercentage,
    );

  add('discount', 'SCHEME', schemeLabel(input.scheme), table.schemes[input.scheme].discountPercentage);
  return { loadings, discounts };
}
