/**
 * Manual underwriting through the API (docs/decisions/0025): a funeral application its rules flag is
 * referred at the declaration instead of issued; back-office staff list it, read it, hold, recommend,
 * approve (four-eyes) or decline it; the customer sees the state and the reasons they are given, never
 * staff-only notes. Every route is refused to customers and plain operators.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath, UNDERWRITING_MESSAGES } from '@cover/domain';
import { applicationListReplySchema, FUNERAL_PATHS } from '@cover/domain/funeral';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBackoffice, operatorSession } from '../motor/pre-inspection/testing/fixtures.js';
import { operatorModule } from '../operator/index.js';
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
} from '../funeral/testing/fixtures.js';
import { applyFor, quoteFor } from '../funeral/testing/flows.js';
import { applications, documents } from '../../db/schema/index.js';
import { newBlobKey } from '../../platform/blob-store/index.js';
import { createBackofficeModule } from './index.js';

/** A 1×1 transparent PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
);

const clock = new TestClock(START);
let app: FastifyInstance;
let older: TestUser;
let young: TestUser;
let employee: TestUser;
let underwriter: string;
let approver: string;
let plainOperator: string;

const list = BACKOFFICE_APPLICATION_PATHS.list;
const detailUrl = (applicationId: string) => fillPath(BACKOFFICE_APPLICATION_PATHS.detail, { applicationId });
const decideUrl = (applicationId: string) => fillPath(BACKOFFICE_APPLICATION_PATHS.decide, { applicationId });

beforeAll(async () => {
  app = await buildFuneralApp(clock, [operatorModule, createBackofficeModule({ now: clock.now })]);
  older = await userWithHolder(app, 'retail', saId('640505500908'));
  young = await userWithHolder(app, 'retail', saId('900101500908'));
  employee = await userWithHolder(app, 'employee', saId('880101500908'));
  underwriter = await operatorSession(app, ['backoffice'], 'Underwriter One');
  approver = await operatorSession(app, ['backoffice'], 'Approver Two');
  plainOperator = await operatorSession(app, ['operator']);
}, 60_000);
afterAll(() => app.close());

/** A 61-year-old main member with R70 000 funeral expenses cover: referred at the declaration. */
async function referredApplication() {
  const quote = await quoteFor(
    app,
    older,
    familyQuote(older.idNumber, { coverType: 'Funeral expenses cover', coverOption: 'E' }),
  );
  return applyFor(app, older, familyApplication(quote.quotePackageId));
}

async function customerApplication(applicationId: string) {
  const response = await callAs(app, older, 'GET', FUNERAL_PATHS.retail.getApplicationByPolicyHolder.path);
  const found = applicationListReplySchema
    .parse(response.json())
    .data.find((application) => application.applicationId === applicationId);
  if (!found) throw new Error('application not in the customer list');
  return { found, body: response.body };
}

describe('referral at the declaration', () => {
  it('keeps a flagged application PENDING and tells the customer it is being reviewed', async () => {
    const reply = await referredApplication();
    expect(reply.policy).toBeNull();
    expect(reply.message).toMatch(/reviewing your application/);
    expect(reply.application).toMatchObject({
      status: 'PENDING',
      underwritingStatus: 'Pending',
      underwritingReason: null,
    });
    expect(reply.application.declarationAcceptedAt).not.toBeNull();
    // the customer cannot change it while it is reviewed, nor declare it into a policy
    const again = await callAs(app, older, 'POST', FUNERAL_PATHS.retail.applicationDeclaration.path, {
      body: { applicationId: reply.application.applicationId, acceptTandc: true, acceptPOPIAandTCF: true },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ policy: null, application: { status: 'PENDING' } });
  });

  it('issues an ordinary application at once, as before', async () => {
    const quote = await quoteFor(app, young, familyQuote(young.idNumber));
    const reply = await applyFor(app, young, familyApplication(quote.quotePackageId));
    expect(reply.policy).not.toBeNull();
    expect(reply.application.underwritingStatus).toBeNull();
  });
});

describe('the back-office routes', () => {
  it('are refused to anonymous callers, customers, employees and plain operators', async () => {
    const { application } = await referredApplication();
    const id = application.applicationId;
    const calls = [
      ['GET', list, undefined],
      ['GET', detailUrl(id), undefined],
      ['POST', decideUrl(id), { decision: 'approve' }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await asBackoffice(app, null, method, url, payload)).statusCode).toBe(401);
      expect((await asBackoffice(app, plainOperator, method, url, payload)).statusCode).toBe(403);
      for (const user of [older, employee]) {
        const response = await callAs(app, user, method, url, payload ? { body: payload } : {});
        expect([401, 403]).toContain(response.statusCode);
      }
    }
    const after = await asBackoffice(app, underwriter, 'GET', detailUrl(id));
    expect(after.json().underwritingStatus).toBe('REFERRED');
  });

  it('lists referred applications with counts and age, and shows one with its facts and reasons', async () => {
    const { application } = await referredApplication();
    clock.advanceDays(2);
    const listed = await asBackoffice(app, underwriter, 'GET', `${list}?status=REFERRED&line=funeral`);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    const row = body.data.find(
      (entry: { applicationId: string }) => entry.applicationId === application.applicationId,
    );
    expect(row).toMatchObject({ underwritingDisplayValue: 'Pending', line: 'funeral', ageDays: 2 });
    expect(row.holder.idNumber).toBe(older.idNumber);
    expect(body.counts.REFERRED).toBeGreaterThanOrEqual(1);
    const motorOnly = await asBackoffice(app, underwriter, 'GET', `${list}?line=motor`);
    expect(motorOnly.json().data).toEqual([]);
    const detail = (await asBackoffice(app, underwriter, 'GET', detailUrl(application.applicationId))).json();
    expect(detail.underwritingReasons).toEqual([
      'The main member is 61 and covered for R 70 000,00, more than R 50 000,00 for a life aged 60 or older.',
    ]);
    // the lives are the line's facts; the premium and the cover amount are the application's own, once
    expect(detail.facts).toEqual([
      { label: 'Main member', value: expect.stringMatching(/age 61: R 70 000,00$/) },
      { label: 'Spouse', value: expect.stringMatching(/age 38: R 70 000,00$/) },
      { label: 'Child', value: expect.stringMatching(/age 10: R 50 000,00$/) },
    ]);
    expect(detail.sumAssured).toBe(7_000_000);
    expect(detail.documents).toEqual([]);
    expect(detail.history.map((entry: { type: string }) => entry.type)).toContain(
      'application.underwriting_referred',
    );
    const unknown = await asBackoffice(
      app,
      underwriter,
      'GET',
      detailUrl('00000000-0000-4000-8000-000000000000'),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

/** A document stored on a record as an upload would store it: the bytes in the blob store, the row beside. */
async function storeDocument(owner: { applicationId?: string; policyId?: string }, holderId: string) {
  const blobKey = newBlobKey('documents');
  await app.blobStore.put(blobKey, PNG, 'image/png');
  const [row] = await app.db
    .insert(documents)
    .values({
      line: 'funeral',
      policyHolderId: holderId,
      ...owner,
      kind: 'purchase_proof',
      fileName: 'invoice.png',
      contentType: 'image/png',
      sizeBytes: PNG.length,
      blobKey,
      description: 'Proof of purchase',
      createdBy: 'retail:test',
    })
    .returning();
  if (!row) throw new Error('document not stored');
  return row;
}

describe('the application documents', () => {
  it('lists an application’s documents in its detail and lets any back-office user preview them', async () => {
    const { application } = await referredApplication();
    const [stored] = await app.db
      .select({ holderId: applications.policyHolderId })
      .from(applications)
      .where(eq(applications.id, application.applicationId));
    const document = await storeDocument({ applicationId: application.applicationId }, stored!.holderId);
    const detail = (await asBackoffice(app, approver, 'GET', detailUrl(application.applicationId))).json();
    expect(detail.documents).toEqual([
      expect.objectContaining({
        id: document.id,
        name: 'invoice.png',
        type: 'purchase_proof',
        label: 'Proof of purchase',
        contentType: 'image/png',
        url: fillPath(BACKOFFICE_APPLICATION_PATHS.download, { documentId: document.id }),
      }),
    ]);
    const url = detail.documents[0].url as string;
    const inline = await asBackoffice(app, underwriter, 'GET', `${url}?disposition=inline`);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-type']).toBe('image/png');
    expect(inline.headers['content-disposition']).toMatch(/^inline/);
    expect(inline.rawPayload.equals(Buffer.from(PNG))).toBe(true);
    expect((await asBackoffice(app, underwriter, 'GET', url)).headers['content-disposition']).toMatch(
      /^attachment/,
    );
  });

  it('refuses the download to anyone without the back-office role, and finds no other record’s document', async () => {
    const { application } = await referredApplication();
    const [stored] = await app.db
      .select({ holderId: applications.policyHolderId })
      .from(applications)
      .where(eq(applications.id, application.applicationId));
    const own = await storeDocument({ applicationId: application.applicationId }, stored!.holderId);
    const url = fillPath(BACKOFFICE_APPLICATION_PATHS.download, { documentId: own.id });
    expect((await asBackoffice(app, null, 'GET', url)).statusCode).toBe(401);
    expect((await asBackoffice(app, plainOperator, 'GET', url)).statusCode).toBe(403);
    expect([401, 403]).toContain((await callAs(app, older, 'GET', url)).statusCode);

    // a policy's document is not an application's: not found, like an unknown or malformed id
    const quote = await quoteFor(app, young, familyQuote(young.idNumber));
    const issued = await applyFor(app, young, familyApplication(quote.quotePackageId));
    const policyId = issued.policy?.policyId;
    if (!policyId) throw new Error('no policy issued');
    const policyDocument = await storeDocument({ policyId }, stored!.holderId);
    for (const documentId of [policyDocument.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await asBackoffice(
        app,
        underwriter,
        'GET',
        fillPath(BACKOFFICE_APPLICATION_PATHS.download, { documentId }),
      );
      expect(response.statusCode, documentId).toBe(404);
    }
  });
});

describe('decisions', () => {
  it('hold, recommend, refuse the recommender, approve by another: the policy is issued', async () => {
    const { application } = await referredApplication();
    const id = application.applicationId;
    const held = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'hold',
      reason: 'Please send a copy of your latest medical report.',
    });
    expect(held.statusCode).toBe(200);
    expect(held.json()).toMatchObject({ underwritingStatus: 'ON_HOLD', underwrittenBy: 'Underwriter One' });
    expect((await customerApplication(id)).found).toMatchObject({
      underwritingStatus: 'OnHold',
      underwritingReason: 'Please send a copy of your latest medical report.',
    });

    const note = 'Medical report seen; blood pressure controlled. Recommend approval.';
    const recommended = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'recommend',
      note,
    });
    expect(recommended.json().underwritingStatus).toBe('RECOMMENDATION_AWAITED');
    const customer = await customerApplication(id);
    expect(customer.found).toMatchObject({
      underwritingStatus: 'Recommendation Awaited',
      underwritingReason: null,
    });
    expect(customer.body).not.toContain('blood pressure');

    const same = await asBackoffice(app, underwriter, 'POST', decideUrl(id), { decision: 'approve' });
    expect(same.statusCode).toBe(409);
    expect(same.json().error.message).toBe(UNDERWRITING_MESSAGES.fourEyes);
    const sameDecline = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'decline',
      reason: 'Declined by the recommender alone',
    });
    expect(sameDecline.statusCode).toBe(409);
    // A hold by the recommender does not clear the recommendation: approving or declining still needs another.
    const heldAgain = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'hold',
      reason: 'Please send your latest payslip.',
    });
    expect(heldAgain.json()).toMatchObject({ underwritingStatus: 'ON_HOLD' });
    for (const decision of [{ decision: 'approve' }, { decision: 'decline', reason: 'Alone' }]) {
      const refused = await asBackoffice(app, underwriter, 'POST', decideUrl(id), decision);
      expect(refused.statusCode, decision.decision).toBe(409);
      expect(refused.json().error.message).toBe(UNDERWRITING_MESSAGES.fourEyes);
    }

    const approved = await asBackoffice(app, approver, 'POST', decideUrl(id), { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
    const detail = approved.json();
    expect(detail).toMatchObject({
      status: 'ACTIVE',
      underwritingStatus: 'APPROVED',
      underwrittenBy: 'Approver Two',
    });
    expect(detail.policyNumber).toMatch(/^FUN-/);
    const byType = (type: string) => detail.history.find((entry: { type: string }) => entry.type === type);
    expect(byType('application.underwriting_on_hold')).toMatchObject({
      actorName: 'Underwriter One',
      internal: false,
    });
    expect(byType('application.underwriting_recommended')).toMatchObject({ internal: true, reason: note });
    expect(byType('application.underwriting_approved')).toMatchObject({
      actorName: 'Approver Two',
      internal: false,
    });

    const mine = await customerApplication(id);
    expect(mine.found).toMatchObject({ status: 'ACTIVE', underwritingStatus: 'Approved' });
    const policies = await callAs(app, older, 'GET', FUNERAL_PATHS.retail.getPolicy.path);
    expect(policies.body).toContain(detail.policyNumber);
    expect(policies.body).not.toContain('blood pressure');

    const twice = await asBackoffice(app, approver, 'POST', decideUrl(id), {
      decision: 'decline',
      reason: 'x',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(UNDERWRITING_MESSAGES.notOpen);
  });

  it('decline cancels the application and the customer sees the reason', async () => {
    const { application } = await referredApplication();
    const id = application.applicationId;
    const missing = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'decline',
      reason: ' ',
    });
    expect(missing.statusCode).toBe(400);
    const reason = 'We cannot offer this level of cover for a main member over 60.';
    const declined = await asBackoffice(app, underwriter, 'POST', decideUrl(id), {
      decision: 'decline',
      reason,
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'DECLINED',
      customerReason: reason,
    });
    const declinedEvent = declined
      .json()
      .history.find((entry: { type: string }) => entry.type === 'application.underwriting_declined');
    expect(declinedEvent).toMatchObject({ reason, internal: false, actorName: 'Underwriter One' });
    const { found } = await customerApplication(id);
    expect(found).toMatchObject({
      status: 'CANCELLED',
      underwritingStatus: 'Declined',
      underwritingReason: reason,
    });
    const again = await asBackoffice(app, approver, 'POST', decideUrl(id), { decision: 'approve' });
    expect(again.statusCode).toBe(409);
  });
});
