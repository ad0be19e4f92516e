/**
 * An employee's credit life taken on its own and paid by salary deduction asks the deduction consent, as the
 * employee's phone cover does (QA H7 finding 28): refused without it (422 on consents.salaryDeduction, when
 * created and when its PENDING application is continued), stored with the other consents with the premium a
 * month; a debit order does not ask it. On the phone's credit life line (the vehicle's shares this service).
 */
import {
  creditLifeApplicationReplySchema,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  salaryDeductionConsentText,
} from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.js';
import {
  callAs,
  debitOrder,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { buildDeviceApp, creditLife, imei } from '../device/testing/fixtures.js';

const paths = DEVICE_CREDIT_LIFE_PATHS.employee;
const CONSENTS = { creditCheck: true, terms: true, popia: true } as const;
let app: FastifyInstance;
let employee: TestUser;

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(START));
  employee = await userWithHolder(app, 'employee', saId('870707500908'), { username: '0012501' });
});
afterAll(async () => {
  await app.close();
});

const standalone = (serial: number, extra: Record<string, unknown> = {}) => ({
  deviceBrand: 'Samsung',
  deviceModel: 'Galaxy S25',
  deviceIMEINumber: imei(serial),
  ...creditLife(1_500_000),
  paymentMethod: { type: 'deduct_from_salary' },
  ...extra,
});
const create = (body: Record<string, unknown>) =>
  callAs(app, employee, 'POST', paths.createIndividualCreditLife.path, { body });
const storedConsents = async (applicationId: string) => {
  const [row] = await app.db.select().from(applications).where(eq(applications.id, applicationId));
  return (row?.details as { consents: { key: string; text: string; textVersion: string }[] }).consents;
};

describe('standalone credit life paid by salary deduction', () => {
  it('is refused without the deduction consent, created or continued, and issued with it', async () => {
    for (const consents of [CONSENTS, { ...CONSENTS, salaryDeduction: false }]) {
      const refused = await create(standalone(51, { consents }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
    }
    const pending = await create(standalone(51));
    expect(pending.statusCode, pending.body).toBe(201);
    const { application } = creditLifeApplicationReplySchema.parse(pending.json());
    const continued = (consents: Record<string, boolean>) =>
      callAs(app, employee, 'POST', paths.editCreditLifeApplication.path, {
        body: { applicationId: application.applicationId, outstandingBalance: 2_000_000, consents },
      });
    const refused = await continued(CONSENTS);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields['consents.salaryDeduction']).toBe(SALARY_DEDUCTION_CONSENT_MESSAGE);
    const issued = await continued({ ...CONSENTS, salaryDeduction: true });
    expect(issued.statusCode, issued.body).toBe(200);
    const reply = creditLifeApplicationReplySchema.parse(issued.json());
    // R20 000 at R4.20 per R1 000: R84 a month, the amount the consent names
    expect(reply.policy?.monthlyPremium).toBe(8_400);
    const consents = await storedConsents(application.applicationId);
    expect(consents.map((consent) => consent.key)).toEqual([
      'creditCheck',
      'terms',
      'popia',
      'salaryDeduction',
    ]);
    expect(consents[3]).toEqual({
      key: 'salaryDeduction',
      text: salaryDeductionConsentText(8_400),
      textVersion: 'salary-deduction-2026-12',
      acceptedAt: START.toISOString(),
    });
  });

  it('is issued at once with it, the consent naming the premium a month', async () => {
    const issued = await create(standalone(52, { consents: { ...CONSENTS, salaryDeduction: true } }));
    expect(issued.statusCode, issued.body).toBe(201);
    const reply = creditLifeApplicationReplySchema.parse(issued.json());
    expect(reply.policy?.monthlyPremium).toBe(6_300);
    expect((await storedConsents(reply.application.applicationId)).at(-1)?.text).toBe(
      salaryDeductionConsentText(6_300),
    );
  });

  it('is not asked when the employee pays by debit order', async () => {
    const issued = await create(
      standalone(53, {
        paymentMethod: debitOrder(),
        billingDay: 25,
        consents: { ...CONSENTS, debitOrder: true },
      }),
    );
    expect(issued.statusCode, issued.body).toBe(201);
    const { application } = creditLifeApplicationReplySchema.parse(issued.json());
    expect((await storedConsents(application.applicationId)).map((consent) => consent.key)).toEqual([
      'debitOrder',
      'creditCheck',
      'terms',
      'popia',
    ]);
  });
});
