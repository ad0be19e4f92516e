/**
 * The monthly premium and excesses of a car or motorcycle on the motor rate table in force (or a stored
 * quote's version): the base premium of the vehicle's value, extras and enhancements, loadings and
 * discounts, the minimum premium, and every claim type's excess. Pure and deterministic: integer cents, one
 * rounding rule (money-math.ts). Refusals are MotorRatingErrors with a code and a message.
 */
import type { MotorClaimType } from '../../constants/claim-types.js';
import { MOTOR_SCHEMES } from '../../constants/motor.js';
import { motorAdjustments, type MotorAdjustmentLine } from './adjustments.js';
import { motorExcesses } from './excess.js';
import { roundHalfUp } from './money-math.js';
import { MotorRatingError } from './motor-rating-error.js';
import { randText } from './rand-text.js';
import {
  currentMotorRateTable,
  MOTOR_RATE_TABLES,
  motorRateTableByVersion,
  type MotorRateBand,
  type MotorRateTable,
  type MotorRateTableRegistry,
} from './rate-table.js';
import { parseMotorRatingInput, type MotorRatingInput } from './rating-input.js';

export interface MotorRating {
  rateTableVersion: string;
  /** cents: vehicle value + extras + enhancements */
  sumInsured: number;
  /** cents a month for the vehicle, before loadings and discounts */
  basePremium: number;
  loadings: MotorAdjustmentLine[];
  discounts: MotorAdjustmentLine[];
  /** cents a month for extras and enhancements */
  extrasPremium: number;
  /** cents, what the customer pays a month (at least the table's minimum) */
  monthlyPremium: number;
  /** amount in cents, description e.g. '10 % of the sum insured, at least R5 000' */
  excesses: { claimType: MotorClaimType; label: string; amount: number; description: string }[];
}

const CONSULTANT = 'Please ask a consultant to quote it.';
const VEHICLE_NAMES = { car: 'car', motorcycle: 'motorcycle' } as const;

function tableFor(input: MotorRatingInput, registry: MotorRateTableRegistry): MotorRateTable {
  if (input.rateTableVersion === undefined) return currentMotorRateTable(input.today, registry);
  const table = motorRateTableByVersion(input.rateTableVersion, registry);
  if (!table)
    throw new MotorRatingError(
      'UNKNOWN_RATE_TABLE',
      `The motor rate table ${input.rateTableVersion} does not exist, so this quote cannot be re-priced`,
    );
  return table;
}

/** Each band's rate on the part of the value inside it, summed exactly and rounded once. */
export function motorBasePremium(valueCents: number, bands: readonly MotorRateBand[]): number {
  let numerator = 0;
  let from = 0;
  for (const band of bands) {
    if (valueCents <= from) break;
    numerator += (Math.min(valueCents, band.upToCents) - from) * band.basisPoints;
    from = band.upToCents;
  }
  if (valueCents > from) throw new RangeError('The value is above the last band of the motor rate table');
  return roundHalfUp(numerator, 10_000);
}

function assertQuotable(input: MotorRatingInput, table: MotorRateTable, sumInsured: number) {
  const vehicle = table.vehicles[input.vehicleType];
  const vehicleName = VEHICLE_NAMES[input.vehicleType];
  if (!table.schemes[input.scheme].vehicleTypes.includes(input.vehicleType)) {
    const scheme =
      MOTOR_SCHEMES.find((candidate) => candidate.value === input.scheme)?.label ?? 'This scheme';
    throw new MotorRatingError(
      'SCHEME_NOT_FOR_VEHICLE',
      `The ${scheme} does not insure a ${vehicleName}. Please choose the scheme for your vehicle.`,
    );
  }
  if (input.vehicleValueCents === 0)
    throw new MotorRatingError(
      'VEHICLE_VALUE_MISSING',
      'We need the vehicle’s value to quote: please enter its estimated retail price.',
    );
  if (sumInsured > vehicle.maxSumInsuredCents)
    throw new MotorRatingError(
      'ABOVE_ONLINE_MAXIMUM',
      `We can quote a ${vehicleName} online up to ${randText(vehicle.maxSumInsuredCents)}, its extras and ` +
        `enhancements included. This one comes to ${randText(sumInsured)}. ${CONSULTANT}`,
    );
  const maxClaims = table.claimsLoadingPercentages.length - 1;
  if (input.numberOfClaims > maxClaims)
    throw new MotorRatingError(
      'TOO_MANY_CLAIMS',
      `We can quote online with at most ${maxClaims} claims in the last 3 years. ${CONSULTANT}`,
    );
}

const total = (lines: readonly MotorAdjustmentLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);

/** The motor rating of these facts; throws MotorRatingError when they cannot be priced online. */
export function quoteMotor(
  rawInput: MotorRatingInput,
  registry: MotorRateTableRegistry = MOTOR_RATE_TABLES,
): MotorRating {
  const input = parseMotorRatingInput(rawInput);
  const table = tableFor(input, registry);
  const sumInsured = input.vehicleValueCents + input.extrasValueCents + input.enhancementsValueCents;
  assertQuotable(input, table, sumInsured);

  const vehicle = table.vehicles[input.vehicleType];
  const basePremium = motorBasePremium(input.vehicleValueCents, vehicle.bands[input.use]);
  const extrasPremium = roundHalfUp(
    input.extrasValueCents * table.extrasBasisPoints +
      input.enhancementsValueCents * table.enhancementsBasisPoints,
    10_000,
  );
  const { loadings, discounts } = motorAdjustments(input, table, basePremium + extrasPremium);
  const adjusted = basePremium + extrasPremium + total(loadings) - total(discounts);
  return {
    rateTableVersion: table.version,
    sumInsured,
    basePremium,
    loadings,
    discounts,
    extrasPremium,
    monthlyPremium: Math.max(adjusted, vehicle.minimumMonthlyPremiumCents),
    excesses: motorExcesses(sumInsured, table),
  };
}
