/**
 * QA walk 9, nos. 9 and 18: the underwriter reads the credit life taken with a referred phone (its balance,
 * amount insured, premium, who is responsible for the finance, its beneficiaries, and what the customer was
 * quoted for both), learns that a decline takes it along, and reads the consents the credit life application
 * was given with: its parent's, named as given there.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath, formatRand, saDay } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, devices } from '../../db/schema/index.js';
import { saId, TestClock, userWithHolder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { asBackoffice, operatorSession } from '../operator/testing/staff-sessions.js';
import { buildDeviceApp, creditLife, imei, insuredPhone } from '../device/testing/fixtures.js';
import { operatorModule } from '../operator/index.js';
import { createBackofficeModule } from './index.js';

const started = new Date();
const clock = new TestClock(started);
const effectiveDate = saDay(started);
let app: FastifyInstance;
let fold: string;
let customer: TestUser;
let underwriter: string;

beforeAll(async () => {
  app = await buildDeviceApp(clock, [operatorModule, createBackofficeModule({ now: clock.now })]);
  const [phone] = await app.db
    .insert(devices)
    .values({
      brand: 'Samsung',
      model: 'Galaxy Z Fold 7',
      colours: ['Black'],
      storageGb: 512,
      replacementCostCents: 4_800_000,
      releaseYear: 2025,
    })
    .returning();
  fold = phone!.id;
  customer = await userWithHolder(app, 'retail', saId('750606500908'));
  underwriter = await operatorSession(app, ['backoffice'], 'Underwriter One');
}, 60_000);
afterAll(() => app.close());

const detail = (applicationId: string) =>
  asBackoffice(app, underwriter, 'GET', fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId }));

/** A R48 000 phone with credit life on R20 000 still owed: referred at the declaration, both pending. */
async function referredPhone(serial: number) {
  const reply = await insuredPhone(app, customer, fold, imei(serial), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 2_000_000 },
    registration: { effectiveDate, isOptedforCreditLife: true, creditLife: creditLife(2_000_000) },
  });
  const [row] = await app.db
    .select()
    .from(applications)
    .where(eq(applications.id, reply.application.applicationId));
  const linkedId = (row!.details as { creditLifeApplicationId: string }).creditLifeApplicationId;
  const [linked] = await app.db.select().from(applications).where(eq(applications.id, linkedId));
  expect(row!.underwritingStatus).toBe('REFERRED');
  return { phone: row!, linked: linked! };
}

describe('the credit life taken with a referred phone, as the underwriter reads it', () => {
  it('shows its cover, each premium and the total quoted, and that a decline takes it along', async () => {
    const { phone, linked } = await referredPhone(501);
    const response = await detail(phone.id);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.linkedCreditLife).toEqual({
      applicationId: linked.id,
      applicationNumber: linked.applicationNumber,
      status: 'PENDING',
      policyId: null,
      policyNumber: null,
      outstandingBalance: 2_000_000,
      additionalPercentage: 0,
      totalAmountInsured: linked.sumAssured,
      monthlyPremium: linked.monthlyPremium,
      totalMonthlyPremium: phone.monthlyPremium + linked.monthlyPremium,
      responsible: { theHolder: false, name: 'Thandi Nkosi' },
      beneficiaries: [
        { name: 'Sipho Nkosi', relation: 'spouse', percentage: 60 },
        { name: 'Lerato Nkosi', relation: 'child', percentage: 40 },
      ],
      goesWithADecline: true,
    });
    expect(linked.monthlyPremium).toBeGreaterThan(0);
    // the credit life is its own part, not repeated among what the phone insures
    expect(body.facts.map((fact: { label: string }) => fact.label)).not.toContain(
      'Vehicle credit life taken with it',
    );
    // the person responsible's ID number is never shown; the holder's is, as the back office shows it
    expect(response.body).not.toContain('8001015009087');
    expect(body.holder.idNumber).toBe(customer.idNumber);
    // the phone's own consents, as recorded at its declaration
    expect(body.consentsGivenOn).toBeNull();
    expect(body.consents.map((consent: { key: string }) => consent.key)).toEqual(
      expect.arrayContaining(['creditCheck', 'terms', 'popia', 'debitOrder']),
    );
    expect(formatRand(body.linkedCreditLife.totalMonthlyPremium)).toMatch(/^R /);
  });

  it('shows a linked credit life application the consents of the phone it was taken with, before and after a decline', async () => {
    const { phone, linked } = await referredPhone(502);
    const before = (await detail(linked.id)).json();
    expect(before.consentsGivenOn).toEqual({
      applicationId: phone.id,
      applicationNumber: phone.applicationNumber,
      acceptedAt: phone.declarationAcceptedAt!.toISOString(),
    });
    expect(before.consents).toContainEqual(
      expect.objectContaining({ key: 'creditCheck', textVersion: expect.any(String) }),
    );
    expect(before.linkedCreditLife).toBeNull();

    const declined = await asBackoffice(
      app,
      underwriter,
      'POST',
      fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId: phone.id }),
      { decision: 'decline', reason: 'We cannot confirm the phone’s value' },
    );
    expect(declined.statusCode, declined.body).toBe(200);
    // declined with the phone: it says so no more, as nothing more goes with a decline
    expect(declined.json().linkedCreditLife).toMatchObject({ status: 'CANCELLED', goesWithADecline: false });
    const after = (await detail(linked.id)).json();
    expect(after.status).toBe('CANCELLED');
    expect(after.consentsGivenOn?.applicationNumber).toBe(phone.applicationNumber);
    expect(after.consents.length).toBeGreaterThan(0);
  });

  it('shows no credit life and no parent’s consents on an application without them', async () => {
    const reply = await insuredPhone(app, customer, fold, imei(503), { registration: { effectiveDate } });
    const body = (await detail(reply.application.applicationId)).json();
    expect(body.linkedCreditLife).toBeNull();
    expect(body.consentsGivenOn).toBeNull();
    expect(body.consents.map((consent: { key: string }) => consent.key)).not.toContain('creditCheck');
  });
});
