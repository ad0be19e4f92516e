/**
 * The customer's answer to a hold through the API (docs/decisions/0025, addendum): the holder uploads the
 * documents the underwriter asked for to their own application on hold (checked by content and size, 404
 * for anyone else's, 409 when it is not on hold); it goes back to the underwriter's queue with an event,
 * and the back office lists the document and downloads it. Declined applications have their own filter.
 */
import { HOLD_DOCUMENT_KIND, HOLD_DOCUMENT_MESSAGES, type LineRoute } from '@cover/domain';
import { applicationListReplySchema, applicationSchema, FUNERAL_PATHS } from '@cover/domain/funeral';
import { describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { callAs, type TestUser } from '../funeral/testing/fixtures.js';
import { asBackoffice } from '../motor/pre-inspection/testing/fixtures.js';
import {
  customerApplication,
  decideUrl,
  detailUrl,
  referredApplication,
  useUnderwritingSuite,
} from './testing/underwriting-harness.js';

const suite = useUnderwritingSuite();
const route: LineRoute = FUNERAL_PATHS.retail.sendHoldDocuments;
const REASON = 'Please upload the till slip or invoice that shows the price you paid.';

type SentFile = { name: string; bytes: Uint8Array };

function sendHoldDocuments(
  user: TestUser | null,
  applicationId: string,
  file: SentFile | readonly SentFile[] = { name: 'slip.pdf', bytes: samplePdf('Till slip') },
  path = route.path,
) {
  const files = 'name' in file ? [file] : file;
  return suite.app.inject({
    method: 'POST',
    url: path,
    headers: user ? { authorization: `Bearer ${user.token}` } : {},
    payload: formData(
      { applicationId },
      files.map((each) => ({ field: 'file', ...each })),
    ),
  });
}

async function heldApplication() {
  const { application } = await referredApplication(suite);
  const held = await asBackoffice(
    suite.app,
    suite.underwriter,
    'POST',
    decideUrl(application.applicationId),
    {
      decision: 'hold',
      reason: REASON,
    },
  );
  expect(held.statusCode).toBe(200);
  return application.applicationId;
}

describe('documents for an application on hold', () => {
  it('takes the holder’s document and sends the application back to the underwriter', async () => {
    const { app, older, underwriter } = suite;
    const id = await heldApplication();

    const sent = await sendHoldDocuments(older, id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(applicationSchema.parse(sent.json())).toMatchObject({
      applicationId: id,
      status: 'PENDING',
      underwritingStatus: 'Pending',
      underwritingReason: null,
    });
    expect((await customerApplication(suite, id)).found).toMatchObject({ underwritingStatus: 'Pending' });

    // the back office: back in the queue, the document listed with its label, the event in the history
    const detail = (await asBackoffice(app, underwriter, 'GET', detailUrl(id))).json();
    expect(detail).toMatchObject({
      status: 'PENDING',
      underwritingStatus: 'REFERRED',
      customerReason: REASON,
    });
    // named by what the hold asked for, as a claim's answer is
    expect(detail.documents).toEqual([
      expect.objectContaining({
        label: 'Asked for: the till slip or invoice that shows the price you paid',
        name: 'slip.pdf',
      }),
    ]);
    expect(detail.history).toContainEqual(
      expect.objectContaining({
        type: 'application.underwriting_documents_received',
        summary: `${HOLD_DOCUMENT_MESSAGES.receivedSummary}: ${HOLD_DOCUMENT_KIND.label} (1 file)`,
        internal: false,
      }),
    );
    const download = await asBackoffice(app, underwriter, 'GET', detail.documents[0].url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');

    // once back with the underwriter it is no longer waiting for the customer
    const again = await sendHoldDocuments(older, id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(HOLD_DOCUMENT_MESSAGES.notOnHold);
    // the underwriter can decide on it again
    const approved = await asBackoffice(app, suite.approver, 'POST', decideUrl(id), { decision: 'approve' });
    expect(approved.statusCode).toBe(200);
  });

  it('takes every page or photo asked for in one answer (QA walk 16 no. 10: a hold asking for two photos)', async () => {
    const { app, older, underwriter } = suite;
    const id = await heldApplication();
    const sent = await sendHoldDocuments(older, id, [
      { name: 'front.pdf', bytes: samplePdf('Front') },
      { name: 'back.pdf', bytes: samplePdf('Back') },
    ]);
    expect(sent.statusCode, sent.body).toBe(201);
    const detail = (await asBackoffice(app, underwriter, 'GET', detailUrl(id))).json();
    expect(detail.underwritingStatus).toBe('REFERRED');
    // stored in one transaction, at one time: listed in either order
    expect(detail.documents.map((document: { name: string }) => document.name).sort()).toEqual([
      'back.pdf',
      'front.pdf',
    ]);
    expect(detail.history).toContainEqual(
      expect.objectContaining({
        type: 'application.underwriting_documents_received',
        summary: `${HOLD_DOCUMENT_MESSAGES.receivedSummary}: ${HOLD_DOCUMENT_KIND.label} (2 files)`,
      }),
    );
  });

  it('refuses anyone else (404), no one signed in (401), wrong content or size, and a referral not on hold', async () => {
    const { older, young } = suite;
    const id = await heldApplication();
    expect((await sendHoldDocuments(young, id)).statusCode).toBe(404);
    expect((await sendHoldDocuments(null, id)).statusCode).toBe(401);
    // the same application through another family's route is not found for this customer either
    expect(
      (await sendHoldDocuments(young, id, undefined, FUNERAL_PATHS.jmr.sendHoldDocuments.path)).statusCode,
    ).toBe(404);
    const text = await sendHoldDocuments(older, id, {
      name: 'slip.pdf',
      bytes: new TextEncoder().encode('not a pdf at all'),
    });
    expect(text.statusCode).toBe(415);
    const big = new Uint8Array(4 * 1024 * 1024 + 10);
    big.set(new TextEncoder().encode('%PDF-1.4\n'));
    expect((await sendHoldDocuments(older, id, { name: 'big.pdf', bytes: big })).statusCode).toBe(413);
    // nothing was stored, and it still waits for the customer
    const detail = (await asBackoffice(suite.app, suite.underwriter, 'GET', detailUrl(id))).json();
    expect(detail).toMatchObject({ underwritingStatus: 'ON_HOLD', documents: [] });

    const { application: referred } = await referredApplication(suite);
    const notHeld = await sendHoldDocuments(older, referred.applicationId);
    expect(notHeld.statusCode).toBe(409);
  });
});

describe('declined applications in the customer’s list', () => {
  it('lists them under DECLINED, not under CANCELLED', async () => {
    const { app, older, underwriter } = suite;
    const { application } = await referredApplication(suite);
    const id = application.applicationId;
    await asBackoffice(app, underwriter, 'POST', decideUrl(id), { decision: 'decline', reason: 'Too high' });
    const listed = async (status: string) => {
      const response = await callAs(
        app,
        older,
        'GET',
        FUNERAL_PATHS.retail.getApplicationByPolicyHolder.path,
        {
          query: { status },
        },
      );
      expect(response.statusCode, response.body).toBe(200);
      return applicationListReplySchema.parse(response.json()).data.map((row) => row.applicationId);
    };
    expect(await listed('DECLINED')).toContain(id);
    expect(await listed('CANCELLED')).not.toContain(id);
  });
});
