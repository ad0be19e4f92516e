/**
 * Cover sold together is told together (docs/decisions/0027, addendum "one notice for cover sold together"):
 * a phone bought with the credit life on its finance gets one email and one SMS when the application is
 * received and one of each when both policies are issued, naming both covers, each policy's number and
 * premium and the total; credit life taken on its own, or issued at another moment than the phone, is told on
 * its own, once.
 */
import { formatRand, saDay } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS, deviceApplicationReplySchema } from '@cover/domain/device';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, events, outboxMessages, policies } from '../../db/schema/index.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  allConsents,
  buildDeviceApp,
  creditLife,
  deviceQuote,
  imei,
  register,
  registration,
  seedPhones,
  uploadToApplication,
} from '../device/testing/fixtures.js';
import { notificationsModule, recordNotices } from './index.js';

const today = saDay(new Date());
let app: FastifyInstance;
let galaxyId = '';

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(new Date()), [notificationsModule]);
  galaxyId = (await seedPhones(app)).galaxy.id;
}, 60_000);
afterAll(async () => {
  await app.close();
});

/** Every customer notice about the user's applications and policies, oldest first, with its event. */
async function noticesOf(user: TestUser) {
  const holder = user.policyHolderId;
  const ids = [
    ...(await app.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.policyHolderId, holder))),
    ...(await app.db.select({ id: policies.id }).from(policies).where(eq(policies.policyHolderId, holder))),
  ].map((row) => row.id);
  const told = await app.db.select().from(events).where(inArray(events.entityId, ids));
  const rows = await app.db
    .select()
    .from(outboxMessages)
    .where(
      inArray(
        outboxMessages.dedupeKey,
        told.flatMap((event) => [`${event.id}:email`, `${event.id}:sms`]),
      ),
    )
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.channel));
  return rows.map((row) => {
    const event = told.find((entry) => row.dedupeKey === `${entry.id}:${row.channel}`);
    return { ...row, type: event?.type, entityId: event?.entityId };
  });
}

const eventOf = async (entityId: string, type: string) => {
  const [row] = await app.db
    .select()
    .from(events)
    .where(and(eq(events.entityId, entityId), eq(events.type, type)));
  if (!row) throw new Error(`no ${type} for ${entityId}`);
  return row;
};

const applicationRow = async (id: string) => {
  const [row] = await app.db.select().from(applications).where(eq(applications.id, id));
  if (!row) throw new Error('no application');
  return row;
};

const policyRow = async (policyId: string) => {
  const [row] = await app.db.select().from(policies).where(eq(policies.id, policyId));
  if (!row) throw new Error('no policy');
  return row;
};

/** Quote and apply for the phone with credit life on R 3 000 still owed on it. */
async function applyWithCreditLife(user: TestUser, serial: number) {
  const quote = await deviceQuote(app, user, {
    selectedDevice: galaxyId,
    isOptedforCreditLife: true,
    outstandingBalance: 300_000,
  });
  const { application } = await register(
    app,
    user,
    registration(quote.quotePackageId, imei(serial), {
      effectiveDate: today,
      isOptedforCreditLife: true,
      creditLife: creditLife(300_000),
    }),
  );
  return application;
}

/** Send the proof of purchase and accept the declaration: the phone (and its credit life) issued. */
async function declare(user: TestUser, applicationId: string) {
  const upload = await uploadToApplication(app, user, applicationId, 'purchase_proof');
  expect(upload.statusCode, upload.body).toBe(201);
  const declared = await callAs(app, user, 'POST', DEVICE_PATHS.retail.applicationDeclaration.path, {
    body: { applicationId, consents: allConsents },
  });
  expect(declared.statusCode, declared.body).toBe(200);
  return deviceApplicationReplySchema.parse(declared.json());
}

describe('a phone bought with credit life', () => {
  let buyer: TestUser;
  let applicationId = '';

  beforeAll(async () => {
    buyer = await userWithHolder(app, 'retail', saId('810101500908'), { firstName: 'Sipho' });
  });

  it('says once, by email and by SMS, that the application for both covers was received', async () => {
    const application = await applyWithCreditLife(buyer, 61);
    applicationId = application.applicationId;
    expect((await applicationRow(applicationId)).details.creditLifeApplicationId).toEqual(expect.any(String));
    const notices = await noticesOf(buyer);
    expect(notices.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'application.created', applicationId],
      ['sms', 'application.created', applicationId],
    ]);
    const [email, sms] = notices;
    expect(email?.subject).toBe('We received your application for device cover and device credit life');
    expect(email?.text).toContain(
      'Thank you for applying for device cover and device credit life. We have received your application.',
    );
    expect(email?.html).toContain('device cover and device credit life');
    expect(sms?.text).toBe(
      'Telkom Cover: we received your application for device cover and device credit life. We will let you know what happens next.',
    );
  });

  it('says once, by email and by SMS, that both policies are issued, with their numbers, premiums and total', async () => {
    const reply = await declare(buyer, applicationId);
    const phone = await policyRow(reply.policy?.policyId ?? '');
    const credit = await policyRow(reply.creditLifePolicyId ?? '');
    expect(credit.monthlyPremium).toBe(1_260);
    const notices = await noticesOf(buyer);
    expect(notices).toHaveLength(4);
    const issued = notices.slice(2);
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
    expect(new Set(after.map((row) => row.dedupeKey)).size).toBe(4);
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
      ['email', 'application.created', application.applicationId],
      ['sms', 'application.created', application.applicationId],
      ['email', 'policy.issued', credit.id],
      ['sms', 'policy.issued', credit.id],
    ]);
    expect(notices[2]?.subject).toBe(`Your device credit life policy ${credit.policyNumber} is issued`);
    expect(notices[2]?.text).toContain(`Your monthly premium is ${formatRand(credit.monthlyPremium)}.`);

    // the phone later: its own notice, for the phone alone
    const reply = await declare(buyer, application.applicationId);
    expect(reply.creditLifePolicyId).toBeNull();
    const phone = await policyRow(reply.policy?.policyId ?? '');
    notices = await noticesOf(buyer);
    expect(notices).toHaveLength(6);
    const [email, sms] = notices.slice(4);
    expect(email).toMatchObject({ type: 'policy.issued', entityId: phone.id });
    expect(email?.subject).toBe(`Your device cover policy ${phone.policyNumber} is issued`);
    expect(email?.text).not.toContain('credit life');
    expect(sms?.text).not.toContain(credit.policyNumber);
  });
});

describe('credit life taken on its own', () => {
  it('keeps its own notices: received, then issued', async () => {
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
    let notices = await noticesOf(employee);
    expect(notices.map((row) => [row.channel, row.type])).toEqual([
      ['email', 'application.created'],
      ['sms', 'application.created'],
    ]);
    expect(notices[0]?.subject).toBe('We received your device credit life application');
    expect(notices[1]?.text).toBe(
      'Telkom Cover: we received your device credit life application. We will let you know what happens next.',
    );

    const issued = await callAs(
      app,
      employee,
      'POST',
      DEVICE_CREDIT_LIFE_PATHS.employee.editCreditLifeApplication.path,
      { body: { applicationId, consents: { creditCheck: true, terms: true, popia: true } } },
    );
    expect(issued.statusCode, issued.body).toBe(200);
    const policy = await policyRow(issued.json().policy.policyId);
    notices = await noticesOf(employee);
    expect(notices.map((row) => [row.channel, row.type])).toEqual([
      ['email', 'application.created'],
      ['sms', 'application.created'],
      ['email', 'policy.issued'],
      ['sms', 'policy.issued'],
    ]);
    expect(notices[2]?.subject).toBe(`Your device credit life policy ${policy.policyNumber} is issued`);
    expect(notices[3]?.text).toMatch(
      new RegExp(`^Telkom Cover: policy ${policy.policyNumber} \\(device credit life\\) is issued`),
    );
  });
});

const newDebitOrder = {
  type: 'debit_order',
  bankName: 'Capitec',
  branchCode: '470010',
  accountHolderName: 'Lindiwe Dlamini',
  accountNumber: '1236567896789',
  accountType: 'savings',
} as const;

/** A phone and its credit life, both issued in one declaration. */
async function boughtTogether(user: TestUser, serial: number) {
  const application = await applyWithCreditLife(user, serial);
  const reply = await declare(user, application.applicationId);
  const phone = await policyRow(reply.policy?.policyId ?? '');
  const credit = await policyRow(reply.creditLifePolicyId ?? '');
  expect(credit.lineData).toMatchObject({ linkedPolicyId: phone.id });
  return { phone, credit };
}

describe('a phone and its credit life changed or cancelled in one step', () => {
  let buyer: TestUser;
  let phone: Awaited<ReturnType<typeof policyRow>>;
  let credit: Awaited<ReturnType<typeof policyRow>>;

  beforeAll(async () => {
    buyer = await userWithHolder(app, 'retail', saId('840404500908'), { firstName: 'Lindiwe' });
    ({ phone, credit } = await boughtTogether(buyer, 64));
  });

  it('says once, by email and by SMS, that the premiums of both policies are paid the new way', async () => {
    const before = await noticesOf(buyer);
    const changed = await callAs(app, buyer, 'POST', DEVICE_PATHS.retail.updatePolicyPayment.path, {
      body: { policyId: phone.id, billingDay: 20, paymentMethod: newDebitOrder },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // both moved: the credit life has its own event
    await eventOf(credit.id, 'policy.payment_updated');
    const notices = await noticesOf(buyer);
    expect(notices).toHaveLength(before.length + 2);
    const added = notices.slice(before.length);
    expect(added.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.payment_updated', phone.id],
      ['sms', 'policy.payment_updated', phone.id],
    ]);
    const [email, sms] = added;
    expect(email?.subject).toBe(
      `Your payment details for policies ${phone.policyNumber} and ${credit.policyNumber} have changed`,
    );
    expect(email?.text).toContain(
      `From now on we collect the premiums of your device cover policy ${phone.policyNumber} and device credit life policy ${credit.policyNumber} by debit order from your Capitec account ending 6789, on the 20th of each month.`,
    );
    expect(email?.text).not.toContain('1236567896789');
    expect(sms?.text).toContain(`${phone.policyNumber} and ${credit.policyNumber} now come from`);
    expect(sms?.text).toContain('Not you?');
    expect(sms?.text.length).toBeLessThanOrEqual(160);
  });

  it('says once, by email and by SMS, that both policies are cancelled, naming both numbers', async () => {
    const before = await noticesOf(buyer);
    const cancelled = await callAs(app, buyer, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: phone.id, reason: 'too_expensive', alsoCancelLinked: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const reply = cancelled.json();
    expect(reply.alsoCancelled).toEqual([expect.objectContaining({ policyId: credit.id })]);
    const notices = await noticesOf(buyer);
    expect(notices).toHaveLength(before.length + 2);
    const added = notices.slice(before.length);
    expect(added.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.cancelled', phone.id],
      ['sms', 'policy.cancelled', phone.id],
    ]);
    const [email, sms] = added;
    expect(email?.subject).toBe('Your device cover and device credit life policies are cancelled');
    expect(email?.text).toContain(
      `We have cancelled your device cover policy ${phone.policyNumber} and device credit life policy ${credit.policyNumber} as you asked.`,
    );
    expect(email?.text).toContain('We will not collect any more premiums for them.');
    // the refund of each, as the cancellation gave it
    const refunds = [reply.refund?.amount ?? 0, reply.alsoCancelled[0].refund];
    if (refunds.every((amount) => amount === 0)) {
      expect(email?.text).not.toContain('refund');
      expect(sms?.text).not.toContain('refund');
    } else
      for (const amount of refunds.filter((entry) => entry > 0))
        expect(email?.text).toContain(`the ${formatRand(amount)} you paid`);
    expect(sms?.text).toContain(`policies ${phone.policyNumber} and ${credit.policyNumber} are cancelled`);
    expect(sms?.text.length).toBeLessThanOrEqual(160);
  });

  it('adds nothing when the credit life’s events are observed again, and keeps every notice’s own key', async () => {
    const before = await noticesOf(buyer);
    for (const type of ['policy.payment_updated', 'policy.cancelled'])
      await expect(recordNotices(app.db, await eventOf(credit.id, type))).resolves.toBe(0);
    const after = await noticesOf(buyer);
    expect(after.map((row) => [row.dedupeKey, row.text])).toEqual(
      before.map((row) => [row.dedupeKey, row.text]),
    );
    expect(new Set(after.map((row) => row.dedupeKey)).size).toBe(after.length);
  });
});

describe('a phone cancelled alone, its credit life later', () => {
  it('tells each cancellation once, each naming its own policy', async () => {
    const buyer = await userWithHolder(app, 'retail', saId('850505500908'), { firstName: 'Bongani' });
    const { phone, credit } = await boughtTogether(buyer, 65);
    const before = (await noticesOf(buyer)).length;
    const alone = await callAs(app, buyer, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: phone.id, reason: 'too_expensive' },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    const later = await callAs(app, buyer, 'POST', DEVICE_CREDIT_LIFE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: credit.id, reason: 'too_expensive' },
    });
    expect(later.statusCode, later.body).toBe(200);
    const added = (await noticesOf(buyer)).slice(before);
    expect(added.map((row) => [row.channel, row.type, row.entityId])).toEqual([
      ['email', 'policy.cancelled', phone.id],
      ['sms', 'policy.cancelled', phone.id],
      ['email', 'policy.cancelled', credit.id],
      ['sms', 'policy.cancelled', credit.id],
    ]);
    expect(added[0]?.subject).toBe(`Your device cover policy ${phone.policyNumber} is cancelled`);
    expect(added[0]?.text).not.toContain(credit.policyNumber);
    expect(added[2]?.subject).toBe(`Your device credit life policy ${credit.policyNumber} is cancelled`);
  });
});
