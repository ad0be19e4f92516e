/**
 * Cover sold together is told together (docs/decisions/0027, addendum "one notice for cover sold together"):
 * a phone bought with the credit life on its finance gets one email and one SMS when both policies are
 * issued on its declaration (nothing while the application waits for it), naming both covers, each policy's number and
 * premium and the total; credit life taken on its own, or issued at another moment than the phone, is told on
 * its own, once.
 */
import { formatRand } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, saId, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { allConsents, creditLife, imei } from '../device/testing/fixtures.js';
import { recordNotices } from './index.js';
import { soldTogetherSuite } from './testing/sold-together-suite.js';

const suite = soldTogetherSuite();
const { noticesOf, eventOf, applicationRow, policyRow, applyWithCreditLife, declare } = suite;
let app: FastifyInstance;
beforeAll(() => {
  app = suite.app();
});

describe('a phone bought with credit life', () => {
  let buyer: TestUser;
  let applicationId = '';

  beforeAll(async () => {
    buyer = await userWithHolder(app, 'retail', saId('810101500908'), { firstName: 'Sipho' });
  });

  it('tells nothing while the application waits for its declaration (the step before the last)', async () => {
    const application = await applyWithCreditLife(buyer, 61);
    applicationId = application.applicationId;
    expect((await applicationRow(applicationId)).details.creditLifeApplicationId).toEqual(expect.any(String));
    expect(await noticesOf(buyer)).toEqual([]);
  });

  it('says once, by email and by SMS, that both policies are issued, with their numbers, premiums and total', async () => {
    const reply = await declare(buyer, applicationId);
    const phone = await policyRow(reply.policy?.policyId ?? '');
    const credit = await policyRow(reply.creditLifePolicyId ?? '');
    expect(credit.monthlyPremium).toBe(1_260);
    // confirmed and issued at once: "issued" says it all, with no "received" beside it
    const issued = await noticesOf(buyer);
    expect(issued.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.issued', phone.id],
      ['sms', 'policy.issued', phone.id],
    ]);
    const [email, sms] = issued;
    const total = formatRand(phone.monthlyPremium + credit.monthlyPremium);
    expect(email?.subject).toBe('Your device cover and device credit life policies are issued');
    expect(email?.text).toContain(
      `Your device cover policy ${phone.policyNumber} and device credit life policy ${credit.policyNumber} have been issued.`,
    );
    expect(email?.text).toContain(
      `Your monthly premiums are ${formatRand(phone.monthlyPremium)} for policy ${phone.policyNumber} (device cover) and ${formatRand(1_260)} for policy ${credit.policyNumber} (device credit life): ${total} a month in total.`,
    );
    expect(email?.text).toContain('download your policy schedules');
    expect(sms?.text).toContain(`policies ${phone.policyNumber}`);
    expect(sms?.text).toContain(`${credit.policyNumber}`);
    expect(sms?.text).toContain(`${total} a month in total`);
    expect(sms?.text.length).toBeLessThanOrEqual(160);
  });

  it('adds nothing when the credit life’s events are observed again, and keeps every notice’s own key', async () => {
    const before = await noticesOf(buyer);
    const phone = await applicationRow(applicationId);
    const credit = await applicationRow(String(phone.details.creditLifeApplicationId));
    if (!credit.policyId) throw new Error('credit life not issued');
    await expect(recordNotices(app.db, await eventOf(credit.id, 'application.created'))).resolves.toBe(0);
    await expect(recordNotices(app.db, await eventOf(credit.policyId, 'policy.issued'))).resolves.toBe(0);
    const after = await noticesOf(buyer);
    expect(after.map((row) => [row.dedupeKey, row.text])).toEqual(
      before.map((row) => [row.dedupeKey, row.text]),
    );
    expect(new Set(after.map((row) => row.dedupeKey)).size).toBe(2);
  });
});

describe('credit life issued at another moment than the phone', () => {
  it('tells each cover’s issue once, and the phone’s notice does not claim the credit life', async () => {
    const buyer = await userWithHolder(app, 'retail', saId('820202500908'), { firstName: 'Ayanda' });
    const application = await applyWithCreditLife(buyer, 62);
    const creditApplicationId = String(
      (await applicationRow(application.applicationId)).details.creditLifeApplicationId,
    );
    // the customer accepts the credit life first, from the credit life family: it is issued on its own
    const creditIssued = await callAs(
      app,
      buyer,
      'POST',
      DEVICE_CREDIT_LIFE_PATHS.retail.editCreditLifeApplication.path,
      { body: { applicationId: creditApplicationId, consents: allConsents } },
    );
    expect(creditIssued.statusCode, creditIssued.body).toBe(200);
    const credit = await policyRow(creditIssued.json().policy.policyId);
    let notices = await noticesOf(buyer);
    expect(notices.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.issued', credit.id],
      ['sms', 'policy.issued', credit.id],
    ]);
    expect(notices[0]?.subject).toBe(`Your device credit life policy ${credit.policyNumber} is issued`);
    expect(notices[0]?.text).toContain(`Your monthly premium is ${formatRand(credit.monthlyPremium)}.`);

    // the phone later: its own notice, for the phone alone
    const reply = await declare(buyer, application.applicationId);
    expect(reply.creditLifePolicyId).toBeNull();
    const phone = await policyRow(reply.policy?.policyId ?? '');
    notices = await noticesOf(buyer);
    expect(notices).toHaveLength(4);
    const [email, sms] = notices.slice(2);
    expect(email).toMatchObject({ type: 'policy.issued', entityId: phone.id });
    expect(email?.subject).toBe(`Your device cover policy ${phone.policyNumber} is issued`);
    expect(email?.text).not.toContain('credit life');
    expect(sms?.text).not.toContain(credit.policyNumber);
  });
});

describe('credit life taken on its own', () => {
  it('keeps its own notice: issued on its declaration, with no "received" before it', async () => {
    const employee = await userWithHolder(app, 'employee', saId('830303500908'), { username: '0099001' });
    const created = await callAs(
      app,
      employee,
      'POST',
      DEVICE_CREDIT_LIFE_PATHS.employee.createIndividualCreditLife.path,
      {
        body: {
          deviceBrand: 'Samsung',
          deviceModel: 'Galaxy S25',
          deviceIMEINumber: imei(63),
          ...creditLife(1_000_000),
          personResponsibleForFinancing: {
            firstName: 'Thandi',
            lastName: 'Nkosi',
            idNumber: employee.idNumber,
          },
          paymentMethod: { type: 'deduct_from_salary' },
        },
      },
    );
    expect(created.statusCode, created.body).toBe(201);
    const applicationId: string = created.json().application.applicationId;
    expect(await noticesOf(employee)).toEqual([]);

    const issued = await callAs(
      app,
      employee,
      'POST',
      DEVICE_CREDIT_LIFE_PATHS.employee.editCreditLifeApplication.path,
      {
        body: {
          applicationId,
          consents: { creditCheck: true, terms: true, popia: true, salaryDeduction: true },
        },
      },
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const policy = await policyRow(issued.json().policy.policyId);
    const notices = await noticesOf(employee);
    expect(notices.map((row) => [row.channel, row.type])).toEqual([
      ['email', 'policy.issued'],
      ['sms', 'policy.issued'],
    ]);
    expect(notices[0]?.subject).toBe(`Your device credit life policy ${policy.policyNumber} is issued`);
    expect(notices[1]?.text).toMatch(
      new RegExp(`^Telkom Cover: policy ${policy.policyNumber} \\(device credit life\\) is issued`),
    );
  });
});
