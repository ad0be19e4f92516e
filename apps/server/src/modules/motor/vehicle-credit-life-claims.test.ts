/**
 * Vehicle credit life claims and ownership: the death claim of the person responsible for the finance
 * (submitted, its documents uploaded by content, listed), and another customer's ids refused on every route
 * of the retail and CMS families with nothing changed.
 */
import { fillPath, saClock, type LineRoute } from '@cover/domain';
import { allVehicleCreditLifeRoutes, VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import {
  callAs,
  debitOrder,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  BALANCE,
  CREDIT_LIFE_CONSENTS,
  deathClaim,
  standaloneCreditLife,
} from './testing/credit-life-fixtures.js';
import { buildMotorApp } from './testing/fixtures.js';

const retailPaths = VEHICLE_CREDIT_LIFE_PATHS.retail;
const clock = new TestClock(new Date());
let app: FastifyInstance;
let alice: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  app = await buildMotorApp(clock);
  alice = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
});
afterAll(async () => {
  await app.close();
});

describe('the death claim', () => {
  let policyId = '';
  beforeAll(async () => {
    const created = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice, { consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true } }),
    });
    policyId = created.json().policy.policyId;
  });

  // the minute the policy was issued (the clock stands still): after cover started, not in the future
  const timeOfDeath = saClock(clock.now());
  const claim = () =>
    deathClaim(policyId, alice, { timeOfDeath, placeOfDeath: 'Durban', deathAnAccident: true });

  it('is of the person responsible for the finance', async () => {
    const wrong = await callAs(app, alice, 'POST', retailPaths.createClaim.path, {
      body: { ...claim(), idNumber: saId('870303510108') },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('is submitted, takes its documents by content, and is listed', async () => {
    const response = await callAs(app, alice, 'POST', retailPaths.createClaim.path, { body: claim() });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'claim submitted successfully',
      requiredDocuments: ['death_certificate', 'deceased_id'],
      timeOfDeath,
      placeOfDeath: 'Durban',
      deathAnAccident: true,
    });
    const claimId = response.json().claimId;
    const upload = (kind: string, bytes: Uint8Array) =>
      app.inject({
        method: 'POST',
        url: retailPaths.uploadDocuments.path,
        headers: { authorization: `Bearer ${alice.token}` },
        payload: formData({ claimId, kind }, [{ field: 'file', name: `${kind}.pdf`, bytes }]),
      });
    const notPdf = await upload('death_certificate', new TextEncoder().encode('not a document at all'));
    expect(notPdf.statusCode).toBeGreaterThanOrEqual(400);
    const first = await upload('death_certificate', samplePdf('Death certificate'));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().documentsOutstanding).toEqual(['deceased_id']);
    const second = await upload('deceased_id', samplePdf('ID of the deceased'));
    expect(second.json().documentsOutstanding).toEqual([]);
    const claims = await callAs(app, alice, 'GET', retailPaths.getClaims.path);
    expect(claims.json().data).toEqual([
      expect.objectContaining({ claimId, claimEvent: 'death', amount: BALANCE }),
    ]);
  });
});

describe('another customer’s ids on every vehicle credit life route', () => {
  const ids: Record<string, string> = {};
  let claimId = '';
  beforeAll(async () => {
    const issued = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice, { consents: { ...CREDIT_LIFE_CONSENTS, debitOrder: true } }),
    });
    ids.policyId = issued.json().policy.policyId;
    const pending = await callAs(app, alice, 'POST', retailPaths.createIndividualCreditLife.path, {
      body: standaloneCreditLife(alice),
    });
    ids.applicationId = pending.json().application.applicationId;
    const claims = await callAs(app, alice, 'GET', retailPaths.getClaims.path);
    claimId = claims.json().data[0].claimId;
  });
  const inputs: Record<string, () => Record<string, unknown>> = {
    getPolicies: () => ({ policyHolderId: alice.policyHolderId }),
    getPolicyById: () => ({ policyId: ids.policyId ?? '' }),
    removePolicy: () => ({ policyId: ids.policyId, title: 'x', description: 'y' }),
    cancelPolicy: () => ({ policyId: ids.policyId, reason: 'too_expensive' }),
    editBeneficiary: () => ({
      policyId: ids.policyId,
      beneficiaries: [{ relation: 'parent', firstName: 'Grace', lastName: 'Ndlovu', percentage: 100 }],
    }),
    getPolicyPayment: () => ({ policyId: ids.policyId ?? '' }),
    updatePolicyPayment: () => ({
      policyId: ids.policyId,
      billingDay: 12,
      paymentMethod: debitOrder(),
      consents: { debitOrder: true },
    }),
    getApplications: () => ({ policyHolderId: alice.policyHolderId }),
    removeApplication: () => ({ policyId: ids.applicationId, title: 'x', description: 'y' }),
    editCreditLifeApplication: () => ({ applicationId: ids.applicationId, outstandingBalance: 200_000 }),
    createClaim: () => deathClaim(ids.policyId ?? '', alice),
    submitClaimByID: () => ({ claimId }),
    getClaimByID: () => ({ claimId }),
    getClaims: () => ({ policyId: ids.policyId }),
    getClaimsByPolicyId: () => ({ policyId: ids.policyId }),
    getClaimDocuments: () => ({ claimId }),
    getDocument: () => ({ policyId: ids.policyId }),
  };
  const own = new Set(['createIndividualCreditLife', 'getVehicleCreditLifeQuote', 'uploadDocuments']);
  const routes = allVehicleCreditLifeRoutes().filter(
    ({ family, name }) => family !== 'employee' && !own.has(name),
  );
  const snapshot = async () => {
    const policy = await callAs(
      app,
      alice,
      'GET',
      fillPath(retailPaths.getPolicyById.path, { policyId: ids.policyId ?? '' }),
    );
    const applications = await callAs(app, alice, 'GET', retailPaths.getApplications.path);
    return { version: policy.json().version, applications: applications.body };
  };

  it.each(
    routes.map(
      ({ family, name, route }) => [`${family} ${name}`, name, route] as [string, string, LineRoute],
    ),
  )('%s answers 404 and changes nothing', async (_label, name, route) => {
    const before = await snapshot();
    const input = inputs[name]?.() ?? {};
    const url = fillPath(route.path, { policyId: ids.policyId ?? '' });
    const response =
      route.method === 'GET'
        ? await callAs(app, stranger, 'GET', url, { query: input as Record<string, string> })
        : await callAs(app, stranger, 'POST', url, { body: input });
    expect(response.statusCode, response.body).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('uploads nothing to someone else’s claim', async () => {
    const response = await app.inject({
      method: 'POST',
      url: retailPaths.uploadDocuments.path,
      headers: { authorization: `Bearer ${stranger.token}` },
      payload: formData({ claimId, kind: 'death_certificate' }, [
        { field: 'file', name: 'x.pdf', bytes: samplePdf('Death certificate') },
      ]),
    });
    expect(response.statusCode).toBe(404);
  });

  it('names every route (a new route must be added here)', () => {
    const named = new Set([...Object.keys(inputs), ...own]);
    expect(Object.keys(retailPaths).filter((name) => !named.has(name))).toEqual([]);
  });
});
