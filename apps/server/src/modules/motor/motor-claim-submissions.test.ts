/**
 * Motor claim submissions through the motor claims calls: each of the six types posted to one path with the
 * excess of its type in the reply, the accident details, the submission contract on the wire and the employee
 * family. What a claim is refused for: motor-claim-refusals.test.ts.
 */
import type { MotorClaimType } from '@cover/domain';
import { motorClaimSchema, motorClaimSubmitReplySchema } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { listClaimEvents } from '../claims/repo.js';
import { callAs, saId, userWithHolder } from '../insurance-core/testing/line-fixtures.js';
import {
  accidentDetails,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
  TEST_EXCESSES,
} from './testing/claim-fixtures.js';
import { claimSubmissionSuite, paths, SUM_INSURED } from './testing/claim-submission-suite.js';

/** The claim types whose damage is inspected from photos. */
const INSPECTED: readonly MotorClaimType[] = ['GLASS', 'ACCESSORIES', 'ACCIDENT_SCRATCHES_DENTS'];
const suite = claimSubmissionSuite();
const { customerWithVehicle, submit } = suite;
let app: FastifyInstance;
beforeAll(() => {
  app = suite.app();
});

describe('motor claim submissions, one per type', () => {
  it.each<[MotorClaimType, { amount: number; documents: string[] }]>([
    [
      'STOLEN',
      { amount: SUM_INSURED, documents: ['saps_case_slip', 'affidavit', 'registration_certificate'] },
    ],
    [
      'HIJACKED',
      {
        amount: SUM_INSURED,
        documents: ['saps_case_slip', 'affidavit', 'drivers_licence', 'registration_certificate'],
      },
    ],
    ['GLASS', { amount: 350_000, documents: ['damage_photo', 'glass_quote'] }],
    [
      'ACCESSORIES',
      { amount: 1_200_000, documents: ['damage_photo', 'repair_quote', 'accessory_proof_of_purchase'] },
    ],
    [
      'ACCIDENT_SCRATCHES_DENTS',
      { amount: 2_500_000, documents: ['damage_photo', 'repair_quote', 'drivers_licence'] },
    ],
    ['TOWING', { amount: 150_000, documents: ['towing_invoice'] }],
  ])('takes a %s claim with its excess, amount and documents', async (type, expected) => {
    const { user, policy, description } = await customerWithVehicle();
    const response = await submit(user, motorClaimInput(policy.id, type, { amount: expected.amount }));
    expect(response.statusCode, response.body).toBe(201);
    const reply = motorClaimSubmitReplySchema.parse(response.json());
    expect(reply).toMatchObject({
      message: 'claim submitted successfully',
      claimType: type,
      excess: TEST_EXCESSES[type],
      vehicle: description,
      requiredDocuments: expected.documents,
      documentsOutstanding: expected.documents,
      incident_suburb: 'Rosebank',
      incidentPlace: '12 Jan Smuts Avenue, Rosebank, Gauteng',
      reportedLate: false,
      // damage inspected from photos has its inspection link texted on submission
      inspection: INSPECTED.includes(type) ? { status: 'AWAITING_PHOTOS' } : null,
    });
    expect(reply.claimNumber).toMatch(/^CLM-\d{4}-\d{6}$/);
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, {
      query: { claimId: reply.claimId },
    });
    expect(view.statusCode, view.body).toBe(200);
    const claim = motorClaimSchema.parse(view.json());
    const theft = type === 'STOLEN' || type === 'HIJACKED';
    expect(claim).toMatchObject({
      amount: expected.amount,
      coverAmount: SUM_INSURED,
      statusDisplayValue: 'Pending',
      claimant: { relation: 'policy_holder' },
      bankDetails: { accountNumber: '••••6789' },
      sapsCaseNumber: theft ? expect.stringMatching(/^CAS /) : null,
      inspectionMobileEnding: INSPECTED.includes(type) ? '4567' : null,
    });
    expect(claim.accident === null).toBe(type !== 'ACCIDENT_SCRATCHES_DENTS');
  });

  it('keeps the accident details for the holder and the back office, and names no ID number in its event', async () => {
    const { user, policy } = await customerWithVehicle();
    const response = await submit(user, motorClaimInput(policy.id, 'ACCIDENT_SCRATCHES_DENTS'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().accident).toMatchObject({
      otherParty: { fullName: 'Sipho Dlamini', mobile: '+27835551234', vehicleRegistrationNo: 'ND 123-456' },
      driver: { licenceNumber: '10470001ABCD', licenceCode: 'B' },
      roadCondition: 'wet',
      weather: 'rain',
      witnesses: [{ fullName: 'John Smith', mobile: '+27821112222' }],
      thirdParties: [{ fullName: 'Mary Jones', damage: 'Garden wall knocked over' }],
    });
    const events = await listClaimEvents(app.db, [response.json().claimId]);
    const text = JSON.stringify(events);
    expect(text).toContain('accident scratches & dents of Toyota Corolla');
    expect(text).not.toContain(accidentDetails.otherParty.idNumber);
    expect(text).not.toContain(user.idNumber);
  });
});

describe('the submission contract on the wire', () => {
  it('lets the description run over lines but no other text, and documents every call', async () => {
    const { user, policy } = await customerWithVehicle();
    const refused = await submit(
      user,
      motorClaimInput(policy.id, 'TOWING', { incident_address: '12 Jan Smuts\nAvenue' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['incident_address']);
    const taken = await submit(
      user,
      motorClaimInput(policy.id, 'TOWING', {
        description: 'The car would not start.\nThe tow truck took it to the dealer.',
      }),
    );
    expect(taken.statusCode, taken.body).toBe(201);
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining([paths.submitClaim.path, paths.sendClaimInspectionSms.path]),
    );
  });
});

describe('the employee family', () => {
  it('takes a rostered employee’s claim on their own motor policy', async () => {
    const employee = await userWithHolder(app, 'employee', saId('790909500908'), { username: 'EMP7001' });
    const { policy } = await insuredVehicle(app, employee);
    const response = await callAs(app, employee, 'POST', MOTOR_CLAIM_TEST_PATHS.employee.submitClaim.path, {
      body: motorClaimInput(policy.id, 'GLASS'),
    });
    expect(response.statusCode, response.body).toBe(201);
    const onRetail = await callAs(app, employee, 'GET', paths.getClaims.path);
    expect(onRetail.statusCode).toBe(401);
  });
});
