/**
 * Device credit life through the credit life families: standalone for an employee (created, edited while
 * pending, issued with the consents), taken with device cover by a retail customer, the death claim with
 * its documents, the premium never above R4.50 per R1 000, and another customer's ids refused everywhere.
 */
import { fillPath, saDay, type LineRoute } from '@cover/domain';
import { allDeviceCreditLifeRoutes, DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import {
  beneficiaries,
  callAs,
  debitOrder,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  allConsents,
  buildDeviceApp,
  creditLife,
  imei,
  insuredPhone,
  seedPhones,
} from './testing/fixtures.js';

const employeePaths = DEVICE_CREDIT_LIFE_PATHS.employee;
const retailPaths = DEVICE_CREDIT_LIFE_PATHS.retail;
const today = saDay(new Date());
const bank = {
  bankName: 'fnb',
  accountHolderName: 'Sipho Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};
let app: FastifyInstance;
let employee: TestUser;
let retail: TestUser;
let stranger: TestUser;

const standalone = (extra: Record<string, unknown> = {}) => ({
  deviceBrand: 'Samsung',
  deviceModel: 'Galaxy S25',
  deviceIMEINumber: imei(40),
  ...creditLife(1_500_000),
  personResponsibleForFinancing: { firstName: 'Thandi', lastName: 'Nkosi', idNumber: employee.idNumber },
  paymentMethod: { type: 'deduct_from_salary' },
  ...extra,
});

beforeAll(async () => {
  app = await buildDeviceApp(new TestClock(new Date()));
  await seedPhones(app);
  employee = await userWithHolder(app, 'employee', saId('900202500908'), { username: '0012345' });
  retail = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});
afterAll(async () => {
  await app.close();
});

describe('credit life on its own (employee)', () => {
  let applicationId = '';
  let policyId = '';

  it('is priced on the outstanding balance, never above R4.50 per R1 000, and kept PENDING without consents', async () => {
    const response = await callAs(app, employee, 'POST', employeePaths.createIndividualCreditLife.path, {
      body: standalone(),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { application, policy, message } = response.json();
    expect(policy).toBeNull();
    expect(message).toBe('Your credit life application has been received.');
    expect(application).toMatchObject({
      status: 'PENDING',
      packageName: 'DEVICE_CREDIT_LIFE',
      monthlyPremium: 6_300,
      module: {
        outstandingBalance: 1_500_000,
        maximumMonthlyPremium: 6_750,
        issuedPercentage: 0,
        financedItem: `Samsung Galaxy S25 (IMEI …${imei(40).slice(-4)})`,
      },
    });
    applicationId = application.applicationId;
  });

  it('refuses beneficiaries that do not total 100', async () => {
    const response = await callAs(app, employee, 'POST', employeePaths.createIndividualCreditLife.path, {
      body: standalone({ beneficiariesDetails: [{ ...beneficiaries[0], percentage: 70 }] }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.beneficiariesDetails).toBe(
      'Beneficiary percentages must add up to 100%',
    );
  });

  it('is re-priced when edited, then issued with the consents (DCL-, 31 days of cooling-off)', async () => {
    const edited = await callAs(app, employee, 'POST', employeePaths.editCreditLifeApplication.path, {
      body: { applicationId, outstandingBalance: 1_000_000 },
    });
    expect(edited.json().application).toMatchObject({ status: 'PENDING', monthlyPremium: 4_200 });
    const issued = await callAs(app, employee, 'POST', employeePaths.editCreditLifeApplication.path, {
      body: { applicationId, consents: { creditCheck: true, terms: true, popia: true } },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { policy } = issued.json();
    expect(policy.policyNumber).toMatch(/^DCL-/);
    expect(policy).toMatchObject({ status: 'ACTIVE', monthlyPremium: 4_200, billingDay: 25 });
    expect(policy.module.beneficiaries).toHaveLength(2);
    policyId = policy.policyId;
    const detail = await callAs(
      app,
      employee,
      'GET',
      fillPath(employeePaths.getPolicyById.path, { policyId }),
    );
    expect(detail.json().cancellationTerms.coolingOffEndsOn).toBe(policy.coolingOffEndsOn);
    const documents = await callAs(app, employee, 'POST', employeePaths.getDocument.path, {
      body: { policyId },
    });
    expect(documents.json().data[0].url).toMatch(/^data:application\/pdf;base64,/);
    const listed = await callAs(app, employee, 'GET', employeePaths.getPolicies.path);
    expect(listed.json().data.map((entry: { policyId: string }) => entry.policyId)).toEqual([policyId]);
  });

  it('takes the death claim of the person responsible with the documents it needs', async () => {
    const claim = {
      policyId,
      claimEvent: 'death',
      fullName: 'Thandi Nkosi',
      idNumber: employee.idNumber,
      dateOfDeath: today,
      timeOfDeath: '14:30',
      placeOfDeath: 'Pretoria',
      deathAnAccident: true,
      claimant: {
        firstName: 'Sipho',
        lastName: 'Nkosi',
        idNumber: saId('870303510108'),
        relation: 'Spouse',
        mobile: '0821234567',
      },
      bankDetails: bank,
    };
    const wrong = await callAs(app, employee, 'POST', employeePaths.createClaim.path, {
      body: { ...claim, idNumber: saId('870303510108') },
    });
    expect(wrong.statusCode).toBe(422);
    const response = await callAs(app, employee, 'POST', employeePaths.createClaim.path, { body: claim });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'claim submitted successfully',
      requiredDocuments: ['death_certificate', 'deceased_id'],
      deathAnAccident: true,
      timeOfDeath: '14:30',
    });
    const upload = await app.inject({
      method: 'POST',
      url: employeePaths.uploadDocuments.path,
      headers: { authorization: `Bearer ${employee.token}` },
      payload: formData({ claimId: response.json().claimId, kind: 'death_certificate' }, [
        { field: 'file', name: 'certificate.pdf', bytes: samplePdf('Death certificate') },
      ]),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().documentsOutstanding).toEqual(['deceased_id']);
    const claims = await callAs(app, employee, 'GET', employeePaths.getClaims.path);
    expect(claims.json().data[0]).toMatchObject({ amount: 1_000_000, claimEvent: 'death' });
  });
});

describe('credit life taken with device cover (retail)', () => {
  it('is listed in the retail credit life family, linked to the device policy', async () => {
    const phones = await app.db.query.devices.findMany();
    const galaxy = phones.find((phone) => phone.model === 'Galaxy A15');
    const reply = await insuredPhone(app, retail, galaxy?.id ?? '', imei(41), {
      quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
      registration: { effectiveDate: today, isOptedforCreditLife: true, creditLife: creditLife(300_000) },
    });
    const listed = await callAs(app, retail, 'GET', retailPaths.getPolicies.path);
    expect(listed.json().data).toHaveLength(1);
    expect(listed.json().data[0]).toMatchObject({
      policyId: reply.creditLifePolicyId,
      monthlyPremium: 1_260,
      module: { linkedPolicyId: reply.policy?.policyId, outstandingBalance: 300_000 },
    });
    const applications = await callAs(app, retail, 'GET', retailPaths.getApplications.path);
    expect(applications.json().data[0]).toMatchObject({
      status: 'ACTIVE',
      module: { linkedApplicationId: reply.application.applicationId },
    });
    expect(allConsents.popia).toBe(true);
  });

  it('moves with the device policy to a new debit order and billing day', async () => {
    const [credit] = (await callAs(app, retail, 'GET', retailPaths.getPolicies.path)).json().data;
    const devicePolicyId: string = credit.module.linkedPolicyId;
    const changed = await callAs(app, retail, 'POST', DEVICE_PATHS.retail.updatePolicyPayment.path, {
      body: {
        policyId: devicePolicyId,
        billingDay: 20,
        paymentMethod: {
          type: 'debit_order',
          bankName: 'Capitec',
          branchCode: '470010',
          accountHolderName: 'Sipho Nkosi',
          accountNumber: '1236567896789',
          accountType: 'savings',
        },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const detail = await callAs(
      app,
      retail,
      'GET',
      fillPath(retailPaths.getPolicyById.path, { policyId: credit.policyId }),
    );
    expect(detail.json()).toMatchObject({
      version: 2,
      billingDay: 20,
      nextBillingDate: changed.json().nextBillingDate,
      module: { paymentDetails: { bankName: 'Capitec', accountNumber: '••••6789' } },
    });
    expect(detail.json().history.map((event: { type: string }) => event.type)).toContain(
      'policy.payment_updated',
    );
  });
});

describe('cancelling the phone cover (QA device F19)', () => {
  it('says the credit life on the phone goes on, and cancels it too only when asked, in the same call', async () => {
    const owner = await userWithHolder(app, 'retail', saId('770707500908'));
    const phones = await app.db.query.devices.findMany();
    const galaxy = phones.find((phone) => phone.model === 'Galaxy A15');
    const withCredit = (n: number) =>
      insuredPhone(app, owner, galaxy?.id ?? '', imei(n), {
        quote: { isOptedforCreditLife: true, outstandingBalance: 300_000 },
        registration: { effectiveDate: today, isOptedforCreditLife: true, creditLife: creditLife(300_000) },
      });
    const kept = await withCredit(42);
    const both = await withCredit(43);
    const creditOf = async (policyId: string | null | undefined) =>
      (
        await callAs(
          app,
          owner,
          'GET',
          fillPath(retailPaths.getPolicyById.path, { policyId: policyId ?? '' }),
        )
      ).json();

    const detail = await callAs(app, owner, 'GET', DEVICE_PATHS.retail.getPolicyByPolicyId.path, {
      query: { policyId: kept.policy?.policyId ?? '' },
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const creditNumber = (await creditOf(kept.creditLifePolicyId)).policyNumber;
    expect(detail.json().cancellationTerms.linkedCover).toEqual([
      {
        policyId: kept.creditLifePolicyId,
        policyNumber: creditNumber,
        line: 'device_credit_life',
        monthlyPremium: 1_260,
      },
    ]);

    const alone = await callAs(app, owner, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: kept.policy?.policyId, reason: 'too_expensive' },
    });
    expect(alone.statusCode, alone.body).toBe(200);
    expect(alone.json()).toMatchObject({ policy: { status: 'CANCELLED' }, alsoCancelled: [] });
    expect(await creditOf(kept.creditLifePolicyId)).toMatchObject({ status: 'ACTIVE' });

    const together = await callAs(app, owner, 'POST', DEVICE_PATHS.retail.cancelPolicy.path, {
      body: { policyId: both.policy?.policyId, reason: 'too_expensive', alsoCancelLinked: true },
    });
    expect(together.statusCode, together.body).toBe(200);
    const bothNumber = (await creditOf(both.creditLifePolicyId)).policyNumber;
    expect(together.json()).toMatchObject({
      policy: { status: 'CANCELLED' },
      alsoCancelled: [{ policyId: both.creditLifePolicyId, policyNumber: bothNumber, refund: 0 }],
      message: `Your policy and its credit life ${bothNumber} have been cancelled.`,
    });
    const cancelled = await creditOf(both.creditLifePolicyId);
    expect(cancelled).toMatchObject({ status: 'CANCELLED', cancellationReason: 'too_expensive' });
  });
});

describe('another customer’s ids on every credit life route', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const policies = await callAs(app, retail, 'GET', retailPaths.getPolicies.path);
    const applications = await callAs(app, retail, 'GET', retailPaths.getApplications.path);
    ids.policyId = policies.json().data[0].policyId;
    ids.applicationId = applications.json().data[0].applicationId;
  });
  const inputs: Record<string, () => Record<string, unknown>> = {
    getPolicies: () => ({ policyHolderId: retail.policyHolderId }),
    getPolicyById: () => ({}),
    removePolicy: () => ({ policyId: ids.policyId, title: 'x', description: 'y' }),
    cancelPolicy: () => ({ policyId: ids.policyId, reason: 'too_expensive' }),
    getPolicyPayment: () => ({ policyId: ids.policyId }),
    updatePolicyPayment: () => ({ policyId: ids.policyId, billingDay: 12, paymentMethod: debitOrder() }),
    getApplications: () => ({ policyHolderId: retail.policyHolderId }),
    removeApplication: () => ({ policyId: ids.applicationId, title: 'x', description: 'y' }),
    editCreditLifeApplication: () => ({ applicationId: ids.applicationId, outstandingBalance: 200_000 }),
    createClaim: () => ({
      policyId: ids.policyId,
      claimEvent: 'death',
      fullName: 'Thandi Nkosi',
      idNumber: retail.idNumber,
      dateOfDeath: today,
      claimant: {
        firstName: 'Sipho',
        lastName: 'Nkosi',
        idNumber: saId('870303510108'),
        relation: 'Spouse',
        mobile: '0821234567',
      },
      bankDetails: bank,
    }),
    getClaims: () => ({ policyId: ids.policyId }),
    getClaimsByPolicyId: () => ({ policyId: ids.policyId }),
    getDocument: () => ({ policyId: ids.policyId }),
  };
  const ownIds = new Set([
    'createIndividualCreditLife',
    'submitClaimByID',
    'getClaimByID',
    'getClaimDocuments',
    'uploadDocuments',
  ]);
  const routes = allDeviceCreditLifeRoutes().filter(
    ({ family, name }) => family === 'retail' && !ownIds.has(name),
  );

  it.each(routes.map(({ name, route }) => [name, route] as [string, LineRoute]))(
    '%s answers 404',
    async (name, route) => {
      const before = (
        await callAs(
          app,
          retail,
          'GET',
          fillPath(retailPaths.getPolicyById.path, { policyId: ids.policyId ?? '' }),
        )
      ).body;
      const input = inputs[name]?.() ?? {};
      const url = fillPath(route.path, { policyId: ids.policyId ?? '' });
      const response =
        route.method === 'GET'
          ? await callAs(app, stranger, 'GET', url, { query: input as Record<string, string> })
          : await callAs(app, stranger, 'POST', url, { body: input });
      expect(response.statusCode, response.body).toBe(404);
      const after = (
        await callAs(
          app,
          retail,
          'GET',
          fillPath(retailPaths.getPolicyById.path, { policyId: ids.policyId ?? '' }),
        )
      ).body;
      expect(JSON.parse(after).version).toBe(JSON.parse(before).version);
    },
  );

  it('names every route (a new route must be added here)', () => {
    const named = new Set([...Object.keys(inputs), ...ownIds]);
    expect(Object.keys(retailPaths).filter((name) => !named.has(name))).toEqual([]);
  });
});
