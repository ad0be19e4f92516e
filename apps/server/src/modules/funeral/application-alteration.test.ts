/**
 * Altering a pending retail funeral application (spec 002 §3 payload `applicationId`, §4 "altering a
 * retail funeral application"): a new quote replaces what the application holds, in place; the owner's
 * PENDING application only.
 */
import { applicationListReplySchema, FUNERAL_PATHS, type ApplicationReply } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import {
  buildFuneralApp,
  callAs,
  familyApplication,
  familyQuote,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from './testing/fixtures.js';
import { applyFor, quoteFor } from './testing/flows.js';

const retail = FUNERAL_PATHS.retail;
const clock = new TestClock(START);
let app: FastifyInstance;
let alice: TestUser;
let bob: TestUser;

/** A PENDING application of `user` (no declaration), option C. */
async function pendingApplication(user: TestUser): Promise<ApplicationReply> {
  const quote = await quoteFor(app, user, familyQuote(user.idNumber));
  return applyFor(app, user, familyApplication(quote.quotePackageId, { declaration: undefined }));
}

const alter = async (user: TestUser, applicationId: string, extra: Record<string, unknown> = {}) => {
  const quote = await quoteFor(app, user, familyQuote(user.idNumber, { coverOption: 'E' }));
  return callAs(app, user, 'POST', retail.createQuoteApplication.path, {
    body: { ...familyApplication(quote.quotePackageId, { declaration: undefined }), applicationId, ...extra },
  });
};

const pendingOf = async (user: TestUser) => {
  const response = await callAs(app, user, 'GET', retail.getApplicationByPolicyHolder.path, {
    query: { status: 'PENDING' },
  });
  return applicationListReplySchema.parse(response.json()).data;
};

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
  bob = await userWithHolder(app, 'retail', saId('900903512308'));
});
afterAll(async () => {
  await app.close();
});

describe('altering a pending application', () => {
  it('shows its owner what a pending application holds, and nothing once it is issued', async () => {
    const { application } = await pendingApplication(alice);
    const [listed] = (await pendingOf(alice)).filter(
      (entry) => entry.applicationId === application.applicationId,
    );
    expect(listed?.holding).toMatchObject({
      mainMember: { idNumber: alice.idNumber },
      spouse: { firstName: 'Sipho', lastName: 'Nkosi', dateOfBirth: '1987-06-01' },
      children: [{ firstName: 'Lerato', lastName: 'Nkosi', dateOfBirth: '2015-04-10', isStudying: false }],
      extendedFamily: [],
      beneficiaries: [
        { relation: 'spouse', firstName: 'Sipho', percentage: 60 },
        { relation: 'child', firstName: 'Lerato', percentage: 40 },
      ],
    });
    const issued = await applyFor(
      app,
      alice,
      familyApplication((await quoteFor(app, alice, familyQuote(alice.idNumber))).quotePackageId),
    );
    expect(issued.application.holding).toBeNull();
  });

  it('replaces its quote in place: same application, new cover and premium, an event in its history', async () => {
    const { application } = await pendingApplication(alice);
    const pendingBefore = (await pendingOf(alice)).map((entry) => entry.applicationId);
    const response = await alter(alice, application.applicationId);
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json<ApplicationReply>();
    expect(reply.message).toBe('Your application has been updated.');
    expect(reply.policy).toBeNull();
    expect(reply.application).toMatchObject({ applicationId: application.applicationId, status: 'PENDING' });
    expect(reply.application.module.coverageOption).toBe('E');
    expect(reply.application.monthlyPremium).toBeGreaterThan(application.monthlyPremium);
    const pending = await pendingOf(alice);
    expect(pending.map((entry) => entry.applicationId).sort()).toEqual(pendingBefore.sort());
    const history = await app.db.select().from(events).where(eq(events.entityId, application.applicationId));
    expect(history.map((event) => event.type)).toContain('application.altered');
  });

  it('issues the policy from the altered application when the declaration comes with it', async () => {
    const { application } = await pendingApplication(alice);
    const response = await alter(alice, application.applicationId, {
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { debitOrder: true } },
    });
    expect(response.statusCode, response.body).toBe(201);
    const reply = response.json<ApplicationReply>();
    expect(reply.policy).toMatchObject({ status: 'ACTIVE' });
    expect(reply.policy?.module.coverageOption).toBe('E');
    expect(reply.application).toMatchObject({ applicationId: application.applicationId, status: 'ACTIVE' });
  });

  it('refuses another customer’s application, an unknown id and an issued application', async () => {
    const { application } = await pendingApplication(alice);
    expect((await alter(bob, application.applicationId)).statusCode).toBe(404);
    expect((await alter(alice, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await alter(alice, 'not-an-id')).statusCode).toBe(404);
    const issued = await alter(alice, application.applicationId, {
      declaration: { acceptTandc: true, acceptPOPIAandTCF: true, consents: { debitOrder: true } },
    });
    expect(issued.statusCode).toBe(201);
    const again = await alter(alice, application.applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('APPLICATION_STATE');
  });

  it('leaves the application as it was when the change is refused', async () => {
    const { application } = await pendingApplication(alice);
    const refused = await alter(alice, application.applicationId, { beneficiaries: [] });
    expect(refused.statusCode).toBe(400);
    const [unchanged] = (await pendingOf(alice)).filter(
      (entry) => entry.applicationId === application.applicationId,
    );
    expect(unchanged?.monthlyPremium).toBe(application.monthlyPremium);
    expect(unchanged?.module.coverageOption).toBe('C');
  });
});
