/**
 * Motor claims through the motor claims calls: each of the six types posted to one path with the excess of
 * its type in the reply, the SAPS case number of theft and hijacking, the 48-hour notice, the accident
 * details, amounts capped at the sum insured, one open theft claim per vehicle blocking every other claim,
 * another holder's policy, document uploads refused by content and size, the back office assessing and
 * paying a motor claim, and the inspection link of a claim texted to the customer.
 */
import { addDays, formatLongDate, MAX_DOCUMENT_BYTES, saDay, type MotorClaimType } from '@cover/domain';
import {
  ACCIDENT_MESSAGES,
  MOTOR_CLAIM_MESSAGES,
  motorClaimSchema,
  motorClaimSubmitReplySchema,
} from '@cover/domain/motor';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, outboxMessages, policies, preInspections } from '../../db/schema/index.js';
import { OPERATOR_SESSION_COOKIE } from '../../platform/auth/operator-session.js';
import { formData, samplePdf, samplePng } from '../../platform/uploads/testing.js';
import { claimsModule } from '../claims/index.js';
import { listClaimEvents } from '../claims/repo.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import { createOperatorAccount } from '../operator/accounts.js';
import { operatorModule } from '../operator/index.js';
import { recordClaimInspectionStatus } from './claim-inspection.js';
import { updatePreInspection } from './pre-inspection/repo.js';
import {
  accidentDetails,
  buildMotorClaimsApp,
  hoursAgo,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
  TEST_EXCESSES,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
/** The claim types whose damage is inspected from photos. */
const INSPECTED: readonly MotorClaimType[] = ['GLASS', 'ACCESSORIES', 'ACCIDENT_SCRATCHES_DENTS'];
const SUM_INSURED = 25_000_000;
let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let holders = 0;

/** A new retail customer with their own motor policy. */
async function customerWithVehicle(options: Parameters<typeof insuredVehicle>[2] = {}) {
  holders += 1;
  const user = await userWithHolder(app, 'retail', saId(`${60 + holders}0101${5000 + holders}08`));
  return { user, ...(await insuredVehicle(app, user, options)) };
}

const submit = (user: TestUser, body: Record<string, unknown>) =>
  callAs(app, user, 'POST', paths.submitClaim.path, { body });

const claimCount = async () => (await app.db.select({ n: count() }).from(claims))[0]?.n ?? 0;

const upload = (user: TestUser, claimId: string, kind: string, file: { name: string; bytes: Uint8Array }) =>
  app.inject({
    method: 'POST',
    url: paths.uploadDocuments.path,
    headers: { authorization: `Bearer ${user.token}` },
    payload: formData({ claimId, kind }, [{ field: 'file', ...file }]),
  });

beforeAll(async () => {
  app = await buildMotorClaimsApp(new TestClock(new Date()).now, [operatorModule, claimsModule]);
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});
afterAll(async () => {
  await app.close();
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

describe('what a motor claim is refused for', () => {
  it.each([
    [
      'a theft without the SAPS case number',
      'STOLEN' as const,
      { sapsCaseNumber: undefined, policeStation: undefined },
      {
        sapsCaseNumber: MOTOR_CLAIM_MESSAGES.sapsCaseNumber,
        policeStation: MOTOR_CLAIM_MESSAGES.policeStation,
      },
    ],
    [
      'a hijacking with a case number that is not one',
      'HIJACKED' as const,
      { sapsCaseNumber: 'case 12' },
      { sapsCaseNumber: MOTOR_CLAIM_MESSAGES.sapsCaseNumber },
    ],
    [
      'a glass claim without terms accepted',
      'GLASS' as const,
      { acceptTermsAndCondition: false },
      { acceptTermsAndCondition: 'Please accept the terms and conditions' },
    ],
    [
      'an accident with an injured passenger while nobody is injured',
      'ACCIDENT_SCRATCHES_DENTS' as const,
      { accident: { ...accidentDetails, passengers: [{ fullName: 'Lerato Nkosi', injured: true }] } },
      { 'accident.injuries.anyone': ACCIDENT_MESSAGES.injuredPassenger },
    ],
  ])('refuses %s with 400, storing nothing', async (_name, type, overrides, fields) => {
    const { user, policy } = await customerWithVehicle();
    const before = await claimCount();
    const response = await submit(user, motorClaimInput(policy.id, type, overrides));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.fields).toMatchObject(fields);
    expect(await claimCount()).toBe(before);
  });

  it.each([
    [
      'the incident still to come',
      { ...hoursAgo(-3) },
      'incident_date',
      MOTOR_CLAIM_MESSAGES.incidentInFuture,
    ],
    [
      'a claim reported after 48 hours without a reason',
      { ...hoursAgo(49) },
      'incident_delay_reason',
      MOTOR_CLAIM_MESSAGES.delayReasonRequired,
    ],
    [
      'an amount above the sum insured',
      { amount: SUM_INSURED + 1 },
      'amount',
      MOTOR_CLAIM_MESSAGES.amountAboveSumInsured,
    ],
  ])('refuses %s with 422, storing nothing', async (_name, overrides, field, message) => {
    const { user, policy } = await customerWithVehicle();
    const before = await claimCount();
    const response = await submit(user, motorClaimInput(policy.id, 'GLASS', overrides));
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields[field]).toBe(message);
    expect(await claimCount()).toBe(before);
  });

  it('refuses a day before the start day, naming the day cover started', async () => {
    const { user, policy } = await customerWithVehicle();
    const response = await submit(
      user,
      motorClaimInput(policy.id, 'GLASS', {
        incident_date: addDays(policy.startDate, -1),
        incident_time: '23:59',
      }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().error.fields.incident_date).toBe(
      `This happened before your cover started on ${formatLongDate(policy.startDate)}.`,
    );
  });

  it('refuses an incident minutes before the policy was issued on its start day, and takes one after (QA F21)', async () => {
    // issued 3 hours ago (say 02:47 when the inspection was approved), cover starting that day
    const issuedAt = new Date(Date.now() - 3 * 3_600_000);
    const { user, policy } = await customerWithVehicle({ startDate: saDay(issuedAt) });
    await app.db.update(policies).set({ createdAt: issuedAt }).where(eq(policies.id, policy.id));
    const before = await claimCount();
    const early = await submit(user, motorClaimInput(policy.id, 'GLASS', hoursAgo(3 + 7 / 60)));
    expect(early.statusCode, early.body).toBe(422);
    const clock = new Date(issuedAt.getTime() + 7_200_000).toISOString().slice(11, 16);
    expect(early.json().error.fields.incident_date).toBe(
      `This happened before your cover started at ${clock} on ${formatLongDate(saDay(issuedAt))}.`,
    );
    expect(await claimCount()).toBe(before);
    const after = await submit(user, motorClaimInput(policy.id, 'GLASS', hoursAgo(2.5)));
    expect(after.statusCode, after.body).toBe(201);
  });

  it('takes a claim reported after 48 hours with the reason, and says it was late', async () => {
    const { user, policy } = await customerWithVehicle();
    const response = await submit(
      user,
      motorClaimInput(policy.id, 'TOWING', {
        ...hoursAgo(72),
        incident_delay_reason: 'I was in hospital after the accident until yesterday.',
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      reportedLate: true,
      incident_delay_reason: 'I was in hospital after the accident until yesterday.',
    });
    const [event] = await listClaimEvents(app.db, [response.json().claimId]);
    expect(event?.data.summary).toContain('reported more than 48 hours after the incident');
  });

  it('refuses a claim on a policy that is not active', async () => {
    const { user, policy } = await customerWithVehicle({ status: 'LAPSED' });
    const response = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.policyNotActive);
  });

  it('answers 404 for another holder’s policy and stores nothing', async () => {
    const { policy } = await customerWithVehicle();
    const before = await claimCount();
    const response = await submit(stranger, motorClaimInput(policy.id, 'STOLEN'));
    expect(response.statusCode).toBe(404);
    expect(await claimCount()).toBe(before);
    const list = await callAs(app, stranger, 'GET', paths.getClaims.path);
    expect(list.json().data).toEqual([]);
  });

  it('blocks every other claim on a vehicle while its theft claim is open, but not the other way round', async () => {
    const { user, policy, insuredItemId } = await customerWithVehicle();
    const glass = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    expect(glass.statusCode, glass.body).toBe(201);
    const stolen = await submit(user, motorClaimInput(policy.id, 'STOLEN'));
    expect(stolen.statusCode, stolen.body).toBe(201);
    for (const type of ['STOLEN', 'HIJACKED', 'TOWING', 'ACCIDENT_SCRATCHES_DENTS'] as const) {
      const refused = await submit(user, motorClaimInput(policy.id, type));
      expect(refused.statusCode, type).toBe(409);
      expect(refused.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.theftClaimOpen);
    }
    const onVehicle = await app.db.select().from(claims).where(eq(claims.insuredItemId, insuredItemId));
    expect(onVehicle.map((claim) => claim.type).sort()).toEqual(['motor_glass', 'motor_stolen']);
  });

  it('records the excess the rating engine wrote on the policy in the claim and its event', async () => {
    const { user, policy } = await customerWithVehicle({ excesses: { GLASS: 99_900 } });
    const response = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    expect(response.json().excess).toBe(99_900);
    const [event] = await listClaimEvents(app.db, [response.json().claimId]);
    expect(event?.data).toMatchObject({ excess: 99_900, amount: 350_000, claimType: 'GLASS' });
    expect(event?.data.summary).toMatch(/excess R\s999,00/);
  });
});

describe('motor claim documents', () => {
  let claimId: string;
  beforeAll(async () => {
    const { policy } = await insuredVehicle(app, owner);
    const response = await submit(owner, motorClaimInput(policy.id, 'TOWING'));
    claimId = response.json().claimId;
  });

  it('refuses a file that is not a PDF, JPEG or PNG by its content with 415', async () => {
    const response = await upload(owner, claimId, 'towing_invoice', {
      name: 'invoice.pdf',
      bytes: Buffer.from('GIF89a this is no invoice'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Only PDF, JPEG or PNG files can be uploaded');
  });

  it('refuses a file over the limit with 413', async () => {
    const response = await upload(owner, claimId, 'towing_invoice', {
      name: 'invoice.pdf',
      bytes: Buffer.concat([samplePdf(), Buffer.alloc(MAX_DOCUMENT_BYTES)]),
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a kind of document no motor claim has, and another holder’s claim', async () => {
    const wrongKind = await upload(owner, claimId, 'death_certificate', {
      name: 'x.pdf',
      bytes: samplePdf(),
    });
    expect(wrongKind.statusCode).toBe(400);
    const theirs = await upload(stranger, claimId, 'towing_invoice', { name: 'x.pdf', bytes: samplePdf() });
    expect(theirs.statusCode).toBe(404);
  });

  it('takes the invoice, and the claim has every document it needs', async () => {
    const response = await upload(owner, claimId, 'towing_invoice', {
      name: 'invoice.png',
      bytes: samplePng(),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().documentsOutstanding).toEqual([]);
    const documents = await callAs(app, owner, 'GET', paths.getClaimDocuments.path, { query: { claimId } });
    expect(documents.json().data).toEqual([expect.objectContaining({ type: 'towing_invoice' })]);
  });
});

describe('the back office and a motor claim', () => {
  const login = async (name: string, address: string) => {
    await createOperatorAccount(
      app.db,
      { name, displayName: name, roles: ['backoffice'], password: 'Correct-Horse-9' },
      { hashParams: { N: 1024, r: 8, p: 1 } },
    );
    const response = await app.inject({
      method: 'POST',
      url: '/api/operator/login',
      payload: { name, pass: 'Correct-Horse-9' },
      remoteAddress: address,
    });
    const cookie = response.cookies.find((entry) => entry.name === OPERATOR_SESSION_COOKIE);
    if (!cookie) throw new Error(`login failed: ${response.body}`);
    return cookie.value;
  };
  const staff = (cookie: string, url: string, payload?: Record<string, unknown>) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url,
      cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
      ...(payload ? { payload } : {}),
    });

  it('assesses and pays a glass claim once its documents are in: the excess comes off what is granted', async () => {
    const { user, policy } = await customerWithVehicle();
    const submitted = await submit(user, motorClaimInput(policy.id, 'GLASS'));
    const claimId = submitted.json().claimId as string;
    for (const kind of ['damage_photo', 'glass_quote'])
      expect(
        (await upload(user, claimId, kind, { name: `${kind}.pdf`, bytes: samplePdf(kind) })).statusCode,
      ).toBe(201);
    // the photos of the damage are in (the claim cannot be approved before)
    const photos = await updatePreInspection(app.db, submitted.json().inspection.preInspectionId, {
      assessmentStatus: 'SUBMITTED',
      submittedAt: new Date(),
    });
    await recordClaimInspectionStatus(app.db, photos, { now: new Date(), actor: 'inspection-link' });
    const assessor = await login('motor-assessor', '10.11.1.1');
    const supervisor = await login('motor-supervisor', '10.11.1.2');
    const detail = await staff(assessor, `/api/backoffice/claims/${claimId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({
      claimType: 'GLASS',
      excess: TEST_EXCESSES.GLASS,
      vehicle: expect.any(String),
    });
    const path = (step: string) => `/api/backoffice/claims/${claimId}/${step}`;
    const recommended = await staff(assessor, path('recommend'), {
      recommendation: 'approve',
      amount: 350_000 - TEST_EXCESSES.GLASS,
      note: 'Windscreen quote less the R1 500 excess',
    });
    expect(recommended.statusCode, recommended.body).toBe(200);
    const approved = await staff(supervisor, path('confirm'), { decision: 'approve', reason: 'Agreed' });
    expect(approved.json()).toMatchObject({ approvalStatus: 'approved', grantedAmount: 200_000 });
    const paid = await staff(supervisor, path('pay'), { reference: 'EFT-MOT-1' });
    expect(paid.json()).toMatchObject({ statusDisplayValue: 'Paid' });
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json()).toMatchObject({ statusDisplayValue: 'Paid', grantedAmount: 200_000 });
  });
});

describe('the inspection link of a claim (sendClaimInspectionSms)', () => {
  const send = (user: TestUser, body: Record<string, unknown>) =>
    callAs(app, user, 'POST', paths.sendClaimInspectionSms.path, { body });
  const smsTo = (to: string) =>
    app.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.channel, 'sms'), eq(outboxMessages.to, to)));

  it('keeps the claim’s one inspection of the vehicle, texted on submission, and texts its link again on request', async () => {
    const { user, policy, vehicle } = await customerWithVehicle();
    const submitted = await submit(user, motorClaimInput(policy.id, 'ACCIDENT_SCRATCHES_DENTS'));
    const claimId = submitted.json().claimId as string;

    const first = await send(user, { claimId });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      claimId,
      preInspectionId: submitted.json().inspection.preInspectionId,
      mobileEnding: '4567',
      inspection: { status: 'AWAITING_PHOTOS' },
      message: MOTOR_CLAIM_MESSAGES.inspectionSent,
    });
    const preInspectionId = first.json().preInspectionId as string;
    const [row] = await app.db.select().from(preInspections).where(eq(preInspections.id, preInspectionId));
    expect(row).toMatchObject({
      assessmentType: 'CLAIM_SUBMISSION',
      claimId,
      registrationNo: vehicle.registrationNo,
      vinNo: vehicle.vin,
      make: 'Toyota',
      mobile: '+27821234567',
    });
    const texts = await smsTo('+27821234567');
    expect(texts.at(-1)?.text).toMatch(/Toyota Corolla \(CA \d{3}-456\).*\/inspection#t=[A-Za-z0-9_-]{43}/);
    expect(first.body).not.toMatch(/#t=/);

    const again = await send(user, { claimId, mobile: '083 765 4321' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ preInspectionId, mobileEnding: '4321' });
    expect(await smsTo('+27837654321')).toHaveLength(1);
    const view = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(view.json()).toMatchObject({
      inspection: { preInspectionId, status: 'AWAITING_PHOTOS' },
      inspectionMobileEnding: '4321',
    });
    const events = await listClaimEvents(app.db, [claimId]);
    // on submission, then twice on request
    expect(events.filter((event) => event.type === 'claim.inspection_link_sent')).toHaveLength(3);
    expect(JSON.stringify(events)).not.toContain('+27837654321');

    // the photos arrive and are assessed: the claim shows it, and no new link is sent once they are in
    const submittedRow = await updatePreInspection(app.db, preInspectionId, {
      assessmentStatus: 'SUBMITTED',
      submittedAt: new Date(),
    });
    await recordClaimInspectionStatus(app.db, submittedRow, { now: new Date(), actor: 'inspection-link' });
    const refused = await send(user, { claimId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.inspectionPhotosIn);
    const after = await callAs(app, user, 'GET', paths.getClaimByID.path, { query: { claimId } });
    expect(after.json().inspection).toEqual({ preInspectionId, status: 'SUBMITTED' });
  });

  it('answers 404 for another holder’s claim, changing and sending nothing', async () => {
    const { user, policy } = await customerWithVehicle();
    const claimId = (await submit(user, motorClaimInput(policy.id, 'GLASS'))).json().claimId as string;
    const before = await app.db.select().from(claims).where(eq(claims.id, claimId));
    const outbox = (await app.db.select({ n: count() }).from(outboxMessages))[0]?.n;
    const inspectionOf = () =>
      app.db.select().from(preInspections).where(eq(preInspections.claimId, claimId));
    const inspectionBefore = await inspectionOf();
    const response = await send(stranger, { claimId, mobile: '0829999999' });
    expect(response.statusCode).toBe(404);
    expect(await app.db.select().from(claims).where(eq(claims.id, claimId))).toEqual(before);
    expect((await app.db.select({ n: count() }).from(outboxMessages))[0]?.n).toBe(outbox);
    expect(await inspectionOf()).toEqual(inspectionBefore);
  });

  it('refuses a claim whose damage is not inspected', async () => {
    const { user, policy } = await customerWithVehicle();
    const claimId = (await submit(user, motorClaimInput(policy.id, 'HIJACKED'))).json().claimId as string;
    const response = await send(user, { claimId });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.message).toBe(MOTOR_CLAIM_MESSAGES.inspectionNotNeeded);
  });
});

describe('another holder’s ids on every motor claims call', () => {
  let ids: { policyId: string; claimId: string };
  /** The input of each call, naming the owner's ids. */
  const INPUTS: Record<string, () => Record<string, unknown>> = {
    submitClaim: () => motorClaimInput(ids.policyId, 'GLASS'),
    submitClaimByID: () => ({ claimId: ids.claimId }),
    getClaimByID: () => ({ claimId: ids.claimId }),
    getClaims: () => ({ policyId: ids.policyId }),
    getClaimsByPolicyId: () => ({ policyId: ids.policyId }),
    getClaimDocuments: () => ({ claimId: ids.claimId }),
    uploadDocuments: () => ({ claimId: ids.claimId, kind: 'damage_photo' }),
    sendClaimInspectionSms: () => ({ claimId: ids.claimId, mobile: '0829999999' }),
  };
  const calls = Object.entries(paths).filter(([, route]) => route.owner !== 'documents');

  beforeAll(async () => {
    const { policy } = await insuredVehicle(app, owner);
    const claim = await submit(owner, motorClaimInput(policy.id, 'GLASS'));
    ids = { policyId: policy.id, claimId: claim.json().claimId };
  });

  it('has an input for every call (a new call must be added here)', () => {
    expect(calls.map(([name]) => name).filter((name) => !INPUTS[name])).toEqual([]);
  });

  it.each(calls.map(([name, route]) => [name, route] as const))(
    '%s answers 404 and changes nothing',
    async (name, route) => {
      const snapshot = async () =>
        JSON.stringify([
          await app.db.select().from(claims).where(eq(claims.id, ids.claimId)),
          await claimCount(),
          (await app.db.select({ n: count() }).from(outboxMessages))[0]?.n,
        ]);
      const before = await snapshot();
      const input = INPUTS[name]?.() ?? {};
      const response = route.multipart
        ? await upload(stranger, ids.claimId, 'damage_photo', { name: 'x.pdf', bytes: samplePdf() })
        : await callAs(app, stranger, route.method, route.path, {
            ...(route.method === 'GET' ? { query: input as Record<string, string> } : { body: input }),
          });
      expect(response.statusCode, response.body).toBe(404);
      expect(await snapshot()).toBe(before);
    },
  );
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
