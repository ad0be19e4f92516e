/**
 * A second credit life death claim on the person responsible for the finance (the rule of funeral claims,
 * QA walk 9 finding 1): refused with 409 CLAIM_EXISTS naming the earlier claim at idNumber while it is being
 * dealt with and once it was repudiated; taken after one closed undecided. Another customer's policy is
 * refused as before (404), naming nothing.
 */
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims } from '../../db/schema/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  CREDIT_LIFE_CONSENTS,
  deathClaim,
  standaloneCreditLife,
} from '../motor/testing/credit-life-fixtures.js';
import { buildMotorApp } from '../motor/testing/fixtures.js';
import { SAME_LIFE_CLAIM_MESSAGES } from '../claims/same-life-claims.js';

const paths = VEHICLE_CREDIT_LIFE_PATHS.retail;
let app: FastifyInstance;
let alice: TestUser;
let stranger: TestUser;
let policyId = '';

beforeAll(async () => {
  app = await buildMotorApp(new TestClock(new Date()));
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
  const created = await callAs(app, alice, 'POST', paths.createIndividualCreditLife.path, {
    body: standaloneCreditLife(alice, { consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true } }),
  });
  expect(created.statusCode, created.body).toBe(201);
  policyId = created.json().policy.policyId;
});
afterAll(async () => {
  await app.close();
});

const claim = (user = alice) =>
  callAs(app, user, 'POST', paths.createClaim.path, { body: deathClaim(policyId, alice) });
const setStatus = (claimId: string, claimStatus: string, approvalStatus: string) =>
  app.db.update(claims).set({ claimStatus, approvalStatus }).where(eq(claims.id, claimId));

describe('a second credit life death claim on the same person', () => {
  let first = { claimId: '', claimNumber: '' };

  it('is refused while the first is being dealt with, and once it was repudiated, naming it', async () => {
    const made = await claim();
    expect(made.statusCode, made.body).toBe(201);
    first = made.json();
    const again = await claim();
    expect(again.statusCode).toBe(409);
    const open = SAME_LIFE_CLAIM_MESSAGES.open(first.claimNumber);
    expect(again.json().error).toMatchObject({
      code: 'CLAIM_EXISTS',
      message: open,
      fields: { idNumber: open },
    });

    await setStatus(first.claimId, 'closed', 'repudiated');
    const afterRepudiation = await claim();
    expect(afterRepudiation.statusCode).toBe(409);
    expect(afterRepudiation.json().error.message).toBe(
      SAME_LIFE_CLAIM_MESSAGES.repudiated(first.claimNumber),
    );
    expect(afterRepudiation.json().error.message).toContain('Complaints page');
    expect(await app.db.select().from(claims).where(eq(claims.policyId, policyId))).toHaveLength(1);
  });

  it('is taken once the earlier one was closed undecided', async () => {
    await setStatus(first.claimId, 'closed', 'pending');
    const made = await claim();
    expect(made.statusCode, made.body).toBe(201);
  });

  it("refuses another customer's policy as before, naming no claim", async () => {
    const response = await claim(stranger);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(first.claimNumber);
  });
});
