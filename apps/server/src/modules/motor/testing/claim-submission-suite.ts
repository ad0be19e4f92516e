/**
 * The motor claim submission suites' setup (motor-claim-submissions.test.ts, motor-claim-refusals.test.ts): the
 * motor claims app, a new retail customer with their own insured vehicle, the retail submission call and the
 * count of the claims stored.
 */
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { claims } from '../../../db/schema/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../../insurance-core/testing/line-fixtures.js';
import { buildMotorClaimsApp, insuredVehicle, MOTOR_CLAIM_TEST_PATHS } from './claim-fixtures.js';

/** The retail family's motor claims calls. */
export const paths = MOTOR_CLAIM_TEST_PATHS.retail;
/** The sum insured of the vehicles insuredVehicle issues unless told otherwise, cents (R250 000). */
export const SUM_INSURED = 25_000_000;

/** The suite's app (set before the tests run) and its helpers, bound to it. */
export function claimSubmissionSuite() {
  let app: FastifyInstance;
  let holders = 0;

  beforeAll(async () => {
    app = await buildMotorClaimsApp(new TestClock(new Date()).now);
  });
  afterAll(async () => {
    await app.close();
  });

  /** A new retail customer with their own motor policy. */
  async function customerWithVehicle(options: Parameters<typeof insuredVehicle>[2] = {}) {
    holders += 1;
    const user = await userWithHolder(app, 'retail', saId(`${60 + holders}0101${5000 + holders}08`));
    return { user, ...(await insuredVehicle(app, user, options)) };
  }

  const submit = (user: TestUser, body: Record<string, unknown>) =>
    callAs(app, user, 'POST', paths.submitClaim.path, { body });

  const claimCount = async () => (await app.db.select({ n: count() }).from(claims))[0]?.n ?? 0;

  return { app: () => app, customerWithVehicle, submit, claimCount };
}
