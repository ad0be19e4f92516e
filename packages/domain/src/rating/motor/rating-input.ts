/**
 * What motor rating needs to know, and its schema: quoteMotor parses every input with it, so a caller that
 * skipped its own contract still gets a clear MotorRatingError instead of a wrong premium.
 */
import { z } from 'zod';
import { MOTOR_PACKAGES, type MotorProductScheme } from '../../contracts/motor/line.js';
import { MotorRatingError } from './motor-rating-error.js';
import {
  MOTOR_VEHICLE_TYPES,
  MOTOR_VEHICLE_USES,
  type MotorVehicleType,
  type MotorVehicleUse,
} from './rate-table.js';

export interface MotorRatingInput {
  vehicleType: MotorVehicleType;
  /** the vehicle's value in cents: the retail price of the valuation (or the customer's estimate) */
  vehicleValueCents: number;
  use: MotorVehicleUse;
  essentialForJob: boolean;
  scheme: MotorProductScheme;
  /** whole years of uninterrupted cover, 0..50 */
  yearsOfCarInsurance: number;
  /** claims in the last 3 years */
  numberOfClaims: number;
  insuranceCancelled: boolean;
  drunkOrRecklessConviction: boolean;
  /** declared total value of extras in cents, 0 when none */
  extrasValueCents: number;
  /** declared total value of performance enhancements in cents, 0 when none */
  enhancementsValueCents: number;
  /** picks the table in force (a South African day, see rate-table-registry) */
  today: Date;
  /** re-price exactly on an older table */
  rateTableVersion?: string;
}

export const MAX_YEARS_OF_CAR_INSURANCE = 50;

const MOTOR_PRODUCT_SCHEMES = Object.keys(MOTOR_PACKAGES) as [MotorProductScheme, ...MotorProductScheme[]];

const cents = (what: string) =>
  z
    .number({ error: `${what} must be an amount in cents` })
    .int({ error: `${what} must be a whole number of cents` })
    .nonnegative({ error: `${what} cannot be negative` });

const yesNo = (what: string) => z.boolean({ error: `Please say whether ${what}` });

export const motorRatingInputSchema = z.object({
  vehicleType: z.enum(MOTOR_VEHICLE_TYPES, { error: 'The vehicle must be a car or a motorcycle' }),
  vehicleValueCents: cents('The vehicle’s value'),
  use: z.enum(MOTOR_VEHICLE_USES, { error: 'The vehicle’s use must be private or business' }),
  essentialForJob: yesNo('the vehicle is essential for your job'),
  scheme: z.enum(MOTOR_PRODUCT_SCHEMES, { error: 'Please choose a motor scheme' }),
  yearsOfCarInsurance: z
    .number({ error: 'Years of uninterrupted insurance must be a number' })
    .int({ error: 'Years of uninterrupted insurance must be a whole number' })
    .min(0, { error: `Years of uninterrupted insurance must be from 0 to ${MAX_YEARS_OF_CAR_INSURANCE}` })
    .max(MAX_YEARS_OF_CAR_INSURANCE, {
      error: `Years of uninterrupted insurance must be from 0 to ${MAX_YEARS_OF_CAR_INSURANCE}`,
    }),
  numberOfClaims: z
    .number({ error: 'The number of claims must be a number' })
    .int({ error: 'The number of claims must be a whole number' })
    .nonnegative({ error: 'The number of claims cannot be negative' }),
  insuranceCancelled: yesNo('an insurer cancelled your previous insurance'),
  drunkOrRecklessConviction: yesNo('you were convicted of drunk or reckless driving'),
  extrasValueCents: cents('The value of extras'),
  enhancementsValueCents: cents('The value of enhancements'),
  today: z.date({ error: 'The quote date must be a valid date' }),
  rateTableVersion: z.string().trim().min(1, { error: 'The rate table version cannot be empty' }).optional(),
}) satisfies z.ZodType<MotorRatingInput>;

/** The input as the schema reads it; throws MotorRatingError('INVALID_INPUT') listing every bad field. */
export function parseMotorRatingInput(input: unknown): MotorRatingInput {
  const parsed = motorRatingInputSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw new MotorRatingError(
    'INVALID_INPUT',
    'Some details needed for the motor quote are not valid',
    issues,
  );
}
