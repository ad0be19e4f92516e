import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '@cover/domain/funeral';
import { claims, documents } from '../../db/schema/index.js';
import { formData, samplePdf, samplePng } from '../../platform/uploads/testing.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

const MAX = 4 * 1024 * 1024;
let harness: ClaimsHarness;
let owner: Customer;
let stranger: Customer;
let policy: Policy;
let claimId: string;
let blobsBefore: string[];

beforeAll(async () => {
  harness = await startClaimsHarness();
  owner = await createCustomer(harness, 1);
  stranger = await createCustomer(harness, 2);
  policy = await issueFuneralPolicy(harness, owner);
  claimId = (await submitClaimViaApi(harness, owner, claimInput(policy, owner))).claimId;
}, 60_000);
afterAll(() => harness.close());

const claimDocuments = () => harness.app.db.select().from(documents).where(isNotNull(documents.claimId));

const upload = (
  customer: Customer,
  files: Parameters<typeof formData>[1],
  fields: Record<string, string> = {},
) =>
  harness.call(customer, {
    method: 'POST',
    url: '/api/retail/funeral/policy/uploadDocuments',
    payload: formData({ claimId, kind: 'death_certificate', ...fields }, files),
  });

describe('claim document uploads', () => {
  it('refuses a file over the limit with 413 naming the limit, storing no row and no blob', async () => {
    blobsBefore = harness.blobFiles();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(MAX)]);
    const response = await upload(owner, [
      { field: 'file', name: 'big.pdf', bytes: big, type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'The file is too large. The maximum size is 4 MB.',
    });
    expect(await claimDocuments()).toHaveLength(0);
    expect(harness.blobFiles()).toEqual(blobsBefore);
  });

  it('refuses a text file renamed .pdf with 415, storing nothing', async () => {
    const response = await upload(owner, [
      {
        field: 'file',
        name: 'certificate.pdf',
        bytes: Buffer.from('not really a PDF'),
        type: 'application/pdf',
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe(
      'This file could not be read as a PDF, JPEG or PNG: it may be damaged or of another kind. Please choose another file.',
    );
    expect(await claimDocuments()).toHaveLength(0);
    expect(harness.blobFiles()).toEqual(blobsBefore);
  });

  it('stores nothing when one of several files is refused', async () => {
    const response = await upload(owner, [
      { field: 'file', name: 'good.pdf', bytes: samplePdf() },
      { field: 'file', name: 'bad.pdf', bytes: Buffer.from('plain text') },
    ]);
    expect(response.statusCode).toBe(415);
    expect(await claimDocuments()).toHaveLength(0);
    expect(harness.blobFiles()).toEqual(blobsBefore);
  });

  it("refuses uploads to another customer's claim with 404, storing nothing", async () => {
    const response = await upload(stranger, [{ field: 'file', name: 'x.pdf', bytes: samplePdf() }]);
    expect(response.statusCode).toBe(404);
    expect(await claimDocuments()).toHaveLength(0);
    expect(harness.blobFiles()).toEqual(blobsBefore);
  });

  it('refuses an oversize file in a one-call claim submission, storing no claim, row or blob', async () => {
    const claimsBefore = await harness.app.db.select().from(claims);
    const response = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/claims/submitClaimWithDocuments',
      payload: formData({ claim: JSON.stringify(claimInput(policy, owner)) }, [
        { field: 'death_certificate', name: 'ok.pdf', bytes: samplePdf() },
        { field: 'deceased_id', name: 'huge.png', bytes: Buffer.concat([samplePng(), Buffer.alloc(MAX)]) },
      ]),
    });
    expect(response.statusCode).toBe(413);
    expect(await harness.app.db.select().from(claims)).toHaveLength(claimsBefore.length);
    expect(harness.blobFiles()).toEqual(blobsBefore);
  });

  it('stores a PDF and a PNG that only their owner can download', async () => {
    const response = await upload(
      owner,
      [
        { field: 'file', name: 'Death certificate.pdf', bytes: samplePdf('certificate') },
        { field: 'file', name: 'photo.txt', bytes: samplePng(), type: 'text/plain' },
      ],
      { description: 'Certified copy' },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.documents).toHaveLength(2);
    expect(body.documents[0]).toMatchObject({
      name: 'Death certificate.pdf',
      type: 'death_certificate',
      contentType: 'application/pdf',
      description: 'Certified copy',
      size: `${samplePdf('certificate').length} bytes`,
    });
    expect(body.documents[1]).toMatchObject({ name: 'photo.png', contentType: 'image/png' });
    expect(await claimDocuments()).toHaveLength(2);
    expect(harness.blobFiles()).toHaveLength(blobsBefore.length + 2);

    const [pdf, png] = body.documents as { id: string; url: string }[];
    expect(pdf?.url).toBe(`/api/retail/funeral/documents/${pdf?.id}/download`);
    const download = await harness.call(owner, { method: 'GET', url: pdf?.url ?? '' });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Death certificate.pdf"; filename*=UTF-8''Death%20certificate.pdf`,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(samplePdf('certificate'))).toBe(true);

    const preview = await harness.call(owner, {
      method: 'GET',
      url: `/api/jmr/funeral/documents/${png?.id}/download?disposition=inline`,
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(String(preview.headers['content-disposition'])).toMatch(/^inline; filename="photo.png"/);
    expect(preview.rawPayload.equals(samplePng())).toBe(true);
    // a preview may be framed by the app's own pages; a download keeps the app-wide DENY
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(preview.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(download.headers['x-frame-options']).toBe('DENY');

    for (const customer of [stranger, null]) {
      const refused = await harness.call(customer, { method: 'GET', url: pdf?.url ?? '' });
      expect(refused.statusCode).toBe(customer ? 404 : 401);
      expect(refused.body).not.toContain('%PDF');
    }
  });

  it('replays an upload sent again with the same idempotency key without storing it twice', async () => {
    const files = [{ field: 'file', name: 'dha.pdf', bytes: samplePdf('dha') }];
    const send = () =>
      harness.call(owner, {
        method: 'POST',
        url: '/api/retail/funeral/policy/uploadDocuments',
        headers: { 'idempotency-key': 'upload-dha-1' },
        payload: formData({ claimId, kind: 'death_registration_form' }, files),
      });
    const before = (await claimDocuments()).length;
    const blobs = harness.blobFiles().length;
    const first = await send();
    const second = await send();
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await claimDocuments()).toHaveLength(before + 1);
    expect(harness.blobFiles()).toHaveLength(blobs + 1);
  });
});
