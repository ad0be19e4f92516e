/**
 * Changing only the debit order day of a motor policy (every line's updatePolicyPayment): the customer keeps
 * the account on file without sending its number again; nothing to change is refused.
 */
import { MOTOR_PATHS } from '@cover/domain/motor';
import { PAYMENT_CHANGE_MESSAGES } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentMethods, policies } from '../../db/schema/index.js';
import { callAs, debitOrder } from '../insurance-core/testing/line-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  newVehicleIdentity,
  registerMotor,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const authorised = { debitOrder: true };
const suite = useMotorSuite();
let app: MotorSuite['app'], valuations: MotorSuite['valuations'], alice: MotorSuite['alice'];
let policyId: string;

beforeAll(async () => {
  ({ app, valuations, alice } = suite);
  const identity = newVehicleIdentity();
  const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
  const issued = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
  policyId = issued.policy?.policyId ?? '';
  const account = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
    body: { policyId, billingDay: 15, paymentMethod: debitOrder('62999988887'), consents: authorised },
  });
  expect(account.statusCode, account.body).toBe(200);
});

const storedMethod = async () => {
  const [policy] = await app.db.select().from(policies).where(eq(policies.id, policyId));
  const [method] = await app.db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.id, policy?.paymentMethodId ?? ''));
  return { policy, method };
};

describe('changing only the debit order day', () => {
  it('keeps the account on file, on the new day, as a new version', async () => {
    const before = await storedMethod();
    const changed = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, {
      body: { policyId, billingDay: 25, consents: authorised },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      billingDay: 25,
      paymentDetails: { type: 'debit_order', accountNumber: '••••8887', debitOrderDate: 25 },
    });
    const after = await storedMethod();
    expect(after.policy?.version).toBe((before.policy?.version ?? 0) + 1);
    expect(after.method).toMatchObject({
      accountNumber: '62999988887',
      bankName: before.method?.bankName,
      accountHolderName: before.method?.accountHolderName,
      debitOrderDate: 25,
    });
    // the earlier version keeps the method it was collected with
    expect(after.method?.id).not.toBe(before.method?.id);
    expect(before.method?.debitOrderDate).toBe(15);
  });

  it('refuses a change that names neither a day nor new payment details', async () => {
    const nothing = await callAs(app, alice, 'POST', retail.updatePolicyPayment.path, { body: { policyId } });
    expect(nothing.statusCode).toBe(400);
    expect(JSON.stringify(nothing.json())).toContain(PAYMENT_CHANGE_MESSAGES.nothingToChange);
  });
});
