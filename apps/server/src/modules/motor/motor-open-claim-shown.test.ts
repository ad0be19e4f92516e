/**
 * The open claim a motor policy names (QA walk 12, finding 7): with a glass claim and then a theft claim on
 * the vehicle, the policy names the theft (the claim that ends the cover), not the earlier glass claim.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../db/schema/index.js';
import { callAs, saId, TestClock, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import { loadMotorPolicy } from './policy-view.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
const clock = new TestClock(new Date());
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildMotorClaimsApp(clock.now);
}, 60_000);
afterAll(async () => {
  await app.close();
});

describe('the open claim a motor policy names', () => {
  it('is the theft that ends the cover, not an earlier glass claim', async () => {
    const user = await userWithHolder(app, 'retail', saId('820404512308'));
    const { policy } = await insuredVehicle(app, user);
    const numbers: string[] = [];
    for (const type of ['GLASS', 'STOLEN'] as const) {
      const submitted = await callAs(app, user, 'POST', paths.submitClaim.path, {
        body: motorClaimInput(policy.id, type),
      });
      expect(submitted.statusCode, submitted.body).toBe(201);
      numbers.push(submitted.json().claimNumber as string);
    }
    const [row] = await app.db.select().from(policies).where(eq(policies.id, policy.id));
    // the fixture's policy is issued straight through the core, without the application's answers
    const details = { vehicle: {}, address: {}, permanentDriver: { isPermanent: true } };
    const view = await loadMotorPolicy(
      { db: app.db, now: clock.now() },
      {
        ...row!,
        details,
        module: { ...(row!.module as object), module: { vehicleExtras: null, enhancements: null } },
      },
    );
    expect(view.module.openClaim?.claimNumber).toBe(numbers[1]);
  });
});
