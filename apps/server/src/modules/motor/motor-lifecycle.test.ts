/**
 * Motor cover through its routes on a real database: the valuation guide, the public estimate and the
 * schemes, quote → application → driver's licence → declaration → policy (at once with an approved
 * pre-inspection, or when the back office approves it), a vehicle already insured, someone else's ids,
 * priced edits and swaps with reset, cancellation inside the 14 days, the motor service and CMS families.
 */
import { BACKOFFICE_PRE_INSPECTION_PATHS, MOTOR_PATHS, motorPolicyDetailSchema } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { preInspections } from '../../db/schema/index.js';
import { blobStorePlugin } from '../../platform/blob-store/index.js';
import { notifierPlugin } from '../../platform/notifier/plugin.js';
import { claimLinesPlugin } from '../claims/index.js';
import { scheduleSourcesPlugin } from '../documents/index.js';
import { samplePng } from '../../platform/uploads/testing.js';
import {
  callAs,
  saId,
  START,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { createMotorModule } from './index.js';
import { asBackoffice, operatorSession } from './pre-inspection/testing/fixtures.js';
import {
  buildMotorApp,
  DECLARATION,
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
  seedValuations,
  setSalaryLevel,
  uploadToMotorApplication,
} from './testing/fixtures.js';

const retail = MOTOR_PATHS.retail;
let app: FastifyInstance;
let clock: TestClock;
let valuations: Awaited<ReturnType<typeof seedValuations>>;
let alice: TestUser;
let bob: TestUser;
let erin: TestUser;

beforeAll(async () => {
  clock = new TestClock(START);
  app = await buildMotorApp(clock);
  valuations = await seedValuations(app);
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  bob = await userWithHolder(app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
  erin = await userWithHolder(app, 'employee', saId('790303500808'), { username: '00012345' });
  await setSalaryLevel(app, erin, 'M3');
});
afterAll(async () => {
  await app.close();
});

describe('the valuation guide, the estimate and the schemes', () => {
  it('lists makes, the models of a make and the years of a model, with NewPrice and RetailPrice', async () => {
    const response = await callAs(app, null, 'GET', retail.getSearchWorkRetailPrice.path, {
      query: { make: 'toyota', model: 'Corolla Cross 1.8 XS' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.makes).toEqual(['Honda', 'Toyota', 'Volkswagen']);
    expect(body.models).toEqual(['Corolla Cross 1.8 XS']);
    expect(body.years).toEqual([2021]);
    expect(body.data[0]).toMatchObject({
      valuationId: valuations.corolla.id,
      VehicleInformation: { make: 'Toyota', year: 2021, vehicleType: 'car' },
      ValueInformation: { NewPrice: 45_000_000, RetailPrice: 38_500_000 },
    });
  });

  it('gives a missing retail price as 0, and refuses a year that cannot be', async () => {
    const polo = await callAs(app, null, 'GET', retail.getSearchWorkRetailPrice.path, {
      query: { make: 'Volk' },
    });
    expect(polo.json().data[0].ValueInformation.RetailPrice).toBe(0);
    const bad = await callAs(app, null, 'GET', retail.getSearchWorkRetailPrice.path, {
      query: { year: 1800 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('estimates publicly from the guide, with loadings, the excess of every claim type and no package', async () => {
    const response = await callAs(app, null, 'POST', MOTOR_PATHS.motorService.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id, {
        previousInsuranceDetails: {
          totalConsecutiveYears: 0,
          totalClaims: 1,
          everCancelled: false,
          isConvicted: false,
        },
      }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.quotePackageId).toBeUndefined();
    expect(body.scheme).toBe('retail');
    expect(body.sumAssured).toBe(38_500_000);
    expect(body.loadings.map((line: { code: string }) => line.code).length).toBeGreaterThan(0);
    expect(body.excesses.map((excess: { claimType: string }) => excess.claimType)).toEqual([
      'STOLEN',
      'HIJACKED',
      'GLASS',
      'ACCESSORIES',
      'ACCIDENT_SCRATCHES_DENTS',
      'TOWING',
    ]);
  });

  it('refuses online a vehicle above the table’s maximum, with the reason on the field', async () => {
    const response = await callAs(app, null, 'POST', MOTOR_PATHS.motorService.getVehicleQuote.path, {
      body: motorQuoteInput(null, {
        vehicle: { ...motorQuoteInput(null).vehicle, estimatedRetailPrice: 300_000_000 },
      }),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('ABOVE_ONLINE_MAXIMUM');
    expect(Object.keys(response.json().error.fields)).toEqual(['vehicle.estimatedRetailPrice']);
  });

  it('offers an employee the schemes of their salary level, and refuses another scheme', async () => {
    const schemes = await callAs(app, erin, 'GET', MOTOR_PATHS.employee.getMotorSchemes.path);
    expect(schemes.json()).toEqual({
      schemes: [{ value: 'management', label: 'Management scheme' }],
      salaryLevel: 'M3',
    });
    const wrong = await callAs(app, erin, 'POST', MOTOR_PATHS.employee.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id, { scheme: 'fleet' }),
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.code).toBe('SCHEME_NOT_ALLOWED');
    const quote = await motorQuote(app, erin, motorQuoteInput(valuations.corolla.id));
    expect(quote).toMatchObject({ scheme: 'management', packageName: 'MANAGEMENT_MOTOR_SCHEME' });
    expect(quote.discounts[0]).toMatchObject({ percentage: 10 });
    expect(quote.module.employee).toMatchObject({
      salaryRefNumber: '00012345',
      firstName: 'Thandi',
      lastName: 'Nkosi',
      id: erin.policyHolderId,
    });
  });

  it('needs a signed-in caller for a stored quote', async () => {
    const response = await callAs(app, null, 'POST', retail.getVehicleQuote.path, {
      body: motorQuoteInput(valuations.corolla.id),
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('from quote to policy', () => {
  it('issues the policy at once when the pre-inspection is approved, and then refuses the vehicle again', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    expect(reply.policy).not.toBeNull();
    expect(reply.policy?.policyNumber).toMatch(/^MOT-/);
    expect(reply.policy?.monthlyPremium).toBe(quote.suggestedPremium);
    expect(reply.policy?.module.vehicle).toMatchObject({
      vin: identity.vin,
      vehicle_reg_no: identity.registration,
    });
    expect(reply.application.status).toBe('ACTIVE');

    const exists = await callAs(app, bob, 'POST', retail.checkVehicleExits.path, {
      body: { vehicleNumber: identity.registration.replace(/[\s-]/g, '').toLowerCase() },
    });
    expect(exists.json()).toMatchObject({ exists: true });
    const again = await motorQuote(app, bob, motorQuoteInput(valuations.corolla.id));
    const refused = await callAs(app, bob, 'POST', retail.createApplication.path, {
      body: motorRegistration(again, identity, await inspection(app, bob, identity)),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('VEHICLE_INSURED');
  });

  it('waits for the inspection, says so, and issues when the back office approves it', async () => {
    const identity = newVehicleIdentity();
    const preInspectionId = await inspection(app, alice, identity, 'SUBMITTED');
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, preInspectionId);
    expect(reply.policy).toBeNull();
    expect(reply.application.status).toBe('APPROVED');
    expect(reply.application.waitingFor).toMatch(/inspection to be approved/);

    const cookie = await operatorSession(app, ['backoffice']);
    const assessUrl = BACKOFFICE_PRE_INSPECTION_PATHS.assess.replace(':id', preInspectionId);
    const approved = await asBackoffice(app, cookie, 'POST', assessUrl, { decision: 'APPROVED' });
    expect(approved.statusCode).toBe(200);
    const application = await callAs(app, alice, 'GET', retail.getApplicationbyApplicationId.path, {
      query: { applicationId: reply.application.applicationId },
    });
    expect(application.json()).toMatchObject({ status: 'ACTIVE', waitingFor: '' });
    expect(application.json().policyNumber).toMatch(/^MOT-/);
  });

  it('refuses an application without a pre-inspection of this vehicle, or with someone else’s', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const bobs = await inspection(app, bob, identity);
    const others = await callAs(app, alice, 'POST', retail.createApplication.path, {
      body: motorRegistration(quote, identity, bobs),
    });
    expect(others.statusCode).toBe(422);
    expect(others.json().error.fields).toHaveProperty(['vehicle.preInspectionId']);
    const otherVehicle = await inspection(app, alice, newVehicleIdentity());
    const mismatch = await callAs(app, alice, 'POST', retail.createApplication.path, {
      body: motorRegistration(quote, identity, otherVehicle),
    });
    expect(mismatch.statusCode).toBe(422);
  });

  it('needs the driver’s licence before the declaration, and refuses a file that is not a document', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const created = await callAs(app, alice, 'POST', retail.createApplication.path, {
      body: motorRegistration(quote, identity, await inspection(app, alice, identity)),
    });
    expect(created.statusCode).toBe(201);
    const applicationId = created.json().application.applicationId;
    expect(created.json().application.waitingFor).toMatch(/Driver’s licence/);
    const early = await callAs(app, alice, 'POST', retail.applicationDeclaration.path, {
      body: { applicationId, consents: DECLARATION },
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('DOCUMENTS_OUTSTANDING');
    const text = await uploadToMotorApplication(app, alice, applicationId, 'drivers_licence', {
      name: 'licence.pdf',
      bytes: Buffer.from('not really a pdf'),
    });
    expect(text.statusCode).toBe(415);
    const png = await uploadToMotorApplication(app, alice, applicationId, 'drivers_licence', {
      name: 'licence.png',
      bytes: samplePng(),
    });
    expect(png.statusCode).toBe(201);
    expect(png.json().documentsOutstanding).toEqual([]);
  });

  it('keeps everyone to their own applications and policies (404, nothing changed)', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    const policyId = reply.policy?.policyId ?? '';
    const read = await callAs(app, bob, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } });
    expect(read.statusCode).toBe(404);
    const cancel = await callAs(app, bob, 'POST', retail.cancelPolicy.path, {
      body: { policyId, reason: 'vehicle_sold' },
    });
    expect(cancel.statusCode).toBe(404);
    const alteration = await callAs(app, bob, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'edit', edit: editOf({}) },
    });
    expect(alteration.statusCode).toBe(404);
    const application = await callAs(app, bob, 'GET', retail.getApplicationbyApplicationId.path, {
      query: { applicationId: reply.application.applicationId },
    });
    expect(application.statusCode).toBe(404);
    const still = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } });
    expect(still.json()).toMatchObject({ status: 'ACTIVE', version: 1 });
  });
});

function editOf(change: Record<string, unknown>) {
  return {
    finance: { payingOffLoan: false },
    vehicleDetails: { odometer: 52_000, colour: 'White' },
    permanentDriver: { isPermanent: true },
    isEssentialPart: false,
    vehicleUsedFor: 'private',
    address: {
      address: '12 Long Street, Cape Town',
      googleAddress: { formattedAddress: '12 Long Street', city: 'Cape Town', provience: 'WC', code: '8001' },
    },
    extraVehicleDetails: { anyExtra: false, totalEstimatedValue: '00.00', details: [] },
    performanceEnhancementDetails: { anyEnhancement: false, totalEstimatedValue: '00.00', details: [] },
    previousInsurance: { totalConsecutiveYears: 5, totalClaims: 0, everCancelled: false, isConvicted: false },
    ...change,
  };
}

describe('changing, swapping and cancelling a policy', () => {
  let policyId: string;
  let premium: number;

  beforeAll(async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, alice, motorQuoteInput(valuations.corolla.id));
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    policyId = reply.policy?.policyId ?? '';
    premium = reply.policy?.monthlyPremium ?? 0;
  });

  it('prices an edit first, then confirms it as version 2 with the new premium and a schedule', async () => {
    const preview = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: {
        policyId,
        changeType: 'edit',
        edit: editOf({
          vehicleUsedFor: 'business',
          extraVehicleDetails: { anyExtra: true, totalEstimatedValue: '15000.00', details: ['mag_wheels'] },
        }),
      },
    });
    expect(preview.statusCode).toBe(201);
    const alteration = preview.json();
    expect(alteration).toMatchObject({ changeType: 'edit', changeCode: null, currentPremium: premium });
    expect(alteration.newPremium).toBeGreaterThan(premium);
    expect(alteration.newSumAssured).toBe(38_500_000 + 1_500_000);
    const pending = await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } });
    expect(pending.json().module.pendingAlteration.alterationPackageId).toBe(alteration.alterationPackageId);

    const confirmed = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
      body: { policyId, alterationPackageId: alteration.alterationPackageId },
    });
    expect(confirmed.statusCode).toBe(200);
    const policy = motorPolicyDetailSchema.parse(
      (await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })).json(),
    );
    expect(policy).toMatchObject({
      version: 2,
      monthlyPremium: alteration.newPremium,
      sumAssured: 40_000_000,
    });
    expect(policy.module.vehicleUsedFor).toBe('business');
    expect(policy.module.pendingAlteration).toBeNull();
    const again = await callAs(app, alice, 'POST', retail.applyAlteration.path, {
      body: { policyId, alterationPackageId: alteration.alterationPackageId },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a sum insured more than 20% from the valuation', async () => {
    const response = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'edit', edit: editOf({ sumAssured: 60_000_000 }) },
    });
    expect(response.statusCode).toBe(422);
  });

  it('prices a swap (code 0), can reset it, and swaps only once the new vehicle is inspected', async () => {
    const identity = newVehicleIdentity();
    const waiting = await inspection(app, alice, identity, 'SUBMITTED');
    const vehicle = {
      ...motorRegistration(await motorQuote(app, alice, motorQuoteInput(null)), identity, waiting).vehicle,
    };
    const preview = await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
      body: { policyId, changeType: 'swap', vehicle },
    });
    expect(preview.statusCode).toBe(201);
    expect(preview.json()).toMatchObject({ changeType: 'swap', changeCode: 0 });
    const reset = await callAs(app, alice, 'POST', retail.resetPolicy.path, { body: { policyId } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().policy.module.pendingAlteration).toBeNull();
    const nothing = await callAs(app, alice, 'POST', retail.resetPolicy.path, { body: { policyId } });
    expect(nothing.statusCode).toBe(409);

    const second = (
      await callAs(app, alice, 'POST', retail.createAlterationPackage.path, {
        body: { policyId, changeType: 'swap', vehicle },
      })
    ).json();
    const early = await callAs(app, alice, 'POST', retail.swapPolicy.path, {
      body: { policyId, alterationPackageId: second.alterationPackageId },
    });
    expect(early.statusCode).toBe(422);
    const notMotorcycle = await callAs(app, alice, 'POST', retail.motorcycleSwap.path, {
      body: { policyId, alterationPackageId: second.alterationPackageId },
    });
    expect(notMotorcycle.statusCode).toBe(422);
    await app.db
      .update(preInspections)
      .set({ assessmentStatus: 'APPROVED' })
      .where(eq(preInspections.id, waiting));
    const swapped = await callAs(app, alice, 'POST', retail.swapPolicy.path, {
      body: { policyId, alterationPackageId: second.alterationPackageId },
    });
    expect(swapped.statusCode).toBe(200);
    expect(swapped.json().policy.module.vehicle.vin).toBe(identity.vin);
    expect(swapped.json().policy.version).toBe(3);
    const history = (
      await callAs(app, alice, 'GET', retail.getPolicyByPolicyId.path, { query: { policyId } })
    ).json().history as { type: string }[];
    expect(history.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'policy.issued',
        'policy.altered',
        'policy.alteration_reset',
        'policy.swapped',
      ]),
    );
  });

  it('cancels inside the 14 days with a motor reason, through the motor service family too', async () => {
    const bad = await callAs(app, alice, 'POST', retail.cancelPolicy.path, {
      body: { policyId, reason: 'retrenched' },
    });
    expect(bad.statusCode).toBe(400);
    const response = await callAs(app, alice, 'POST', MOTOR_PATHS.motorService.cancelMotorPolicy.path, {
      body: { policyId, reason: 'vehicle_sold' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ withinCoolingOff: true, policy: { status: 'CANCELLED' } });
  });
});

describe('the motor service and CMS families', () => {
  it('reads the caller’s policies through the CMS family and finds one by registration number', async () => {
    const identity = newVehicleIdentity();
    const quote = await motorQuote(app, bob, motorQuoteInput(valuations.corolla.id));
    await registerMotor(app, bob, quote, identity, await inspection(app, bob, identity));
    const cms = await callAs(app, bob, 'GET', MOTOR_PATHS.cms.getPolicies.path);
    expect(cms.statusCode).toBe(200);
    expect(cms.json().data).toHaveLength(1);
    const filtered = await callAs(app, bob, 'GET', MOTOR_PATHS.motorService.getPolicyByFilters.path, {
      query: { registrationNo: identity.registration.toLowerCase() },
    });
    expect(filtered.json().data).toHaveLength(1);
    const lead = await callAs(app, bob, 'POST', MOTOR_PATHS.motorService.createLead.path, {
      body: {
        name: 'Bongani Nkosi',
        mobile: '0821234567',
        preferredTime: 'morning',
        product: 'motor',
        consent: true,
      },
    });
    expect(lead.statusCode).toBe(201);
    expect(lead.json().reference).toBeTruthy();
  });

  it('answers MOTOR_SERVICE_DISCONTINUED on the motor service family while the flag is on', async () => {
    const discontinued = await buildTestApp(
      { SEED_DEMO_DATA: false, MOTOR_SERVICE_DISCONTINUED: true },
      {
        modules: [
          notifierPlugin,
          blobStorePlugin,
          scheduleSourcesPlugin,
          claimLinesPlugin,
          createMotorModule(),
        ],
      },
    );
    const response = await discontinued.inject({
      method: 'POST',
      url: MOTOR_PATHS.motorService.getVehicleQuote.path,
      payload: motorQuoteInput(null),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.code).toBe('MOTOR_SERVICE_DISCONTINUED');
    await discontinued.close();
  });
});
