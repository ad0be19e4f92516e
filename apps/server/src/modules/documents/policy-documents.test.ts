import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '@cover/domain/funeral';
import { documents, policies } from '../../db/schema/index.js';
import {
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from '../claims/testing/harness.js';
import { extractPdfText } from './schedule/pdf-text.js';

let harness: ClaimsHarness;
let owner: Customer;
let stranger: Customer;
let policy: Policy;

beforeAll(async () => {
  harness = await startClaimsHarness();
  owner = await createCustomer(harness, 1);
  stranger = await createCustomer(harness, 2);
  policy = await issueFuneralPolicy(harness, owner);
}, 60_000);
afterAll(() => harness.close());

const schedules = () =>
  harness.app.db
    .select()
    .from(documents)
    .where(and(eq(documents.policyId, policy.policyId), eq(documents.kind, 'policy_schedule')));

const pdfFromDataUrl = (url: string) => {
  expect(url.startsWith('data:application/pdf;base64,')).toBe(true);
  return Buffer.from(url.slice('data:application/pdf;base64,'.length), 'base64');
};

describe('policy schedule', () => {
  it('is generated when the policy version is announced', async () => {
    const rows = await schedules();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ policyVersion: 1, contentType: 'application/pdf', createdBy: 'system' });
    expect(harness.blobFiles()).toContain(rows[0]?.blobKey.split('/').pop());
  });

  it.each(['retail', 'jmr'])(
    'is returned by %s policy/getDocument as a PDF data URL with the policy number',
    async (family) => {
      const response = await harness.call(owner, {
        method: 'POST',
        url: `/api/${family}/funeral/policy/getDocument`,
        payload: { policyId: policy.policyId },
      });
      expect(response.statusCode).toBe(200);
      const { data } = response.json<{ data: { fileName: string; url: string; description: string }[] }>();
      expect(data).toHaveLength(1);
      expect(data[0]).toMatchObject({
        fileName: `Policy schedule ${policy.policyNumber} v1.pdf`,
        description: 'Policy schedule, version 1 (current)',
      });
      const pdf = pdfFromDataUrl(data[0]?.url ?? '');
      await expect(PDFDocument.load(pdf)).resolves.toBeDefined();
      const text = (await extractPdfText(pdf)).join('\n');
      expect(text).toContain(policy.policyNumber);
      expect(text).toContain('Lerato Khumalo');
      expect(text).toContain('Sipho Khumalo');
      expect(text).toContain('••••7890');
      expect(text).not.toContain('1234567890');
    },
  );

  it('is generated lazily when missing', async () => {
    await harness.app.db.delete(documents).where(eq(documents.policyId, policy.policyId));
    const response = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/policy/getDocument',
      payload: { policyId: policy.policyId },
    });
    expect(response.statusCode).toBe(200);
    expect(await schedules()).toHaveLength(1);
  });

  it('is generated again for each new policy version, the current one listed first', async () => {
    const change = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/policy/editBeneficiary',
      payload: {
        policyId: policy.policyId,
        beneficiaries: [
          { relation: 'spouse', firstName: 'Sipho', lastName: 'Khumalo', percentage: 70 },
          { relation: 'parent', firstName: 'Grace', lastName: 'Ndlovu', percentage: 30 },
        ],
      },
    });
    expect(change.statusCode).toBe(200);
    const rows = await schedules();
    expect(rows.map((row) => row.policyVersion).sort()).toEqual([1, 2]);

    const response = await harness.call(owner, {
      method: 'POST',
      url: '/api/retail/funeral/policy/getDocument',
      payload: { policyId: policy.policyId },
    });
    const { data } = response.json<{ data: { fileName: string; url: string; description: string }[] }>();
    expect(data.map((file) => file.description)).toEqual([
      'Policy schedule, version 2 (current)',
      'Policy schedule, version 1',
    ]);
    const current = (await extractPdfText(pdfFromDataUrl(data[0]?.url ?? ''))).join('\n');
    expect(current).toContain('Grace Ndlovu');
    expect(current).toContain('70%');
    const first = (await extractPdfText(pdfFromDataUrl(data[1]?.url ?? ''))).join('\n');
    expect(first).not.toContain('Grace Ndlovu');
  });

  it.each([
    ['CANCELLED', 'Policy schedule, version 1 (the last issued: this policy has ended)'],
    ['LAPSED', 'Policy schedule, version 1 (the last issued: this policy has lapsed)'],
  ] as const)("does not call an ended (%s) policy's last schedule current", async (status, description) => {
    const holder = await createCustomer(harness, status === 'CANCELLED' ? 3 : 4);
    const ended = await issueFuneralPolicy(harness, holder);
    await harness.app.db.update(policies).set({ status }).where(eq(policies.id, ended.policyId));
    const response = await harness.call(holder, {
      method: 'POST',
      url: '/api/retail/funeral/policy/getDocument',
      payload: { policyId: ended.policyId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((file: { description: string }) => file.description)).toEqual([
      description,
    ]);
  });

  it("refuses another customer's policy with 404", async () => {
    const response = await harness.call(stranger, {
      method: 'POST',
      url: '/api/retail/funeral/policy/getDocument',
      payload: { policyId: policy.policyId },
    });
    expect(response.statusCode).toBe(404);
  });
});
