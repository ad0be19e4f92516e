import {
  FUNERAL_PATHS,
  PACKAGE_NAMES,
  policyDetailSchema,
  policyListReplySchema,
} from '@cover/domain/funeral';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBilling } from '../insurance-core/index.js';
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

const { employee: employeePaths, cms, jmr, retail } = FUNERAL_PATHS;
const clock = new TestClock(START);
let app: FastifyInstance;
let emma: TestUser;
let ed: TestUser;
let outsider: TestUser;
let bob: TestUser;

const salaryApplication = (quotePackageId: string) =>
  familyApplication(quotePackageId, { billingDay: undefined, paymentMethod: { type: 'deduct_from_salary' } });
const freeApplication = (quotePackageId: string) =>
  familyApplication(quotePackageId, {
    spouse: undefined,
    children: [],
    billingDay: undefined,
    paymentMethod: undefined,
  });

beforeAll(async () => {
  app = await buildFuneralApp(clock);
  emma = await userWithHolder(app, 'employee', saId('880101012308'), { username: '100200' });
  ed = await userWithHolder(app, 'employee', saId('900202512308'), { username: '0100300' });
  outsider = await userWithHolder(app, 'employee', saId('910303012308'), {
    username: '100400',
    rostered: false,
  });
  bob = await userWithHolder(app, 'retail', saId('900903512308'));
});
afterAll(async () => {
  await app.close();
});

describe('employee funeral', () => {
  it('quotes EMPLOYEE_FUNERAL_INSURANCE with totalPremium and issues it paid by salary deduction', async () => {
    const quote = await quoteFor(app, emma, familyQuote(emma.idNumber), employeePaths.getQuote);
    expect(quote.packageName).toBe(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE);
    expect(quote.totalPremium).toBe(quote.suggestedPremium);
    expect(quote.totalPremium).toBeLessThan(quote.basePremium);
    const reply = await applyFor(
      app,
      emma,
      salaryApplication(quote.quotePackageId),
      employeePaths.createApplication,
    );
    expect(reply.policy).toMatchObject({
      packageName: PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE,
      billingDay: 25,
      nextBillingDate: '2026-03-25',
      module: { paymentDetails: { type: 'deduct_from_salary', salaryReferenceNumber: '100200' } },
    });
    const list = await callAs(app, emma, 'GET', employeePaths.getPolicies.path);
    expect(policyListReplySchema.parse(list.json()).data).toHaveLength(1);
    const one = await callAs(
      app,
      emma,
      'GET',
      employeePaths.getPolicyById.path.replace(':policyId', reply.policy?.policyId ?? ''),
    );
    expect(policyDetailSchema.parse(one.json()).policyNumber).toBe(reply.policy?.policyNumber);
  });

  it('refuses a salary deduction for an employee who is not on the roster', async () => {
    const quote = await quoteFor(app, outsider, familyQuote(outsider.idNumber), employeePaths.getQuote);
    const response = await callAs(app, outsider, 'POST', employeePaths.createApplication.path, {
      body: salaryApplication(quote.quotePackageId),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_AN_EMPLOYEE' } });
  });

  it('gives the free benefit TELKOM_FREE_BENEFIT at no premium, once per employee', async () => {
    const body = {
      coverOption: 'A' as const,
      packageName: PACKAGE_NAMES.TELKOM_FREE_BENEFIT,
      mainMember: { idNumber: ed.idNumber },
    };
    const quote = await quoteFor(app, ed, body, cms.getQuote);
    expect(quote).toMatchObject({ suggestedPremium: 0, totalPremium: 0, sumAssured: 1_000_000 });
    const reply = await applyFor(app, ed, freeApplication(quote.quotePackageId), cms.createApplication);
    expect(reply.policy).toMatchObject({
      monthlyPremium: 0,
      nextBillingDate: null,
      paymentMethodId: null,
      packageName: 'TELKOM_FREE_BENEFIT',
    });
    clock.advanceDays(40);
    await runBilling(app.db, { now: clock.now() });
    const payment = await callAs(
      app,
      ed,
      'GET',
      employeePaths.getPolicyById.path.replace(':policyId', reply.policy?.policyId ?? ''),
    );
    expect(payment.json()).toMatchObject({ balance: 0, status: 'ACTIVE' });
    clock.set(START);

    const second = await quoteFor(app, ed, body, cms.getQuote);
    const refused = await callAs(app, ed, 'POST', cms.createApplication.path, {
      body: freeApplication(second.quotePackageId),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      error: { code: 'FREE_BENEFIT_TAKEN', message: 'You already have the free funeral benefit' },
    });

    const family = await callAs(app, ed, 'POST', employeePaths.getQuote.path, {
      body: { ...body, spouse: { dateOfBirth: '1990-01-01' } },
    });
    expect(family.statusCode).toBe(422);
  });

  it('sells the paid variant: retail pricing by debit order through the CMS paid calls', async () => {
    const quote = await quoteFor(app, ed, familyQuote(ed.idNumber), cms.paidGetQuote);
    expect(quote.packageName).toBe('RETAIL_FUNERAL_INSURANCE');
    expect(quote.suggestedPremium).toBe(quote.basePremium);
    const salary = await callAs(app, ed, 'POST', cms.paidCreateApplication.path, {
      body: salaryApplication(quote.quotePackageId),
    });
    expect(salary.statusCode).toBe(422);
    const reply = await applyFor(app, ed, familyApplication(quote.quotePackageId), cms.paidCreateApplication);
    expect(reply.policy).toMatchObject({
      packageName: 'RETAIL_FUNERAL_INSURANCE',
      billingDay: 15,
      module: { paymentDetails: { type: 'debit_order' } },
    });
    const wrongFamily = await quoteFor(app, ed, familyQuote(ed.idNumber), cms.paidGetQuote);
    const refused = await callAs(app, ed, 'POST', cms.createApplication.path, {
      body: familyApplication(wrongFamily.quotePackageId),
    });
    expect(refused.statusCode).toBe(422);
  });

  it('lets the CMS family reach the same policies, alterations, notes and archive', async () => {
    const policies = policyListReplySchema.parse(
      (await callAs(app, emma, 'GET', cms.getPolicies.path)).json(),
    ).data;
    const policyId = policies[0]?.policyId ?? '';
    const preview = await callAs(app, emma, 'POST', employeePaths.createAlterationPackage.path, {
      body: { policyId, change: { type: 'change_plan', coverOption: 'E' } },
    });
    expect(preview.statusCode).toBe(201);
    const alterationPackageId = preview.json<{ alterationPackage: { alterationPackageId: string } }>()
      .alterationPackage.alterationPackageId;
    // option E raises the premium: the salary deduction consent for the new amount is given again
    const applied = await callAs(app, emma, 'POST', cms.alter.path, {
      body: { policyId, alterationPackageId, consents: { salaryDeduction: true } },
    });
    expect(applied.json()).toMatchObject({
      alterationPackage: { status: 'applied' },
      policy: { sumAssured: 3_500_000, version: 2 },
    });

    const beneficiaries = applied.json<{
      policy: { module: { beneficiaries: { beneficiaryId: string }[] } };
    }>().policy.module.beneficiaries;
    const deleted = await callAs(app, emma, 'POST', cms.deleteBeneficiary.path, {
      body: { policyId, beneficiaryId: beneficiaries[1]?.beneficiaryId },
    });
    expect(deleted.json()).toMatchObject({ policy: { module: { beneficiaries: [{ percentage: 100 }] } } });
    const last = await callAs(app, emma, 'POST', cms.deleteBeneficiary.path, {
      body: {
        policyId,
        beneficiaryId: deleted.json<{ policy: { module: { beneficiaries: { beneficiaryId: string }[] } } }>()
          .policy.module.beneficiaries[0]?.beneficiaryId,
      },
    });
    expect(last.statusCode).toBe(422);

    const requote = await callAs(app, emma, 'POST', cms.requote.path, {
      body: { policyId, preview: true, coverOption: 'B' },
    });
    expect(requote.json()).toMatchObject({
      alterationPackage: { status: 'pending', newSumAssured: 1_000_000 },
      policy: null,
    });
    const note = await callAs(app, emma, 'POST', cms.createNote.path, {
      body: { policyId, title: 'Call', description: 'Asked about cover' },
    });
    expect(note.statusCode).toBe(201);

    const quote = await quoteFor(app, emma, familyQuote(emma.idNumber), cms.getQuote);
    const pending = await applyFor(
      app,
      emma,
      { ...salaryApplication(quote.quotePackageId), declaration: undefined },
      cms.createApplication,
    );
    const archived = await callAs(app, emma, 'POST', cms.archive.path, {
      body: {
        policyId: pending.application.applicationId,
        title: 'Not needed',
        description: 'Duplicate application',
      },
    });
    expect(archived.json()).toMatchObject({ archived: 'application' });
    const apps = await callAs(app, emma, 'GET', cms.getApplications.path);
    expect(apps.json<{ data: { applicationId: string }[] }>().data.map((a) => a.applicationId)).not.toContain(
      pending.application.applicationId,
    );
    const active = await callAs(app, emma, 'POST', cms.archive.path, {
      body: { policyId, title: 'x', description: 'y' },
    });
    expect(active.statusCode).toBe(409);
  });

  it('serves the CMS pricing information', async () => {
    const ages = await callAs(app, emma, 'GET', cms.ageInterval.path);
    expect(ages.json()).toMatchObject({
      data: expect.arrayContaining([{ member: 'main', label: 'Main member', minAge: 18, maxAge: 64 }]),
    });
    const premiums = await callAs(app, emma, 'GET', cms.extendedFamilyPremiums.path, {
      query: { coverOption: 'B' },
    });
    expect(premiums.json()).toMatchObject({
      rateTableVersion: 'funeral-2026-01',
      data: expect.arrayContaining([{ minAge: 46, maxAge: 64, premiumAmount: 9000 }]),
    });
  });

  it('lets the JMR family reach the same retail service', async () => {
    const quote = await quoteFor(app, bob, familyQuote(bob.idNumber), jmr.getAQuote);
    const reply = await applyFor(
      app,
      bob,
      familyApplication(quote.quotePackageId),
      jmr.createQuoteApplication,
    );
    const viaRetail = await callAs(app, bob, 'GET', retail.getPolicyByPolicyId.path, {
      query: { policyId: reply.policy?.policyId ?? '' },
    });
    expect(viaRetail.json()).toMatchObject({ policyNumber: reply.policy?.policyNumber });
    const viaJmr = await callAs(app, bob, 'GET', jmr.getPolicy.path);
    expect(policyListReplySchema.parse(viaJmr.json()).data.map((p) => p.policyId)).toEqual([
      reply.policy?.policyId,
    ]);
    const employeeOnly = await callAs(app, bob, 'GET', employeePaths.getPolicies.path);
    expect(employeeOnly.statusCode).toBe(401);
  });
});
