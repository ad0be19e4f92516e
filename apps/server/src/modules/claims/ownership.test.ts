/**
 * Every claims and documents route of every family refuses another customer's policy, claim and document ids
 * with 404 (retail routes for another retail customer, employee and CMS routes for an employee), stores
 * nothing on the way, and serves the owner.
 */
import {
  allFuneralRoutes,
  FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES,
  FUNERAL_DOCUMENT_DOWNLOAD_ROUTES,
  type Policy,
} from '@cover/domain/funeral';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, documents } from '../../db/schema/index.js';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { THABO } from '../accounts/testing/people.js';
import {
  claimInput,
  createCustomer,
  createEmployeeCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from './testing/harness.js';

let harness: ClaimsHarness;
let owner: Customer;
let retailStranger: Customer;
let employeeStranger: Customer;
let policy: Policy;
let claimId: string;
let documentId: string;

beforeAll(async () => {
  harness = await startClaimsHarness({ seed: true });
  owner = await createCustomer(harness, 1);
  retailStranger = await createCustomer(harness, 2);
  employeeStranger = await createEmployeeCustomer(harness, THABO, 'thabo');
  policy = await issueFuneralPolicy(harness, owner);
  claimId = (await submitClaimViaApi(harness, owner, claimInput(policy, owner))).claimId;
  const uploaded = await harness.call(owner, {
    method: 'POST',
    url: '/api/retail/funeral/policy/uploadDocuments',
    payload: formData({ claimId, kind: 'death_certificate' }, [
      { field: 'file', name: 'c.pdf', bytes: samplePdf() },
    ]),
  });
  documentId = uploaded.json().documents[0].id;
}, 90_000);
afterAll(() => harness.close());

interface Probe {
  label: string;
  audience: 'retail' | 'employee' | 'public';
  request: () => InjectOptions;
  /** reads the owner may repeat successfully */
  ownerStatus?: number;
}

const file = () => [{ field: 'death_certificate', name: 'x.pdf', bytes: samplePdf() }];

function probes(): Probe[] {
  const list: Probe[] = [];
  for (const { family, name, route } of allFuneralRoutes()) {
    if (route.owner === 'line') continue;
    const label = `${family} ${name}`;
    const base = { label, audience: route.audience };
    const get = (query: string): InjectOptions => ({ method: 'GET', url: `${route.path}?${query}` });
    const post = (payload: InjectOptions['payload']): InjectOptions => ({
      method: 'POST',
      url: route.path,
      payload,
    });
    switch (name) {
      case 'getDocument':
      case 'getDocuments':
        list.push({ ...base, request: () => post({ policyId: policy.policyId }), ownerStatus: 200 });
        break;
      case 'uploadDocuments':
        list.push({ ...base, request: () => post(formData({ claimId, kind: 'deceased_id' }, file())) });
        break;
      case 'getClaimDocuments':
        list.push({ ...base, request: () => get(`claimId=${claimId}`), ownerStatus: 200 });
        break;
      case 'getClaimsByPolicyId':
      case 'getClaims':
        list.push({ ...base, request: () => get(`policyId=${policy.policyId}`), ownerStatus: 200 });
        break;
      case 'getClaimByID':
        list.push({ ...base, request: () => get(`claimId=${claimId}`), ownerStatus: 200 });
        break;
      case 'submitClaimByID':
        list.push({ ...base, request: () => post({ claimId }) });
        break;
      case 'submitClaim':
      case 'createClaim':
        list.push({
          ...base,
          request: () =>
            post(claimInput(policy, owner, { saId: owner.holder.id.number, firstName: 'Lerato' })),
        });
        break;
      default:
        throw new Error(`no probe for ${label}`);
    }
  }
  for (const [family, route] of Object.entries(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES)) {
    list.push({
      label: `${family} download`,
      audience: route.audience,
      request: () => ({ method: 'GET', url: route.path.replace(':documentId', documentId) }),
      ownerStatus: 200,
    });
  }
  for (const [family, route] of Object.entries(FUNERAL_CLAIM_WITH_DOCUMENTS_ROUTES)) {
    list.push({
      label: `${family} claim with documents`,
      audience: route.audience,
      request: () => ({
        method: 'POST',
        url: route.path,
        payload: formData(
          { claim: JSON.stringify(claimInput(policy, owner, { saId: owner.holder.id.number })) },
          file(),
        ),
      }),
    });
  }
  return list;
}

describe("another customer's ids", () => {
  const all = probes();

  it('are probed on every claims and documents route', () => {
    expect(all.length).toBe(30);
    expect(all.every((probe) => probe.audience !== 'public')).toBe(true);
  });

  it.each(all.map((probe) => [probe.label, probe] as const))(
    'are refused with 404 by %s',
    async (_, probe) => {
      const stranger = probe.audience === 'employee' ? employeeStranger : retailStranger;
      const claimsBefore = (await harness.app.db.select().from(claims)).length;
      const documentsBefore = (await harness.app.db.select().from(documents)).length;
      const blobsBefore = harness.blobFiles().length;
      const response = await harness.call(stranger, probe.request());
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain(policy.policyNumber);
      expect((await harness.app.db.select().from(claims)).length).toBe(claimsBefore);
      expect((await harness.app.db.select().from(documents)).length).toBe(documentsBefore);
      expect(harness.blobFiles().length).toBe(blobsBefore);
    },
  );

  it.each(
    all
      .filter((probe) => probe.ownerStatus && probe.audience === 'retail')
      .map((probe) => [probe.label, probe] as const),
  )('are served to their owner by %s', async (_, probe) => {
    const response = await harness.call(owner, probe.request());
    expect(response.statusCode).toBe(probe.ownerStatus);
  });
});
