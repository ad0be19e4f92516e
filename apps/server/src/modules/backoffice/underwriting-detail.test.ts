/**
 * Manual underwriting through the API (docs/decisions/0025), the back-office reading side: staff list the
 * referred applications, read one with its facts, reasons and documents, and preview those documents. Every
 * route is refused to customers and plain operators.
 */
import { BACKOFFICE_APPLICATION_PATHS, fillPath } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asBackoffice } from '../motor/pre-inspection/testing/fixtures.js';
import { callAs, familyApplication, familyQuote } from '../funeral/testing/fixtures.js';
import { applyFor, quoteFor } from '../funeral/testing/flows.js';
import { applications } from '../../db/schema/index.js';
import {
  decideUrl,
  detailUrl,
  list,
  PNG,
  referredApplication,
  storeDocument,
  useUnderwritingSuite,
} from './testing/underwriting-harness.js';

const suite = useUnderwritingSuite();

describe('the back-office routes', () => {
  it('are refused to anonymous callers, customers, employees and plain operators', async () => {
    const { app, older, employee, underwriter, plainOperator } = suite;
    const { application } = await referredApplication(suite);
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
    const { app, clock, older, underwriter } = suite;
    const { application } = await referredApplication(suite);
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

describe('the application documents', () => {
  it('lists an application’s documents in its detail and lets any back-office user preview them', async () => {
    const { app, underwriter, approver } = suite;
    const { application } = await referredApplication(suite);
    const [stored] = await app.db
      .select({ holderId: applications.policyHolderId })
      .from(applications)
      .where(eq(applications.id, application.applicationId));
    const document = await storeDocument(
      suite,
      { applicationId: application.applicationId },
      stored!.holderId,
    );
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
    const { app, older, young, underwriter, plainOperator } = suite;
    const { application } = await referredApplication(suite);
    const [stored] = await app.db
      .select({ holderId: applications.policyHolderId })
      .from(applications)
      .where(eq(applications.id, application.applicationId));
    const own = await storeDocument(suite, { applicationId: application.applicationId }, stored!.holderId);
    const url = fillPath(BACKOFFICE_APPLICATION_PATHS.download, { documentId: own.id });
    expect((await asBackoffice(app, null, 'GET', url)).statusCode).toBe(401);
    expect((await asBackoffice(app, plainOperator, 'GET', url)).statusCode).toBe(403);
    expect([401, 403]).toContain((await callAs(app, older, 'GET', url)).statusCode);

    // a policy's document is not an application's: not found, like an unknown or malformed id
    const quote = await quoteFor(app, young, familyQuote(young.idNumber));
    const issued = await applyFor(app, young, familyApplication(quote.quotePackageId));
    const policyId = issued.policy?.policyId;
    if (!policyId) throw new Error('no policy issued');
    const policyDocument = await storeDocument(suite, { policyId }, stored!.holderId);
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
