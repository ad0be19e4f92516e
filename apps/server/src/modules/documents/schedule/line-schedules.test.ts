/**
 * The schedule of a real policy of every line, as the customer reads it: each names its own insurer
 * (long-term: the life insurer; short-term: the non-life insurer), the status in words, the province by
 * name, no internal rate-table id, beneficiaries only on the lines that have them, and no other line's
 * wording.
 */
import { formatRand } from '@cover/domain';
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policies } from '../../../db/schema/index.js';
import { createCustomer, issueFuneralPolicy, startClaimsHarness } from '../../claims/testing/harness.js';
import { buildDeviceApp, creditLife, imei, insuredPhone, seedPhones } from '../../device/testing/fixtures.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
} from '../../insurance-core/testing/line-fixtures.js';
import { CREDIT_LIFE_CONSENTS, standaloneCreditLife } from '../../motor/testing/credit-life-fixtures.js';
import {
  buildMotorApp,
  inspection,
  motorQuote,
  motorQuoteInput,
  newVehicleIdentity,
  registerMotor,
  seedValuations,
} from '../../motor/testing/fixtures.js';
import { loadScheduleData } from '../schedules.js';
import { extractPdfText } from './pdf-text.js';
import { renderPolicySchedulePdf } from './render-schedule.js';

const LIFE_INSURER =
  'Insurer: Cover Life Assurance Limited, a licensed life insurer (demonstration), FSP 00001 (demonstration)';
const NON_LIFE_INSURER =
  'Insurer: Cover General Insurance Limited, a licensed non-life insurer (demonstration), FSP 00002 (demonstration)';

/** The schedule's text with every run of white space (line breaks of wrapped cells) as one space. */
async function scheduleText(app: FastifyInstance, policyId: string): Promise<string> {
  const [policy] = await app.db.select().from(policies).where(eq(policies.id, policyId));
  if (!policy) throw new Error(`no policy ${policyId}`);
  const data = await loadScheduleData(
    { db: app.db, scheduleSources: app.scheduleSources },
    policy,
    new Date(),
  );
  return (await extractPdfText(await renderPolicySchedulePdf(data))).join('\n').replace(/\s+/g, ' ');
}

/** What every line's schedule shows alike: the status in words and no internal rate-table id. */
function expectCustomerWords(text: string) {
  expect(text).toContain('Status Active');
  expect(text).not.toMatch(/Status active/);
  expect(text).not.toContain('Rate table');
  expect(text).not.toMatch(/\b(funeral|device|motor|credit-life)-\d{4}-\d{2}\b/);
}

describe('device and device credit life schedules', () => {
  let app: FastifyInstance;
  let device = '';
  let deviceCreditLife = '';
  beforeAll(async () => {
    app = await buildDeviceApp(new TestClock(START));
    const phones = await seedPhones(app);
    const alice = await userWithHolder(app, 'retail', saId('800101500908'));
    const reply = await insuredPhone(app, alice, phones.galaxy.id, imei(1), {
      quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
      registration: { isOptedforCreditLife: true, creditLife: creditLife(300_000) },
    });
    device = reply.policy?.policyId ?? '';
    deviceCreditLife = reply.creditLifePolicyId ?? '';
  }, 120_000);
  afterAll(() => app.close());

  it('device: short-term, the non-life insurer, no beneficiaries section', async () => {
    const text = await scheduleText(app, device);
    expect(text).toContain(NON_LIFE_INSURER);
    expect(text).not.toContain('Cover Life Assurance');
    expectCustomerWords(text);
    expect(text).toContain('Address 12 Main Road, Pretoria, Gauteng, 0002');
    expect(text).not.toMatch(/beneficiar/i);
    expect(text).not.toMatch(/main member/i);
    expect(text).toContain(
      'COOLING-OFF PERIOD You have 14 days to change your mind (cooling-off): cancel within 14 days of the start of your cover, until 16 March 2026, and the premiums you paid are refunded, provided no claim has been made.',
    );
  });

  it('device credit life: long-term, the life insurer, its beneficiaries', async () => {
    const text = await scheduleText(app, deviceCreditLife);
    expect(text).toContain(LIFE_INSURER);
    expect(text).not.toContain('Cover General Insurance');
    expectCustomerWords(text);
    expect(text).toContain('Financed item Samsung Galaxy A15');
    expect(text).toContain('BENEFICIARIES Beneficiary Relationship Share Sipho Nkosi Spouse 60%');
    expect(text).toContain('within 31 days of the start of your cover, until 2 April 2026');
  });
});

describe('motor and vehicle credit life schedules', () => {
  let app: FastifyInstance;
  let motor = '';
  let motorQuoted: Awaited<ReturnType<typeof motorQuote>>;
  let vehicleCreditLife = '';
  beforeAll(async () => {
    app = await buildMotorApp(new TestClock(new Date()));
    const valuations = await seedValuations(app);
    const alice = await userWithHolder(app, 'retail', saId('800101500908'));
    const identity = newVehicleIdentity();
    const quote = await motorQuote(
      app,
      alice,
      motorQuoteInput(valuations.corolla.id, {
        extraVehicleDetails: {
          anyExtra: true,
          totalEstimatedValue: '12500.00',
          details: ['tow_bar', 'tracking_device'],
        },
      }),
    );
    motorQuoted = quote;
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    motor = reply.policy?.policyId ?? '';
    const created = await callAs(
      app,
      alice,
      'POST',
      VEHICLE_CREDIT_LIFE_PATHS.retail.createIndividualCreditLife.path,
      {
        body: standaloneCreditLife(alice, { consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true } }),
      },
    );
    vehicleCreditLife = created.json().policy.policyId;
  }, 120_000);
  afterAll(() => app.close());

  it('motor: short-term, the non-life insurer, no beneficiaries section', async () => {
    const text = await scheduleText(app, motor);
    expect(text).toContain(NON_LIFE_INSURER);
    expect(text).not.toContain('Cover Life Assurance');
    expectCustomerWords(text);
    expect(text).toContain('Kept at night 12 Long Street, Cape Town, Western Cape, 8001');
    expect(text).not.toMatch(/beneficiar/i);
    expect(text).not.toMatch(/main member/i);
    expect(text).toContain('within 14 days of the start of your cover');
  });

  it('motor: lists the declared extras with their value (QA finding 7)', async () => {
    const text = await scheduleText(app, motor);
    expect(text).toContain('Extras Tow bar, Tracking device (R 12 500,00)');
    expect(text).not.toContain('Performance changes');
  });

  it('motor: a discount is written as a negative line, so the premium lines add up to the premium', async () => {
    const text = await scheduleText(app, motor);
    expect(motorQuoted.discounts.length).toBeGreaterThan(0);
    for (const discount of motorQuoted.discounts)
      expect(text).toContain(`${discount.label} ${formatRand(-discount.amount)}`);
    const added =
      motorQuoted.basePremium +
      motorQuoted.extrasPremium +
      motorQuoted.loadings.reduce((sum, line) => sum + line.amount, 0) -
      motorQuoted.discounts.reduce((sum, line) => sum + line.amount, 0);
    expect(added).toBe(motorQuoted.suggestedPremium);
  });

  it('vehicle credit life: the life insurer, the financed item (not a phone), its beneficiaries', async () => {
    const text = await scheduleText(app, vehicleCreditLife);
    expect(text).toContain(LIFE_INSURER);
    expectCustomerWords(text);
    expect(text).toContain('Financed item Toyota Hilux 2.4 GD-6 2022');
    expect(text).not.toContain('Financed phone');
    expect(text).toContain('BENEFICIARIES Beneficiary Relationship Share Sipho Nkosi Spouse 60%');
  });
});

describe('funeral schedule', () => {
  it('long-term: the life insurer, dates of birth unpadded, its beneficiaries', async () => {
    const harness = await startClaimsHarness();
    try {
      const policy = await issueFuneralPolicy(harness, await createCustomer(harness, 1));
      const text = await scheduleText(harness.app, policy.policyId);
      expect(text).toContain(LIFE_INSURER);
      expect(text).not.toContain('Cover General Insurance');
      expectCustomerWords(text);
      expect(text).toContain('Main member Lerato Khumalo 1 Jan 1990');
      expect(text).toContain('BENEFICIARIES Beneficiary Relationship Share Sipho Khumalo Spouse 100%');
      expect(text).toContain('within 31 days of the start of your cover');
    } finally {
      await harness.close();
    }
  }, 120_000);
});
