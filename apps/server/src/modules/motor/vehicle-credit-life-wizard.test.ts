/**
 * Vehicle credit life taken in the motor wizard (motorVehicleFinance.optForTelkomCreditLife with
 * creditLifeDetails): required when opted in, the linked application follows the motor application
 * (re-priced, taken off, removed with it), and the declaration with the approved pre-inspection (at once,
 * or on the back office's approval) issues both policies, the credit life one linked to the motor one.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath, formatRand } from '@cover/domain';
import { BACKOFFICE_PRE_INSPECTION_PATHS, MOTOR_PATHS, VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
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
import { createBackofficeModule } from '../backoffice/index.js';
import { asBackoffice, operatorSession } from './pre-inspection/testing/fixtures.js';
import {
  creditLifeDetails,
  declareFinanced,
  FINANCED,
  financedApplication,
} from './testing/credit-life-fixtures.js';
import { buildMotorApp, seedValuations } from './testing/fixtures.js';

const retailPaths = VEHICLE_CREDIT_LIFE_PATHS.retail;
const motor = MOTOR_PATHS.retail;
let app: FastifyInstance;
let valuations: Awaited<ReturnType<typeof seedValuations>>;
let alice: TestUser;

beforeAll(async () => {
  const clock = new TestClock(new Date());
  app = await buildMotorApp(clock, [createBackofficeModule({ now: clock.now })]);
  valuations = await seedValuations(app);
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
});
afterAll(async () => {
  await app.close();
});

describe('taken in the motor wizard', () => {
  it('needs the credit life details when opted in, with beneficiaries totalling 100', async () => {
    const { response: missing } = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED', {
      creditLifeDetails: undefined,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields.creditLifeDetails).toBe(
      'Please give the credit life details, or choose not to add credit life',
    );
    const { response: split } = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED', {
      creditLifeDetails: creditLifeDetails(alice, {
        beneficiariesDetails: [{ ...beneficiaries[0], percentage: 50 }],
      }),
    });
    expect(split.statusCode).toBe(400);
    expect(split.json().error.fields['creditLifeDetails.beneficiariesDetails']).toBe(
      'Beneficiary percentages must add up to 100%',
    );
  });

  it('follows the motor application and is issued with the motor policy, linked to it', async () => {
    const { response: created } = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED');
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json().application;
    expect(application.module.creditLife).toMatchObject({
      status: 'PENDING',
      policyId: null,
      monthlyPremium: 110_250,
      totalAmountInsured: 26_250_000,
    });
    const linked = await callAs(app, alice, 'GET', retailPaths.getApplications.path);
    expect(
      linked
        .json()
        .data.find(
          (entry: { applicationId: string }) =>
            entry.applicationId === application.module.creditLife.applicationId,
        ),
    ).toMatchObject({
      status: 'PENDING',
      module: {
        linkedApplicationId: application.applicationId,
        additionalPercentage: 5,
        issuedPercentage: 0,
      },
    });

    const declared = await declareFinanced(app, alice, application.applicationId);
    expect(declared.statusCode, declared.body).toBe(200);
    const motorPolicy = declared.json().policy;
    expect(motorPolicy.policyNumber).toMatch(/^MOT-/);
    expect(declared.json().application.module.creditLife).toMatchObject({ status: 'ACTIVE' });
    const creditLifePolicyId = declared.json().application.module.creditLife.policyId;
    const detail = await callAs(
      app,
      alice,
      'GET',
      fillPath(retailPaths.getPolicyById.path, { policyId: creditLifePolicyId }),
    );
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      status: 'ACTIVE',
      monthlyPremium: 110_250,
      startDate: motorPolicy.startDate,
      module: { linkedPolicyId: motorPolicy.policyId, totalAmountInsured: 26_250_000 },
    });
    expect(detail.json().policyNumber).toMatch(/^VCL-/);
  });

  it('waits with the motor application for the inspection; the back office approval issues both', async () => {
    const { response: created } = await financedApplication(app, valuations.corolla.id, alice, 'SUBMITTED');
    const application = created.json().application;
    const declared = await declareFinanced(app, alice, application.applicationId);
    expect(declared.json().policy).toBeNull();
    expect(declared.json().application.module.creditLife).toMatchObject({
      status: 'APPROVED',
      policyId: null,
    });
    const cookie = await operatorSession(app, ['backoffice']);
    const assessUrl = BACKOFFICE_PRE_INSPECTION_PATHS.assess.replace(
      ':id',
      application.module.preInspection.preInspectionId,
    );
    const approved = await asBackoffice(app, cookie, 'POST', assessUrl, { decision: 'APPROVED' });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await callAs(app, alice, 'GET', motor.getApplicationbyApplicationId.path, {
      query: { applicationId: application.applicationId },
    });
    expect(after.json().status).toBe('ACTIVE');
    expect(after.json().module.creditLife).toMatchObject({ status: 'ACTIVE' });
    const policies = await callAs(app, alice, 'GET', retailPaths.getPolicies.path);
    expect(
      policies
        .json()
        .data.find(
          (entry: { policyId: string }) => entry.policyId === after.json().module.creditLife.policyId,
        ),
    ).toMatchObject({ module: { linkedPolicyId: after.json().policyId } });
  });

  it('is taken off when the motor application is altered without it, and goes when it is removed', async () => {
    const { response: created, body } = await financedApplication(
      app,
      valuations.corolla.id,
      alice,
      'APPROVED',
    );
    const application = created.json().application;
    const linkedId = application.module.creditLife.applicationId;
    const repriced = await callAs(app, alice, 'POST', motor.createApplication.path, {
      body: {
        ...body,
        applicationId: application.applicationId,
        creditLifeDetails: creditLifeDetails(alice, {
          addtionalPercentage: 0,
          totalAmountInsured: undefined,
        }),
      },
    });
    expect(repriced.statusCode, repriced.body).toBe(201);
    expect(repriced.json().application.module.creditLife).toMatchObject({
      applicationId: linkedId,
      monthlyPremium: 105_000,
    });
    const removed = await callAs(app, alice, 'POST', motor.removeApplicationByApplicationId.path, {
      body: { policyId: application.applicationId, title: 'Sold', description: 'Sold the car' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const listed = await callAs(app, alice, 'GET', retailPaths.getApplications.path);
    expect(listed.json().data.map((entry: { applicationId: string }) => entry.applicationId)).not.toContain(
      linkedId,
    );

    const second = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED');
    const other = second.response.json().application;
    const without = await callAs(app, alice, 'POST', motor.createApplication.path, {
      body: {
        ...second.body,
        applicationId: other.applicationId,
        motorVehicleFinance: { ...FINANCED, optForTelkomCreditLife: false },
      },
    });
    expect(without.statusCode, without.body).toBe(201);
    expect(without.json().application.module.creditLife).toBeNull();
  });

  it('is made again when the motor application is altered after its credit life was removed', async () => {
    const { response, body } = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED');
    const application = response.json().application;
    const linkedId = application.module.creditLife.applicationId;
    const removed = await callAs(app, alice, 'POST', retailPaths.removeApplication.path, {
      body: { policyId: linkedId, title: 'Later', description: 'Not now' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await callAs(app, alice, 'GET', motor.getApplicationbyApplicationId.path, {
      query: { applicationId: application.applicationId },
    });
    expect(gone.json().module.creditLife).toBeNull();
    const altered = await callAs(app, alice, 'POST', motor.createApplication.path, {
      body: { ...body, applicationId: application.applicationId },
    });
    expect(altered.statusCode, altered.body).toBe(201);
    const again = altered.json().application.module.creditLife;
    expect(again).toMatchObject({ status: 'PENDING', monthlyPremium: 110_250 });
    expect(again.applicationId).not.toBe(linkedId);
  });

  it('is referred with the motor application when its balance is above R750 000 or the vehicle’s value', async () => {
    // R1 400 000 on a Corolla Cross worth R385 000 (docs/decisions/0025): not issued when the inspection is
    // approved, but waiting for an underwriter, who approves both.
    const { response: created } = await financedApplication(app, valuations.corolla.id, alice, 'SUBMITTED', {
      creditLifeDetails: creditLifeDetails(alice, {
        outstandingBalance: 140_000_000,
        addtionalPercentage: 10,
        totalAmountInsured: 154_000_000,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const application = created.json().application;
    const declared = await declareFinanced(app, alice, application.applicationId);
    expect(declared.statusCode, declared.body).toBe(200);
    expect(declared.json()).toMatchObject({
      policy: null,
      message: expect.stringMatching(/reviewing your application/),
      application: { status: 'PENDING', underwritingStatus: 'Pending' },
    });
    expect(declared.json().application.module.creditLife).toMatchObject({ status: 'PENDING' });

    const staff = await operatorSession(app, ['backoffice'], 'Underwriter One');
    const assessUrl = BACKOFFICE_PRE_INSPECTION_PATHS.assess.replace(
      ':id',
      application.module.preInspection.preInspectionId,
    );
    const inspected = await asBackoffice(app, staff, 'POST', assessUrl, { decision: 'APPROVED' });
    expect(inspected.statusCode, inspected.body).toBe(200);
    const waiting = await callAs(app, alice, 'GET', motor.getApplicationbyApplicationId.path, {
      query: { applicationId: application.applicationId },
    });
    expect(waiting.json()).toMatchObject({ status: 'PENDING', policyId: null });
    expect(waiting.json().module.creditLife).toMatchObject({ status: 'PENDING', policyId: null });

    const detailUrl = fillPath(BACKOFFICE_APPLICATION_PATHS.detail, {
      applicationId: application.applicationId,
    });
    const detail = await asBackoffice(app, staff, 'GET', detailUrl);
    expect(detail.json().underwritingReasons).toEqual([
      'The outstanding balance of the vehicle credit life is R 1 400 000,00, more than R 750 000,00.',
      'The outstanding balance of the vehicle credit life is R 1 400 000,00, more than the vehicle’s value with its extras, R 385 000,00.',
    ]);
    // the credit life taken with it is named with its premium, which the customer pays as well (QA walk 3, 6)
    const creditLife = declared.json().application.module.creditLife;
    const rand = (cents: number) => formatRand(cents);
    // (its own part of the detail since QA walk 9, no. 9: the cover, each premium and the total quoted)
    expect(detail.json().linkedCreditLife).toMatchObject({
      applicationId: creditLife.applicationId,
      status: 'PENDING',
      monthlyPremium: creditLife.monthlyPremium,
      totalAmountInsured: creditLife.totalAmountInsured,
      totalMonthlyPremium: application.monthlyPremium + creditLife.monthlyPremium,
      goesWithADecline: true,
    });
    // its own page shows the credit life consents the motor declaration recorded, named as given there (QA walk 9, 18)
    const linkedDetail = await asBackoffice(
      app,
      staff,
      'GET',
      fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId: creditLife.applicationId }),
    );
    expect(linkedDetail.json().consentsGivenOn).toMatchObject({
      applicationId: application.applicationId,
      applicationNumber: application.applicationNumber,
    });
    expect(linkedDetail.json().consents.map((consent: { key: string }) => consent.key)).toEqual(
      expect.arrayContaining(['creditCheck', 'creditLifeTerms']),
    );
    // and in the list of applications, in the same words, beside the motor premium
    const list = await asBackoffice(app, staff, 'GET', BACKOFFICE_APPLICATION_PATHS.list);
    const listed = list
      .json()
      .data.find((row: { applicationId: string }) => row.applicationId === application.applicationId);
    expect(listed.creditLife).toEqual({
      label: 'Vehicle credit life taken with it',
      value: `${rand(creditLife.monthlyPremium)} a month, amount insured ${rand(creditLife.totalAmountInsured)}`,
    });
    const decideUrl = fillPath(BACKOFFICE_APPLICATION_PATHS.decide, {
      applicationId: application.applicationId,
    });
    const approved = await asBackoffice(app, staff, 'POST', decideUrl, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    const issued = await callAs(app, alice, 'GET', motor.getApplicationbyApplicationId.path, {
      query: { applicationId: application.applicationId },
    });
    expect(issued.json().status).toBe('ACTIVE');
    expect(issued.json().module.creditLife).toMatchObject({ status: 'ACTIVE' });
  });

  it('is issued at once for a balance as large as the vehicle’s value', async () => {
    const { response: created } = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED', {
      creditLifeDetails: creditLifeDetails(alice, {
        outstandingBalance: 38_500_000,
        totalAmountInsured: 40_425_000,
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const declared = await declareFinanced(app, alice, created.json().application.applicationId);
    expect(declared.json().policy).not.toBeNull();
    expect(declared.json().application.underwritingStatus).toBeNull();
  });

  it('goes on when the motor policy is cancelled, unless the customer cancels it too (QA device F19)', async () => {
    const { response: created } = await financedApplication(app, valuations.corolla.id, alice, 'APPROVED');
    const declared = await declareFinanced(app, alice, created.json().application.applicationId);
    const motorPolicyId = declared.json().policy.policyId;
    const creditLifePolicyId = declared.json().application.module.creditLife.policyId;
    const detail = await callAs(app, alice, 'GET', motor.getPolicyByPolicyId.path, {
      query: { policyId: motorPolicyId },
    });
    expect(detail.json().cancellationTerms.linkedCover).toMatchObject([
      { policyId: creditLifePolicyId, line: 'vehicle_credit_life', monthlyPremium: 110_250 },
    ]);
    const cancelled = await callAs(app, alice, 'POST', motor.cancelPolicy.path, {
      body: { policyId: motorPolicyId, reason: 'vehicle_sold', alsoCancelLinked: true },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().alsoCancelled).toMatchObject([{ policyId: creditLifePolicyId }]);
    const credit = await callAs(
      app,
      alice,
      'GET',
      fillPath(retailPaths.getPolicyById.path, { policyId: creditLifePolicyId }),
    );
    expect(credit.json()).toMatchObject({ status: 'CANCELLED', cancellationReason: 'vehicle_sold' });
  });
});
