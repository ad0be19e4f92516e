/**
 * Changing only the debit order day of a funeral policy: the account on file is kept (its number is not
 * sent again) and collected on the new day; a change naming neither is refused.
 */
import { alterationReplySchema, FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import { PAYMENT_CHANGE_MESSAGES } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, policies } from '../../db/schema/index.js';
import {
  buildFuneralApp,
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { retailPolicy } from './testing/flows.js';

const retail = FUNERAL_PATHS.retail;
let app: FastifyInstance;
let alice: TestUser;
let policy: Policy;

beforeAll(async () => {
  app = await buildFuneralApp(new TestClock(START));
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
  policy = await retailPolicy(app, alice);
});
afterAll(async () => {
  await app.close();
});

const storedMethod = async () => {
  const [row] = await app.db.select().from(policies).where(eq(policies.id, policy.policyId));
  const [method] = await app.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, row?.paymentMethodId ?? ''));
  return method;
};

describe('changing only the debit order day', () => {
  it('keeps the account on file and collects on the new day', async () => {
    const before = await storedMethod();
    const response = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
      body: { policyId: policy.policyId, billingDay: 25, consents: { debitOrder: true } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = alterationReplySchema.parse(response.json());
    expect(reply.policy).toMatchObject({
      billingDay: 25,
      module: { paymentDetails: { bankName: before?.bankName, debitOrderDate: 25 } },
    });
    expect(reply.alterationPackage.premiumDifference).toBe(0);
    const after = await storedMethod();
    expect(after).toMatchObject({
      accountNumber: before?.accountNumber,
      accountHolderName: before?.accountHolderName,
      debitOrderDate: 25,
    });
    expect(after?.id).not.toBe(before?.id);
  });

  it('refuses a change naming neither a day nor payment details', async () => {
    const response = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
      body: { policyId: policy.policyId },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.fields).toEqual({ billingDay: PAYMENT_CHANGE_MESSAGES.nothingToChange });
  });
});
