/**
 * Vehicle credit life (issue 12) through its families on a real database: the quote with the spec's names
 * and the R4.50 per R1 000 cap, credit life on its own (created, edited, issued with the consents, removed
 * with a note), the employee family refused to a retail token, and the CMS calls for a retail customer.
 */
import { VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  beneficiaries,
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { BALANCE, CREDIT_LIFE_CONSENTS, standaloneCreditLife } from './testing/credit-life-fixtures.js';
import { buildMotorApp } from './testing/fixtures.js';

const retailPaths = VEHICLE_CREDIT_LIFE_PATHS.retail;
const employeePaths = VEHICLE_CREDIT_LIFE_PATHS.employee;
const cmsPaths = VEHICLE_CREDIT_LIFE_PATHS.cms;
let app: FastifyInstance;
let alice: TestUser;
let erin: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  app = await buildMotorApp(new TestClock(new Date()));
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  erin = await userWithHolder(app, 'employee', saId('790303500808'), { username: '00012345' });
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});
afterAll(async () => {
  await app.close();
});

describe('getVehicleCreditLifeQuote', () => {
  it('answers with the spec’s names: core on the balance, flexi on the additional %, held at the cap', async () => {
    const response = await callAs(app, alice, 'POST', retailPaths.getVehicleCreditLifeQuote.path, {
      body: {
        vinNumber: 'ahtkb3fe502123456',
        citizenship: 'citizen',
        outstandingSettlementBalanceAmount: BALANCE,
        additionalPercentageInsured: 10,
        totalEstimatedValue: 38_500_000,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const quote = response.json();
    expect(quote).toMatchObject({
      packageName: 'VEHICLE_CREDIT_LIFE',
      sumAssured: 27_500_000,
      basePremium: 105_000,
      // R1 155 priced on R275 000, held at R4.50 per R1 000 of the R250 000 balance
      suggestedPremium: 112_500,
      maximumMonthlyPremium: 112_500,
      billingFrequency: 'MONTHLY',
      currency: 'ZAR',
      inputData: { vinNumber: 'AHTKB3FE502123456', additionalPercentageInsured: 10 },
      module: {
        vinNumber: 'AHTKB3FE502123456',
        citizenship: 'citizen',
        telkomEmployee: false,
        coreBenefitPremium: 105_000,
        flexiBenefitPremium: 7_500,
        totalEstimatedValue: 38_500_000,
        additionalPercentageInsured: 10,
        outstandingSettlementBalanceAmount: BALANCE,
      },
    });
    expect(quote.quotePackageId).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Date(quote.expiresAt).getTime() - new Date(quote.createdAt).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );
  });

  it('prices below the cap in full, and knows an employee', async () => {
    const response = await callAs(app, erin, 'POST', employeePaths.getVehicleCreditLifeQuote.path, {
      body: {
        citizenship: 'permanent_resident',
        outstandingSettlementBalanceAmount: BALANCE,
        additionalPercentageInsured: 5,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      suggestedPremium: 110_250,
      module: {
        coreBenefitPremium: 105_000,
        flexiBenefitPremium: 5_250,
        telkomEmployee: true,
        vinNumber: null,
      },
    });
  });

  it.each([
    [
      { outstandingSettlementBalanceAmount: 99_999 },
      'outstandingSettlementBalanceAmount',
      'The outstanding settlement balance must be at least R1 000',
    ],
    [
      { outstandingSettlementBalanceAmount: 150_000_001 },
      'outstandingSettlementBalanceAmount',
      'Vehicle credit life covers an outstanding settlement balance of up to R1 500 000',
    ],
    [
      { additionalPercentageInsured: 30 },
      'additionalPercentageInsured',
      'The additional percentage is a whole number from 0 to 25',
    ],
    [
      { citizenship: 'foreign' },
      'citizenship',
      'Credit life covers South African citizens and permanent residents: please choose one',
    ],
  ])('refuses %o', async (change, field, message) => {
    const response = await callAs(app, alice, 'POST', retailPaths.getVehicleCreditLifeQuote.path, {
      body: { citizenship: 'citizen', outstandingSettlementBalanceAmount: BALANCE, ...change },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
  });
});

describe('vehicle credit life on its own', () => {
  let applicationId = '';

  it('is kept PENDING without consents, re-priced when edited, issued with the consents (VCL-)', async () => {
    const created = await callAs(app, erin, 'POST', employeePaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(erin),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      policy: null,
      application: {
        status: 'PENDING',
        packageName: 'VEHICLE_CREDIT_LIFE',
        monthlyPremium: 105_000,
        module: {
          outstandingBalance: BALANCE,
          additionalPercentage: 0,
          maximumMonthlyPremium: 112_500,
          financedItem: expect.stringMatching(/^Toyota Hilux 2\.4 GD-6 2022 \(ND 123-456, VIN …/),
        },
      },
    });
    applicationId = created.json().application.applicationId;
    const edited = await callAs(app, erin, 'POST', employeePaths.editCreditLifeApplication.path, {
      body: { applicationId, additionalPercentage: 5, outstandingBalance: 40_000_000 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // R420 000 insured at R4.20 = R1 764, under the R1 800 cap of R400 000
    expect(edited.json().application).toMatchObject({
      monthlyPremium: 176_400,
      sumAssured: 42_000_000,
      module: { additionalPercentage: 5, maximumMonthlyPremium: 180_000 },
    });
    const issued = await callAs(app, erin, 'POST', employeePaths.editCreditLifeApplication.path, {
      // the employee pays by salary deduction: its consent names the premium a month
      body: { applicationId, consents: { ...CREDIT_LIFE_CONSENTS, salaryDeduction: true } },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().policy).toMatchObject({ status: 'ACTIVE', monthlyPremium: 176_400 });
    expect(issued.json().policy.policyNumber).toMatch(/^VCL-/);
    expect(issued.json().policy.module).toMatchObject({
      linkedPolicyId: null,
      totalAmountInsured: 42_000_000,
    });
  });

  it('is issued at once when created with the consents, and removed with a note once cancelled', async () => {
    const created = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice, {
        consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true },
        additionalPercentage: 25,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { policy } = created.json();
    expect(policy).toMatchObject({ status: 'ACTIVE', monthlyPremium: 112_500 });
    const cancelled = await callAs(app, alice, 'POST', retailPaths.cancelPolicy.path, {
      body: { policyId: policy.policyId, reason: 'too_expensive' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const removed = await callAs(app, alice, 'POST', retailPaths.removePolicy.path, {
      body: { policyId: policy.policyId, title: 'Settled', description: 'The car loan is paid off' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().note).toMatchObject({ title: 'Settled', description: 'The car loan is paid off' });
    const listed = await callAs(app, alice, 'GET', retailPaths.getPolicies.path);
    expect(listed.json().data.map((entry: { policyId: string }) => entry.policyId)).not.toContain(
      policy.policyId,
    );
  });

  it('removes a pending application with a note', async () => {
    const created = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice),
    });
    const id = created.json().application.applicationId;
    const removed = await callAs(app, alice, 'POST', retailPaths.removeApplication.path, {
      body: { policyId: id, title: 'Not now', description: 'Changed my mind' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const listed = await callAs(app, alice, 'GET', retailPaths.getApplications.path);
    expect(listed.json().data.map((entry: { applicationId: string }) => entry.applicationId)).not.toContain(
      id,
    );
  });

  it('refuses beneficiaries that do not total 100, and balances above R1.5m', async () => {
    const split = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice, { beneficiariesDetails: [{ ...beneficiaries[0], percentage: 70 }] }),
    });
    expect(split.statusCode).toBe(400);
    expect(split.json().error.fields.beneficiariesDetails).toBe(
      'Beneficiary percentages must add up to 100%',
    );
    const high = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice, { outstandingBalance: 150_000_001 }),
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().error.fields.outstandingBalance).toBe(
      'Vehicle credit life covers an outstanding settlement balance of up to R1 500 000',
    );
  });

  it('is not for a retail customer on the employee family', async () => {
    const response = await callAs(app, alice, 'POST', employeePaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice),
    });
    // a retail token is not of the employee pool
    expect(response.statusCode).toBe(401);
    const quote = await callAs(app, alice, 'POST', employeePaths.getVehicleCreditLifeQuote.path, {
      body: { citizenship: 'citizen', outstandingSettlementBalanceAmount: BALANCE },
    });
    expect(quote.statusCode).toBe(401);
  });
});

describe('the CMS motor and credit life calls (retail customer)', () => {
  it('quote, createIndividualCreditLife, get-policies, get-policy-by-id, get-applications, the archives', async () => {
    const quote = await callAs(app, stranger, 'POST', cmsPaths.getVehicleCreditLifeQuote.path, {
      body: { citizenship: 'citizen', outstandingSettlementBalanceAmount: 1_000_000 },
    });
    expect(quote.statusCode, quote.body).toBe(201);
    expect(quote.json()).toMatchObject({ suggestedPremium: 4_200, module: { flexiBenefitPremium: 0 } });
    const created = await callAs(app, stranger, 'POST', cmsPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(stranger, {
        outstandingBalance: 1_000_000,
        consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { policyId } = created.json().policy;
    const policies = await callAs(app, stranger, 'GET', cmsPaths.getPolicies.path);
    expect(policies.json().data.map((entry: { policyId: string }) => entry.policyId)).toEqual([policyId]);
    const byId = await callAs(app, stranger, 'GET', cmsPaths.getPolicyById.path, { query: { policyId } });
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toMatchObject({ policyId, monthlyPremium: 4_200 });
    const applications = await callAs(app, stranger, 'GET', cmsPaths.getApplications.path);
    expect(applications.json().data).toHaveLength(1);
    const pending = await callAs(app, stranger, 'POST', cmsPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(stranger),
    });
    const archived = await callAs(app, stranger, 'POST', cmsPaths.removeApplication.path, {
      body: { policyId: pending.json().application.applicationId, title: 'x', description: 'not needed' },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const active = await callAs(app, stranger, 'POST', cmsPaths.removePolicy.path, {
      body: { policyId, title: 'x', description: 'y' },
    });
    expect(active.statusCode).toBe(409);
    expect(cmsPaths.getPolicies.path).toBe('/api/telkom-cms/motor-credit-life/get-policies');
  });
});
