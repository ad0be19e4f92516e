/**
 * Device credit life on its own through the employee credit life family: created, refused with beneficiaries
 * not totalling 100, edited while pending, issued with the consents (premium never above R4.50 per R1 000),
 * and the death claim of the person responsible with its documents, its time of death (South African)
 * checked against the instant cover started and the clock.
 */
import { fillPath, formatLongDate, saClock, saDay } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { beneficiaries, callAs, saId, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { creditLifeSuite, deathClaim } from './testing/credit-life-suite.js';
import { creditLife, imei } from './testing/fixtures.js';

const employeePaths = DEVICE_CREDIT_LIFE_PATHS.employee;
const suite = creditLifeSuite();
let app: FastifyInstance;
let employee: TestUser;
beforeAll(() => {
  ({ app, employee } = suite);
});

const standalone = (extra: Record<string, unknown> = {}) => ({
  deviceBrand: 'Samsung',
  deviceModel: 'Galaxy S25',
  deviceIMEINumber: imei(40),
  ...creditLife(1_500_000),
  personResponsibleForFinancing: { firstName: 'Thandi', lastName: 'Nkosi', idNumber: employee.idNumber },
  paymentMethod: { type: 'deduct_from_salary' },
  ...extra,
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
      body: {
        applicationId,
        consents: { creditCheck: true, terms: true, popia: true, salaryDeduction: true },
      },
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
    // the minute the policy was issued (the clock stands still): after the cover started, not in the future
    const timeOfDeath = saClock(suite.clock.now());
    const claim = deathClaim(policyId, employee.idNumber, {
      timeOfDeath,
      placeOfDeath: 'Pretoria',
      deathAnAccident: true,
    });
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
      timeOfDeath,
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

describe('the time of death against the instant cover started (South African time)', () => {
  it('refuses a death on the first day before cover started and one later today than now, and takes one in the minute of the issue', async () => {
    // the policy is issued at the suite's clock; claims are checked against the real clock, a little later
    const issuedAt = suite.clock.now();
    const created = await callAs(app, employee, 'POST', employeePaths.createIndividualCreditLife.path, {
      // another phone: the one above has its credit life already (one credit life per financed phone)
      body: standalone({
        deviceIMEINumber: imei(44),
        consents: { creditCheck: true, terms: true, popia: true, salaryDeduction: true },
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const policyId: string = created.json().policy.policyId;
    const claimAt = (instant: Date) =>
      callAs(app, employee, 'POST', employeePaths.createClaim.path, {
        body: deathClaim(policyId, employee.idNumber, {
          dateOfDeath: saDay(instant),
          timeOfDeath: saClock(instant),
        }),
      });
    const early = await claimAt(new Date(issuedAt.getTime() - 60_000));
    expect(early.statusCode, early.body).toBe(422);
    expect(early.json().error).toMatchObject({
      code: 'POLICY_NOT_IN_FORCE',
      fields: {
        dateOfDeath: `This happened before your cover started at ${saClock(issuedAt)} on ${formatLongDate(saDay(issuedAt))}.`,
      },
    });
    const later = await claimAt(new Date(Date.now() + 10 * 60_000));
    expect(later.statusCode, later.body).toBe(422);
    expect(later.json().error.fields).toEqual({ dateOfDeath: 'The date cannot be in the future' });
    const inTheMinute = await claimAt(issuedAt);
    expect(inTheMinute.statusCode, inTheMinute.body).toBe(201);
    expect(inTheMinute.json()).toMatchObject({
      dateOfDeath: saDay(issuedAt),
      timeOfDeath: saClock(issuedAt),
    });
  });
});
