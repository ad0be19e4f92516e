/**
 * Device credit life's routes refuse another customer's ids: every retail credit life route answers 404 to a
 * stranger with the holder's policy or application id and changes nothing (a new route must be named here).
 */
import { fillPath, type LineRoute } from '@cover/domain';
import { allDeviceCreditLifeRoutes, DEVICE_CREDIT_LIFE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, debitOrder, type TestUser } from '../insurance-core/testing/line-fixtures.js';
import { creditLifeSuite, deathClaim, phoneWithCreditLife } from './testing/credit-life-suite.js';

const retailPaths = DEVICE_CREDIT_LIFE_PATHS.retail;
const suite = creditLifeSuite();
let app: FastifyInstance;
let retail: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  ({ app, retail, stranger } = suite);
  // the holder's phone with its credit life, whose ids the stranger tries
  await phoneWithCreditLife(suite, retail, 41);
});

describe('another customer’s ids on every credit life route', () => {
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const policies = await callAs(app, retail, 'GET', retailPaths.getPolicies.path);
    const applications = await callAs(app, retail, 'GET', retailPaths.getApplications.path);
    ids.policyId = policies.json().data[0].policyId;
    ids.applicationId = applications.json().data[0].applicationId;
  });
  const inputs: Record<string, () => Record<string, unknown>> = {
    getPolicies: () => ({ policyHolderId: retail.policyHolderId }),
    getPolicyById: () => ({}),
    removePolicy: () => ({ policyId: ids.policyId, title: 'x', description: 'y' }),
    cancelPolicy: () => ({ policyId: ids.policyId, reason: 'too_expensive' }),
    editBeneficiary: () => ({
      policyId: ids.policyId,
      beneficiaries: [{ relation: 'parent', firstName: 'Grace', lastName: 'Ndlovu', percentage: 100 }],
    }),
    getPolicyPayment: () => ({ policyId: ids.policyId }),
    updatePolicyPayment: () => ({
      policyId: ids.policyId,
      billingDay: 12,
      paymentMethod: debitOrder(),
      consents: { debitOrder: true },
    }),
    getApplications: () => ({ policyHolderId: retail.policyHolderId }),
    removeApplication: () => ({ policyId: ids.applicationId, title: 'x', description: 'y' }),
    editCreditLifeApplication: () => ({ applicationId: ids.applicationId, outstandingBalance: 200_000 }),
    createClaim: () => deathClaim(ids.policyId ?? '', retail.idNumber),
    getClaims: () => ({ policyId: ids.policyId }),
    getClaimsByPolicyId: () => ({ policyId: ids.policyId }),
    getDocument: () => ({ policyId: ids.policyId }),
  };
  const ownIds = new Set([
    'createIndividualCreditLife',
    'submitClaimByID',
    'getClaimByID',
    'getClaimDocuments',
    'uploadDocuments',
  ]);
  const routes = allDeviceCreditLifeRoutes().filter(
    ({ family, name }) => family === 'retail' && !ownIds.has(name),
  );

  it.each(routes.map(({ name, route }) => [name, route] as [string, LineRoute]))(
    '%s answers 404',
    async (name, route) => {
      const before = (
        await callAs(
          app,
          retail,
          'GET',
          fillPath(retailPaths.getPolicyById.path, { policyId: ids.policyId ?? '' }),
        )
      ).body;
      const input = inputs[name]?.() ?? {};
      const url = fillPath(route.path, { policyId: ids.policyId ?? '' });
      const response =
        route.method === 'GET'
          ? await callAs(app, stranger, 'GET', url, { query: input as Record<string, string> })
          : await callAs(app, stranger, 'POST', url, { body: input });
      expect(response.statusCode, response.body).toBe(404);
      const after = (
        await callAs(
          app,
          retail,
          'GET',
          fillPath(retailPaths.getPolicyById.path, { policyId: ids.policyId ?? '' }),
        )
      ).body;
      expect(JSON.parse(after).version).toBe(JSON.parse(before).version);
    },
  );

  it('names every route (a new route must be added here)', () => {
    const named = new Set([...Object.keys(inputs), ...ownIds]);
    expect(Object.keys(retailPaths).filter((name) => !named.has(name))).toEqual([]);
  });
});
