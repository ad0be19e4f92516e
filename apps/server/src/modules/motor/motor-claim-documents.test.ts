/**
 * Motor claim documents and ownership through the motor claims calls: uploads refused by content, size and
 * kind, the document that completes a claim, and another holder's ids answered with 404 on every call.
 */
import { MAX_DOCUMENT_BYTES } from '@cover/domain';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claims, outboxMessages } from '../../db/schema/index.js';
import { formData, samplePdf, samplePng } from '../../platform/uploads/testing.js';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  buildMotorClaimsApp,
  insuredVehicle,
  MOTOR_CLAIM_TEST_PATHS,
  motorClaimInput,
} from './testing/claim-fixtures.js';

const paths = MOTOR_CLAIM_TEST_PATHS.retail;
let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
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
  app = await buildMotorClaimsApp(new TestClock(new Date()).now);
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});
afterAll(async () => {
  await app.close();
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
    expect(response.json().error.message).toBe(
      'This file could not be read as a PDF, JPEG or PNG: it may be damaged or of another kind. Please choose another file.',
    );
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
