import { apiErrorSchema } from '@cover/domain';
import {
  applicationListReplySchema,
  FUNERAL_PATHS,
  policyDetailSchema,
  policyListReplySchema,
  type Policy,
} from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callAs,
  buildFuneralApp,
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

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  alice = await userWithHolder(app, 'retail', saId('850512012308'));
});
afterAll(async () => {
  await app.close();
});

describe('retail funeral: quote → application → policy', () => {
  it('issues an ACTIVE policy with a policy number, start date, billing day and next billing date', async () => {
    clock.set(START);
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    expect(quote.expiresAt).toBe(new Date(START.getTime() + 7 * 86_400_000).toISOString());
    expect(quote.rateTableVersion).toBe('funeral-2026-01');
    expect(quote.totalPremium).toBe(quote.suggestedPremium);

    const reply = await applyFor(app, alice, familyApplication(quote.quotePackageId));
    expect(reply.application.status).toBe('ACTIVE');
    const policy = reply.policy as Policy;
    expect(policy.policyNumber).toMatch(/^FUN-2026-\d{6}$/);
    expect(policy).toMatchObject({
      status: 'ACTIVE',
      statusDisplayValue: 'active',
      startDate: '2026-03-02',
      billingDay: 15,
      nextBillingDate: '2026-03-15',
      coolingOffEndsOn: '2026-04-02',
      naturalDeathWaitingEndsOn: '2026-09-02',
      monthlyPremium: quote.suggestedPremium,
      sumAssured: 1_500_000,
      balance: 0,
      version: 1,
      recentlyUpdated: true,
    });
    expect(policy.module.mainMember.saId).toBe(alice.idNumber);
    expect(policy.module.spouse?.firstName).toBe('Sipho');
    expect(policy.module.children).toHaveLength(1);
    expect(policy.module.beneficiaries.map((b) => b.percentage)).toEqual([60, 40]);
    expect(policy.module.paymentDetails).toMatchObject({ type: 'debit_order', accountNumber: '••••6789' });
    expect(policy.module.accidentalDeathAmount).toBe(3_000_000);

    const detail = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, {
      query: { policyId: policy.policyId },
    });
    const history = policyDetailSchema.parse(detail.json()).history;
    expect(history.map((event) => event.type)).toEqual(['policy.issued']);

    const check = await callAs(app, alice, 'GET', retail.checkIfActivePolicyExists.path);
    expect(check.json()).toEqual({
      exists: true,
      policyId: policy.policyId,
      policyNumber: policy.policyNumber,
    });
    const ofItsPackage = await callAs(app, alice, 'GET', retail.checkIfActivePolicyExists.path, {
      query: { packageName: 'RETAIL_FUNERAL_INSURANCE' },
    });
    expect(ofItsPackage.json()).toMatchObject({ exists: true, policyId: policy.policyId });
    const ofAnother = await callAs(app, alice, 'GET', retail.checkIfActivePolicyExists.path, {
      query: { packageName: 'TELKOM_FREE_BENEFIT' },
    });
    expect(ofAnother.json()).toEqual({ exists: false, policyId: null, policyNumber: null });
  });

  it('keeps an application PENDING without the declaration, then approves and issues it', async () => {
    const quote = await quoteFor(
      app,
      alice,
      familyQuote(alice.idNumber, { spouse: undefined, children: [] }),
    );
    const pending = await applyFor(
      app,
      alice,
      familyApplication(quote.quotePackageId, { spouse: undefined, children: [], declaration: undefined }),
    );
    expect(pending.application.status).toBe('PENDING');
    expect(pending.policy).toBeNull();

    const list = await callAs(app, alice, 'GET', retail.getApplicationByPolicyHolder.path, {
      query: { policyHolderId: alice.policyHolderId, status: 'PENDING' },
    });
    expect(applicationListReplySchema.parse(list.json()).data.map((a) => a.applicationId)).toEqual([
      pending.application.applicationId,
    ]);

    const declared = await callAs(app, alice, 'POST', retail.applicationDeclaration.path, {
      body: {
        applicationId: pending.application.applicationId,
        acceptTandc: true,
        acceptPOPIAandTCF: true,
        consents: { debitOrder: true },
      },
    });
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toMatchObject({
      application: { status: 'ACTIVE' },
      policy: { status: 'ACTIVE' },
    });

    const again = await callAs(app, alice, 'POST', retail.applicationDeclaration.path, {
      body: {
        applicationId: pending.application.applicationId,
        acceptTandc: true,
        acceptPOPIAandTCF: true,
        consents: { debitOrder: true },
      },
    });
    expect(again.statusCode).toBe(409);
  });

  it('lists policies with the filters policyHolderId, limit and status', async () => {
    const all = policyListReplySchema.parse(
      (
        await callAs(app, alice, 'GET', retail.getPolicy.path, {
          query: { policyHolderId: alice.policyHolderId },
        })
      ).json(),
    );
    expect(all.data.length).toBeGreaterThanOrEqual(2);
    const limited = await callAs(app, alice, 'GET', retail.getPolicy.path, {
      query: { limit: 1, status: 'ACTIVE' },
    });
    expect(policyListReplySchema.parse(limited.json()).data).toHaveLength(1);
    const lapsed = await callAs(app, alice, 'GET', retail.getPolicy.path, { query: { status: 'LAPSED' } });
    expect(policyListReplySchema.parse(lapsed.json()).data).toEqual([]);
  });

  it('refuses a quote older than 7 days', async () => {
    clock.set(START);
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    clock.advanceDays(7);
    clock.set(new Date(clock.now().getTime() + 60_000));
    const response = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body: familyApplication(quote.quotePackageId),
    });
    expect(response.statusCode).toBe(422);
    expect(apiErrorSchema.parse(response.json()).error).toMatchObject({
      code: 'QUOTE_EXPIRED',
      message: 'This quote has expired. Please get a new quote.',
    });
    clock.set(START);
  });

  it('accepts a quote on its seventh day and refuses to use it twice', async () => {
    clock.set(START);
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    clock.advanceDays(6.9);
    await applyFor(app, alice, familyApplication(quote.quotePackageId));
    const second = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body: familyApplication(quote.quotePackageId),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'QUOTE_USED' } });
    clock.set(START);
  });

  it('refuses beneficiaries that do not total 100 with a clear message', async () => {
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    const response = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body: familyApplication(quote.quotePackageId, {
        beneficiaries: [
          { relation: 'spouse', firstName: 'Sipho', lastName: 'Nkosi', percentage: 50 },
          { relation: 'child', firstName: 'Lerato', lastName: 'Nkosi', percentage: 30 },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(apiErrorSchema.parse(response.json()).error.fields).toEqual({
      beneficiaries: 'Beneficiary percentages must add up to 100%',
    });
  });

  it('re-checks the members against the quote', async () => {
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    const response = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body: familyApplication(quote.quotePackageId, { children: [] }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'MEMBERS_CHANGED' } });
  });

  it('refuses an employee package on the retail family and needs a debit order billing day', async () => {
    const employeeQuote = await callAs(app, alice, 'POST', retail.getAQuote.path, {
      body: { ...familyQuote(alice.idNumber), packageName: 'EMPLOYEE_FUNERAL_INSURANCE' },
    });
    expect(employeeQuote.statusCode).toBe(422);
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    const noDay = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body: familyApplication(quote.quotePackageId, { billingDay: undefined }),
    });
    expect(noDay.statusCode).toBe(422);
    expect(noDay.json()).toMatchObject({ error: { fields: { billingDay: 'Please choose a billing day' } } });
  });

  it('replays an application sent twice with the same idempotency key', async () => {
    const quote = await quoteFor(app, alice, familyQuote(alice.idNumber));
    const body = familyApplication(quote.quotePackageId);
    const first = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body,
      idempotencyKey: 'apply-1',
    });
    const second = await callAs(app, alice, 'POST', retail.createQuoteApplication.path, {
      body,
      idempotencyKey: 'apply-1',
    });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
  });

  it('prices the public cover calculator without signing in', async () => {
    const response = await callAs(app, null, 'POST', retail.getCoverCalculate.path, {
      body: { coverOption: 'A', mainMemberAge: 30 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ sumAssured: 500_000, suggestedPremium: 1250 });
  });

  it("refuses the calculator's ages outside the product's limits, and answers that are not ages", async () => {
    const outside = await callAs(app, null, 'POST', retail.getCoverCalculate.path, {
      body: { coverOption: 'A', mainMemberAge: 70, spouseAge: 12 },
    });
    expect(outside.statusCode).toBe(422);
    expect(apiErrorSchema.parse(outside.json()).error).toMatchObject({
      code: 'QUOTE_INVALID',
      fields: {
        mainMemberAge: 'The main member must be between 18 and 64 years old',
        spouseAge: 'A spouse must be between 18 and 64 years old',
      },
    });
    const notAnAge = await callAs(app, null, 'POST', retail.getCoverCalculate.path, {
      body: { coverOption: 'A', mainMemberAge: 'thirty' },
    });
    expect(notAnAge.statusCode).toBe(400);
    expect(apiErrorSchema.parse(notAnAge.json()).error).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(apiErrorSchema.parse(notAnAge.json()).error.fields).toHaveProperty('mainMemberAge');
  });

  it('needs a policy holder before applying', async () => {
    const response = await callAs(app, null, 'POST', retail.getAQuote.path, {
      body: familyQuote(alice.idNumber),
    });
    expect(response.statusCode).toBe(401);
  });
});
