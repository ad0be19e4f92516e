/**
 * An issued credit life policy's beneficiaries are changed by its holder (QA walk 11 no. 5), retail and
 * employee alike: replaced as a whole (percentages totalling 100, the application's beneficiary schema), as a
 * new policy version (so a new schedule) with its policy.altered event and the change notice; another
 * customer's policy is not found, a cancelled one is not changed. On the phone's credit life line (the
 * vehicle's shares this service).
 */
import { creditLifePolicyDetailSchema } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outboxMessages } from '../../db/schema/index.js';
import {
  callAs,
  debitOrder,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, creditLife, imei } from '../device/testing/fixtures.js';
import { documentsModule } from '../documents/index.js';
import { notificationsModule } from '../notifications/index.js';

const CONSENTS = { creditCheck: true, terms: true, popia: true, debitOrder: true } as const;
const NEW_BENEFICIARIES = [
  { relation: 'parent', firstName: 'Grace', lastName: 'Ndlovu', percentage: 70, mobile: '0831234567' },
  { relation: 'sibling', firstName: 'Jabu', lastName: 'Nkosi', percentage: 30 },
];
let app: FastifyInstance;
let retail: TestUser;
let employee: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(new Date()), [notificationsModule, documentsModule]);
  retail = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
  employee = await userWithHolder(app, 'employee', saId('870707500908'), { username: '0012501' });
}, 60_000);
afterAll(async () => {
  await app.close();
});

const pathsOf = (user: TestUser) =>
  DEVICE_CREDIT_LIFE_PATHS[user.audience === 'employee' ? 'employee' : 'retail'];

/** Credit life on a financed phone, taken on its own and issued at once (debit order). */
async function issuedCreditLife(user: TestUser, serial: number): Promise<string> {
  const created = await callAs(app, user, 'POST', pathsOf(user).createIndividualCreditLife.path, {
    body: {
      deviceBrand: 'Samsung',
      deviceModel: 'Galaxy S25',
      deviceIMEINumber: imei(serial),
      ...creditLife(1_500_000),
      paymentMethod: debitOrder(),
      billingDay: 25,
      consents: CONSENTS,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().policy.policyId;
}

const change = (user: TestUser, body: Record<string, unknown>) =>
  callAs(app, user, 'POST', pathsOf(user).editBeneficiary.path, { body });

const policyOf = async (user: TestUser, policyId: string) =>
  creditLifePolicyDetailSchema.parse(
    (await callAs(app, user, 'GET', pathsOf(user).getPolicyById.path.replace(':policyId', policyId))).json(),
  );

describe('changing the beneficiaries of an issued credit life policy', () => {
  it.each([['retail'], ['employee']])(
    'replaces them as a new version (%s), with the change event and its notice',
    async (audience) => {
      const user = audience === 'employee' ? employee : retail;
      const policyId = await issuedCreditLife(user, audience === 'employee' ? 61 : 62);
      const response = await change(user, { policyId, beneficiaries: NEW_BENEFICIARIES });
      expect(response.statusCode, response.body).toBe(200);
      const reply = creditLifePolicyDetailSchema.parse(response.json());
      expect(reply.version).toBe(2);
      expect(reply.module.beneficiaries).toMatchObject([
        {
          relation: 'parent',
          firstName: 'Grace',
          lastName: 'Ndlovu',
          percentage: 70,
          mobile: '+27831234567',
        },
        { relation: 'sibling', firstName: 'Jabu', lastName: 'Nkosi', percentage: 30 },
      ]);
      expect((await policyOf(user, policyId)).module.beneficiaries).toHaveLength(2);

      const [event] = await app.db
        .select()
        .from(events)
        .where(and(eq(events.entityId, policyId), eq(events.type, 'policy.altered')));
      expect(event?.data).toMatchObject({
        alterationType: 'edit_beneficiaries',
        change: { kind: 'beneficiaries_changed', count: 2 },
        version: 2,
      });
      const notices = await app.db
        .select()
        .from(outboxMessages)
        .where(inArray(outboxMessages.dedupeKey, [`${event?.id}:email`, `${event?.id}:sms`]));
      expect(notices.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
      expect(notices.find((row) => row.channel === 'email')?.text).toContain(
        `We have made this change to your device credit life policy ${reply.policyNumber}: beneficiaries changed.`,
      );
      expect(notices.find((row) => row.channel === 'sms')?.text).toContain('Not you?');

      // the schedule of the new version (with the new beneficiaries) is the current one
      const documents = await callAs(app, user, 'POST', pathsOf(user).getDocument.path, {
        body: { policyId },
      });
      expect(documents.statusCode, documents.body).toBe(200);
      expect(documents.json().data[0].description).toBe('Policy schedule, version 2 (current)');
    },
  );

  it('refuses percentages that do not total 100 on the field, and changes nothing', async () => {
    const policyId = await issuedCreditLife(retail, 63);
    const refused = await change(retail, {
      policyId,
      beneficiaries: [{ ...NEW_BENEFICIARIES[0], percentage: 90 }],
    });
    // request validation, as every call's (the funeral editBeneficiary's too): 400 with the field's message
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      beneficiaries: 'Beneficiary percentages must add up to 100%',
    });
    expect((await policyOf(retail, policyId)).version).toBe(1);
  });

  it('does not find another customer’s policy (404), and changes nothing', async () => {
    const policyId = await issuedCreditLife(retail, 64);
    const response = await change(stranger, { policyId, beneficiaries: NEW_BENEFICIARIES });
    expect(response.statusCode, response.body).toBe(404);
    const policy = await policyOf(retail, policyId);
    expect(policy.version).toBe(1);
    expect(policy.module.beneficiaries.map((entry) => entry.firstName)).toEqual(['Sipho', 'Lerato']);
  });

  it('does not change a cancelled policy (409)', async () => {
    const policyId = await issuedCreditLife(retail, 65);
    const cancelled = await callAs(app, retail, 'POST', pathsOf(retail).cancelPolicy.path, {
      body: { policyId, reason: 'too_expensive' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const response = await change(retail, { policyId, beneficiaries: NEW_BENEFICIARIES });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().error.message).toBe('Only an active policy can be changed.');
  });
});
