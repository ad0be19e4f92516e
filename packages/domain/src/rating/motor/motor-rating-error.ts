/**
 * Why a motor quote cannot be priced online. Each refusal has a stable code (for the server's status and
 * the web app's branch) and a plain-English message the customer can act on.
 */
export const MOTOR_RATING_ERROR_CODES = [
  /** an input failed its schema (see `issues`) */
  'INVALID_INPUT',
  /** the rate table version asked for is not published */
  'UNKNOWN_RATE_TABLE',
  /** the scheme does not insure this vehicle type */
  'SCHEME_NOT_FOR_VEHICLE',
  /** the vehicle has no value (no valuation and no estimate) */
  'VEHICLE_VALUE_MISSING',
  /** the sum insured is above what the table quotes online: a consultant quotes */
  'ABOVE_ONLINE_MAXIMUM',
  /** more claims in the last 3 years than the table quotes online: a consultant quotes */
  'TOO_MANY_CLAIMS',
] as const;
export type MotorRatingErrorCode = (typeof MOTOR_RATING_ERROR_CODES)[number];

/** One field that failed the rating input schema, by its dotted path. */
export interface MotorRatingIssue {
  path: string;
  message: string;
}

export class MotorRatingError extends Error {
  constructor(
    readonly code: MotorRatingErrorCode,
    message: string,
    readonly issues: readonly MotorRatingIssue[] = [],
  ) {
    super(message);
    this.name = 'MotorRatingError';
  }
}

/** The refusals a consultant can still quote (the API answers them with the code as the error's code). */
export const CONSULTANT_QUOTE_CODES: readonly string[] = [
  'ABOVE_ONLINE_MAXIMUM',
  'TOO_MANY_CLAIMS',
] satisfies MotorRatingErrorCode[];

/** True when `error` is a motor rating refusal that a consultant can still quote. */
export function isReferredToConsultant(error: unknown): error is MotorRatingError {
  return error instanceof MotorRatingError && CONSULTANT_QUOTE_CODES.includes(error.code);
}
