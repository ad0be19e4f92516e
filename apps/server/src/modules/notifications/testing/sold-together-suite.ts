/**
 * The sold-together notices suites' setup (sold-together-notices.test.ts, sold-together-changes.test.ts): the
 * device app with the notifications module and its phones, the reads of a customer's notices, events and
 * records, and a phone bought with credit life on its finance (applied for, declared, issued together).
 */
import { saDay } from '@cover/domain';
import { DEVICE_PATHS, deviceApplicationReplySchema } from '@cover/domain/device';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { applications, events, outboxMessages, policies } from '../../../db/schema/index.js';
import { callAs, TestClock, type TestUser } from '../../insurance-core/testing/line-fixtures.js';
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
} from '../../device/testing/fixtures.js';
import { notificationsModule } from '../index.js';

/** The suite's app (set before the tests run) and its helpers, bound to it. */
export function soldTogetherSuite() {
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

  return {
    app: () => app,
    noticesOf,
    eventOf,
    applicationRow,
    policyRow,
    applyWithCreditLife,
    declare,
    boughtTogether,
    newDebitOrder,
  };
}
