/**
 * Motor cover from quote to policy through its routes on a real database: application → driver's licence →
 * declaration → policy (at once with an approved pre-inspection, or when the back office approves it), a
 * vehicle already insured, someone else's ids, and the motor service and CMS families.
 */
import { BACKOFFICE_PRE_INSPECTION_PATHS, MOTOR_PATHS } from '@cover/domain/motor';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { blobStorePlugin } from '../../platform/blob-store/index.js';
import { notifierPlugin } from '../../platform/notifier/plugin.js';
import { claimLinesPlugin } from '../claims/index.js';
import { scheduleSourcesPlugin } from '../documents/index.js';
import { samplePng } from '../../platform/uploads/testing.js';
import { callAs } from '../insurance-core/testing/line-fixtures.js';
import { createMotorModule } from './index.js';
import { asBackoffice, operatorSession } from './pre-inspection/testing/fixtures.js';
import {
  DECLARATION,
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  registerMotor,
  uploadToMotorApplication,
  motorEdit,
} from './testing/fixtures.js';
import { useMotorSuite, type MotorSuite } from './testing/motor-suite.js';

const retail = MOTOR_PATHS.retail;
const suite = useMotorSuite();
let app: MotorSuite['app'],
  valuations: MotorSuite['valuations'],
  alice: MotorSuite['alice'],
  bob: MotorSuite['bob'];
beforeAll(() => {
  ({ app, valuations, alice, bob } = suite);
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

  it('says an application above the referral limit waits for the underwriters, not for the customer', async () => {
    const identity = newVehicleIdentity();
    const input = motorQuoteInput(null);
    const quote = await motorQuote(app, alice, {
      ...input,
      vehicle: { ...input.vehicle, estimatedRetailPrice: 120_000_000 },
    });
    const reply = await registerMotor(app, alice, quote, identity, await inspection(app, alice, identity));
    expect(reply.policy).toBeNull();
    expect(reply.application).toMatchObject({ status: 'PENDING', underwritingStatus: 'Pending' });
    expect(reply.application.waitingFor).toMatch(/^Our underwriters are reviewing your application/);
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
      body: { policyId, changeType: 'edit', edit: motorEdit() },
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
