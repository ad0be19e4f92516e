/**
 * A motor application the customer removes (withdraws) takes its vehicle's pre-inspection with it, as a
 * declined one does (QA ops 3): no longer needed, its link refused with the same answer as after a decline,
 * no new link sent, the photos already taken kept. For the retail customer (through each family's call that
 * removes an application), the employee's own application, and the one an operator made for the employee.
 * Someone else's application id is refused and closes nothing.
 */
import { MOTOR_PATHS, PRE_INSPECTION_MESSAGES, PRE_INSPECTION_PATHS } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, inspectionPhotos, preInspections } from '../../../db/schema/index.js';
import { callAs, saId, userWithHolder, type TestUser } from '../../insurance-core/testing/line-fixtures.js';
import { acceptanceSuite } from '../../operator-desk/testing/acceptance-suite.js';
import { employeeAccount, latestAcceptanceToken } from '../../operator-desk/testing/desk-fixtures.js';
import {
  inspection,
  motorQuote,
  motorQuoteInput,
  motorRegistration,
  newVehicleIdentity,
  pathsOf,
  registerMotor,
  setSalaryLevel,
} from '../testing/fixtures.js';
import { lastLink, phone, sendSms, smallJpeg } from './testing/fixtures.js';

const suite = acceptanceSuite();
let app: FastifyInstance;
let valuationId: string;
let alice: TestUser;
let bob: TestUser;
let erin: TestUser;
beforeAll(async () => {
  ({ app, valuationId } = suite.current());
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  bob = await userWithHolder(app, 'retail', saId('850505510108'), { firstName: 'Bongani' });
  erin = await userWithHolder(app, 'employee', saId('790303500808'), { username: '00012399' });
  await setSalaryLevel(app, erin, 'M3');
});

const inspectionRow = async (preInspectionId: string) =>
  (await app.db.select().from(preInspections).where(eq(preInspections.id, preInspectionId)))[0];

/** A PENDING application of the user's with a pre-inspection waiting for photos, and its link's token. */
async function pendingWithLink(user: TestUser) {
  const identity = newVehicleIdentity();
  const preInspectionId = await inspection(app, user, identity, 'AWAITING_PHOTOS');
  const quote = await motorQuote(app, user, motorQuoteInput(valuationId));
  const created = await callAs(app, user, 'POST', pathsOf(user).createApplication.path, {
    body: motorRegistration(quote, identity, preInspectionId),
  });
  expect(created.statusCode, created.body).toBe(201);
  const sent = await sendSms(app, user, preInspectionId);
  expect(sent.statusCode, sent.body).toBe(200);
  const { token } = await lastLink(app);
  return { applicationId: created.json().application.applicationId as string, preInspectionId, token };
}

const removal = { title: 'Not going ahead', description: 'I bought cover elsewhere' };
const removeApplication = (
  user: TestUser,
  applicationId: string,
  path = pathsOf(user).removeApplicationByApplicationId.path,
) => callAs(app, user, 'POST', path, { body: { policyId: applicationId, ...removal } });

/** The inspection is closed: no longer needed, its link refused as after a decline, no new link sent. */
async function expectClosed(user: TestUser, preInspectionId: string, token: string) {
  expect(await inspectionRow(preInspectionId)).toMatchObject({
    assessmentStatus: 'CANCELLED',
    tokenHash: null,
    tokenExpiresAt: null,
  });
  const page = await phone(app, token).page();
  expect(page.statusCode).toBe(404);
  expect(page.json().error).toMatchObject({
    code: 'INSPECTION_LINK_INVALID',
    message: PRE_INSPECTION_MESSAGES.linkInvalid,
  });
  const family = user.audience === 'employee' ? 'employee' : 'retail';
  const again = await callAs(app, user, 'POST', PRE_INSPECTION_PATHS[family].sendInspectionSms.path, {
    body: { preInspectionId, mobile: '082 555 0199' },
  });
  expect(again.statusCode).toBe(409);
  expect(again.json().error.code).toBe('PRE_INSPECTION_CANCELLED');
  const history = await app.db.select().from(events).where(eq(events.entityId, preInspectionId));
  expect(history.find((event) => event.type === 'pre_inspection_cancelled')?.data.summary).toBe(
    'Pre-inspection no longer needed: the application for this vehicle was withdrawn',
  );
}

describe('the customer removes their pending motor application', () => {
  it('closes its pre-inspection: the link and an upload begun with it are refused, the photo taken is kept', async () => {
    const { applicationId, preInspectionId, token } = await pendingWithLink(alice);
    const camera = phone(app, token);
    const photo = await smallJpeg();
    expect((await camera.upload('front', photo)).statusCode).toBe(200);
    const begun = await camera.start('rear', photo.length);
    expect(begun.statusCode).toBe(201);
    const { uploadId } = begun.json<{ uploadId: string }>();

    const removed = await removeApplication(alice, applicationId);
    expect(removed.statusCode, removed.body).toBe(200);

    await expectClosed(alice, preInspectionId, token);
    const rest = await camera.patch(uploadId, 0, photo);
    expect(rest.statusCode).toBe(404);
    expect(rest.json().error.message).toBe(PRE_INSPECTION_MESSAGES.linkInvalid);
    expect((await camera.start('left', photo.length)).json().error.message).toBe(
      PRE_INSPECTION_MESSAGES.linkInvalid,
    );
    const kept = await app.db
      .select()
      .from(inspectionPhotos)
      .where(eq(inspectionPhotos.preInspectionId, preInspectionId));
    expect(kept.map((row) => row.kind)).toEqual(['front']);
    const seen = await callAs(app, alice, 'GET', PRE_INSPECTION_PATHS.retail.getPreinspectionById.path, {
      query: { preInspectionId },
    });
    expect(seen.json()).toMatchObject({ assessmentStatus: 'CANCELLED', linkExpiresAt: null });
    expect(seen.json().photos[0]).toMatchObject({ kind: 'front', status: 'uploaded' });
  });

  it.each([
    ['trackingRemove', MOTOR_PATHS.retail.trackingRemove.path],
    ['the CMS applicationArchive', MOTOR_PATHS.cms.applicationArchive.path],
  ])('closes it the same when removed through %s', async (_call, path) => {
    const { applicationId, preInspectionId, token } = await pendingWithLink(alice);
    const removed = await removeApplication(alice, applicationId, path);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectClosed(alice, preInspectionId, token);
  });

  it('closes the inspection of an application accepted and waiting for it (In progress)', async () => {
    const identity = newVehicleIdentity();
    const preInspectionId = await inspection(app, alice, identity, 'SUBMITTED');
    const quote = await motorQuote(app, alice, motorQuoteInput(valuationId));
    const reply = await registerMotor(app, alice, quote, identity, preInspectionId);
    expect(reply.application.status).toBe('APPROVED');
    const removed = await removeApplication(alice, reply.application.applicationId);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await inspectionRow(preInspectionId))?.assessmentStatus).toBe('CANCELLED');
  });

  it('leaves an approved pre-inspection approved', async () => {
    const identity = newVehicleIdentity();
    const preInspectionId = await inspection(app, alice, identity, 'APPROVED');
    const quote = await motorQuote(app, alice, motorQuoteInput(valuationId));
    const created = await callAs(app, alice, 'POST', MOTOR_PATHS.retail.createApplication.path, {
      body: motorRegistration(quote, identity, preInspectionId),
    });
    expect(created.statusCode, created.body).toBe(201);
    const removed = await removeApplication(alice, created.json().application.applicationId);
    expect(removed.statusCode).toBe(200);
    expect((await inspectionRow(preInspectionId))?.assessmentStatus).toBe('APPROVED');
  });

  it('refuses someone else’s application id (404) and leaves its inspection and link open', async () => {
    const { applicationId, preInspectionId, token } = await pendingWithLink(alice);
    const refused = await removeApplication(bob, applicationId);
    expect(refused.statusCode).toBe(404);
    const byCms = await removeApplication(bob, applicationId, MOTOR_PATHS.cms.applicationArchive.path);
    expect(byCms.statusCode).toBe(404);
    expect(await inspectionRow(preInspectionId)).toMatchObject({ assessmentStatus: 'AWAITING_PHOTOS' });
    expect((await phone(app, token).page()).statusCode).toBe(200);
  });
});

describe('the employee removes a motor application', () => {
  it('their own: its pre-inspection is closed the same', async () => {
    const { applicationId, preInspectionId, token } = await pendingWithLink(erin);
    const removed = await removeApplication(erin, applicationId);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectClosed(erin, preInspectionId, token);
  });

  it('one an operator made for them and they accepted: its pre-inspection is closed the same', async () => {
    const { applicationId, preInspectionId, employee } = await suite.sentApplication();
    const user = await employeeAccount(app, employee);
    const accepted = await suite.accept(user, await latestAcceptanceToken(app, employee.cellphone));
    expect(accepted.statusCode, accepted.body).toBe(200);
    const sent = await sendSms(app, user, preInspectionId, employee.cellphone);
    expect(sent.statusCode, sent.body).toBe(200);
    const { token } = await lastLink(app);
    expect((await phone(app, token).page()).statusCode).toBe(200);

    const removed = await removeApplication(user, applicationId);
    expect(removed.statusCode, removed.body).toBe(200);
    await expectClosed(user, preInspectionId, token);
  });
});
