/**
 * The motor rating suites' facts (quote-motor.test.ts, quote-motor-adjustments.test.ts,
 * quote-motor-refusals.test.ts): rands in cents, and a clean private car quoted with any facts replaced.
 */
import { quoteMotor } from '../quote-motor.js';
import type { MotorRatingInput } from '../rating-input.js';

/** An amount in rand, in cents. */
export const R = (rand: number) => Math.round(rand * 100);
const today = new Date('2026-11-24T10:00:00+02:00');

/** A clean private car of R300 000 on retail with 2 years of cover: no adjustment at all. */
const facts = (overrides: Partial<MotorRatingInput> = {}): MotorRatingInput => ({
  vehicleType: 'car',
  vehicleValueCents: R(300_000),
  use: 'private',
  essentialForJob: false,
  scheme: 'retail',
  yearsOfCarInsurance: 2,
  numberOfClaims: 0,
  insuranceCancelled: false,
  drunkOrRecklessConviction: false,
  extrasValueCents: 0,
  enhancementsValueCents: 0,
  today,
  ...overrides,
});
export const quote = (overrides: Partial<MotorRatingInput> = {}) => quoteMotor(facts(overrides));
