/**
 * Every device route, called by another customer with the owner's ids (policy, application, quote package,
 * claim, document), answers 404 or lists nothing of the owner's, and changes nothing. Calls that name no
 * id of anyone's (the catalogue, the estimates, a new quote) are listed, so a new route fails this suite
 * until its inputs are given here.
 */
import { fillPath, type LineRoute } from '@cover/domain';
import { allDeviceRoutes, DEVICE_DOCUMENT_DOWNLOAD_ROUTES, DEVICE_PATHS } from '@cover/domain/device';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formData, samplePdf } from '../../platform/uploads/testing.js';
import { saDay } from '@cover/domain';
import {
  callAs,
  saId,
  TestClock,
  userWithHolder,
  type TestUser,
} from '../insurance-core/testing/line-fixtures.js';
import {
  buildDeviceApp,
  creditLife,
  deviceQuote,
  imei,
  insuredPhone,
  register,
  registration,
  seedPhones,
  uploadToApplication,
} from './testing/fixtures.js';

interface Ids {
  policyId: string;
  applicationId: string;
  quotePackageId: string;
  claimId: string;
  documentId: string;
  policyHolderId: string;
}

const bank = {
  bankName: 'fnb',
  accountHolderName: 'Thandi Nkosi',
  accountNumber: '62123456789',
  accountType: 'cheque',
};
const today = saDay(new Date());

/** The input of each call, naming the owner's ids. */
const INPUTS: Record<string, (ids: Ids) => Record<string, unknown>> = {
  createApplication: (ids) => ({ ...registration(ids.quotePackageId, imei(90)), effectiveDate: today }),
  alterApplication: (ids) => ({
    ...registration(ids.quotePackageId, imei(91)),
    applicationId: ids.applicationId,
    effectiveDate: today,
  }),
  getApplications: (ids) => ({ policyHolderId: ids.policyHolderId }),
  getApplicationById: (ids) => ({ applicationId: ids.applicationId }),
  uploadApplicationDocuments: (ids) => ({ applicationId: ids.applicationId, kind: 'purchase_proof' }),
  sendHoldDocuments: (ids) => ({ applicationId: ids.applicationId }),
  applicationDeclaration: (ids) => ({
    applicationId: ids.applicationId,
    consents: { debitOrder: true, creditCheck: true, terms: true, popia: true },
  }),
  getPolicy: (ids) => ({ policyHolderId: ids.policyHolderId }),
  getPolicyByPolicyId: (ids) => ({ policyId: ids.policyId }),
  getPolicyPayment: (ids) => ({ policyId: ids.policyId }),
  updatePolicyPayment: (ids) => ({
    policyId: ids.policyId,
    paymentMethod: { type: 'debit_order', ...bank, branchCode: '250655' },
    billingDay: 25,
    consents: { debitOrder: true },
  }),
  cancelPolicy: (ids) => ({ policyId: ids.policyId, reason: 'too_expensive' }),
  archive: (ids) => ({ policyId: ids.applicationId, title: 'Mine now', description: 'Taken' }),
  submitClaim: (ids) => ({
    policyId: ids.policyId,
    claimType: 'SOFTWARE_DAMAGE',
    incidentDate: today,
    description: 'The phone will not start any more.',
    // above the excess of either type used (software and screen damage) on this phone: else refused
    amount: 150_000,
    bankDetails: bank,
  }),
  createClaim: (ids) => INPUTS.submitClaim?.(ids) ?? {},
  submitClaimByID: (ids) => ({ claimId: ids.claimId }),
  getClaimByID: (ids) => ({ claimId: ids.claimId }),
  getClaims: (ids) => ({ policyId: ids.policyId }),
  getClaimsByPolicyId: (ids) => ({ policyId: ids.policyId }),
  getClaimDocuments: (ids) => ({ claimId: ids.claimId }),
  uploadDocuments: (ids) => ({ claimId: ids.claimId, kind: 'damage_photo' }),
  getDocument: (ids) => ({ policyId: ids.policyId }),
};
/**
 * Calls that name nobody's ids: public estimates, the catalogue, a new quote of one's own and the IMEI
 * check (yes or no only, nothing of anyone's: imei-check.test.ts).
 */
const ID_LESS = new Set([
  'getDeviceCatalog',
  'getDeviceQuote',
  'getCreditLifeQuote',
  'getAQuote',
  'checkImeiInsured',
]);
/** Calls that may answer the caller's own (empty) list instead of 404 (none today: a foreign filter is 404). */
const LISTS = new Set<string>([]);

let app: FastifyInstance;
let owner: TestUser;
let stranger: TestUser;
let ids: Ids;

async function send(user: TestUser, route: LineRoute, input: Record<string, unknown>) {
  if (route.multipart)
    return app.inject({
      method: 'POST',
      url: route.path,
      headers: { authorization: `Bearer ${user.token}` },
      payload: formData(
        Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])),
        [{ field: 'file', name: 'file.pdf', bytes: samplePdf() }],
      ),
    });
  const url = fillPath(route.path, { policyId: ids.policyId });
  if (route.method === 'GET')
    return callAs(app, user, 'GET', url, { query: input as Record<string, string> });
  return callAs(app, user, 'POST', url, { body: input });
}

const snapshot = async () =>
  JSON.stringify([
    (
      await callAs(app, owner, 'GET', DEVICE_PATHS.retail.getPolicyByPolicyId.path, {
        query: { policyId: ids.policyId },
      })
    ).json(),
    (
      await callAs(app, owner, 'GET', DEVICE_PATHS.retail.getApplicationById.path, {
        query: { applicationId: ids.applicationId },
      })
    ).json(),
    (
      await callAs(app, owner, 'GET', DEVICE_PATHS.retail.getClaimByID.path, {
        query: { claimId: ids.claimId },
      })
    ).json(),
  ]);

beforeAll(async () => {
  const clock = new TestClock(new Date());
  app = await buildDeviceApp(clock);
  const phones = await seedPhones(app);
  owner = await userWithHolder(app, 'retail', saId('800101500908'));
  stranger = await userWithHolder(app, 'retail', saId('850505510108'));
  const issued = await insuredPhone(app, owner, phones.galaxy.id, imei(80), {
    quote: { isOptedforCreditLife: true, outstandingBalance: 200_000 },
    registration: { effectiveDate: today, isOptedforCreditLife: true, creditLife: creditLife(200_000) },
  });
  const policyId = issued.policy?.policyId ?? '';
  const pendingQuote = await deviceQuote(app, owner, { selectedDevice: phones.iphone.id });
  const pending = await register(app, owner, {
    ...registration(pendingQuote.quotePackageId, imei(81)),
    effectiveDate: today,
  });
  await uploadToApplication(app, owner, pending.application.applicationId, 'purchase_proof');
  const unusedQuote = await deviceQuote(app, owner, { selectedDevice: phones.galaxy.id });
  const claim = await callAs(app, owner, 'POST', DEVICE_PATHS.retail.submitClaim.path, {
    body: { ...INPUTS.submitClaim?.({ policyId } as Ids), claimType: 'SCREEN_DAMAGE' },
  });
  const application = await callAs(app, owner, 'GET', DEVICE_PATHS.retail.getApplicationById.path, {
    query: { applicationId: pending.application.applicationId },
  });
  ids = {
    policyId,
    applicationId: pending.application.applicationId,
    quotePackageId: unusedQuote.quotePackageId,
    claimId: claim.json().claimId,
    documentId: application.json().documents[0].id,
    policyHolderId: owner.policyHolderId,
  };
});
afterAll(async () => {
  await app.close();
});

const retailRoutes = allDeviceRoutes().filter(({ family }) => family === 'retail');

describe('another customer’s ids on every device route', () => {
  it('has inputs for every route (a new route must be added here)', () => {
    const missing = retailRoutes
      .filter(({ name }) => !ID_LESS.has(name) && !INPUTS[name])
      .map(({ name }) => name);
    expect(missing).toEqual([]);
  });

  it.each(
    retailRoutes.filter(({ name }) => !ID_LESS.has(name)).map(({ name, route }) => [name, route] as const),
  )('%s answers 404 (or lists nothing of theirs) and changes nothing', async (name, route) => {
    const before = await snapshot();
    const response = await send(stranger, route, INPUTS[name]?.(ids) ?? {});
    if (LISTS.has(name)) {
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(ids.claimId);
    } else expect(response.statusCode, response.body).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('alters nobody else’s application, and downloads nobody else’s document', async () => {
    const before = await snapshot();
    const alter = await send(
      stranger,
      DEVICE_PATHS.retail.createApplication,
      INPUTS.alterApplication?.(ids) ?? {},
    );
    expect([404]).toContain(alter.statusCode);
    const download = await app.inject({
      method: 'GET',
      url: DEVICE_DOCUMENT_DOWNLOAD_ROUTES.retail.path.replace(':documentId', ids.documentId),
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(download.statusCode).toBe(404);
    expect(await snapshot()).toBe(before);
  });

  it('needs a signed-in caller of the family’s own pool', async () => {
    const anonymous = await app.inject({ method: 'GET', url: DEVICE_PATHS.retail.getPolicy.path });
    expect(anonymous.statusCode).toBe(401);
    const employeeRoute = await callAs(app, owner, 'GET', DEVICE_PATHS.employee.getPolicy.path);
    expect(employeeRoute.statusCode).toBe(401);
  });
});
