/**
 * Product lines never cross: a small dummy line ("gadget", short-term cover) is given a quote, applications,
 * a policy with a member, a beneficiary, an insured item, a pending alteration, a claim and a document, all
 * belonging to the same customer who also holds a funeral policy and claim. Then every funeral route, every
 * funeral claims and documents route, and the core services a gadget route would use are tried with the
 * other line's ids: nothing is listed, shown, altered, cancelled, billed or claimed across the line.
 */
import { eq } from 'drizzle-orm';
import { fillPath } from '@cover/domain';
import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import { MOTOR_PATHS } from '@cover/domain/motor';
import { FUNERAL_DOCUMENT_DOWNLOAD_ROUTES, FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, policies, type PolicyRow } from '../src/db/schema/index.js';
import { formData, samplePdf } from '../src/platform/uploads/testing.js';
import { lineClaimsDepsOf } from '../src/modules/claims/deps.js';
import {
  getOwnClaim,
  listOwnClaims,
  openDocument,
  uploadClaimDocuments,
} from '../src/modules/claims/index.js';
import {
  claimInput,
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  submitClaimViaApi,
  type ClaimsHarness,
  type Customer,
} from '../src/modules/claims/testing/harness.js';
import { funeralCalls } from '../src/modules/funeral/index.js';
import { FUNERAL } from '../src/modules/funeral/line.js';
import { CALL_INPUTS, ID_LESS_CALLS } from '../src/modules/funeral/testing/call-inputs.js';
import { runBilling } from '../src/modules/insurance-core/billing-run.js';
import { cancelPolicyCore } from '../src/modules/insurance-core/cancellation.js';
import { lineDataOf } from '../src/modules/insurance-core/lines.js';
import { getPolicyForPrincipal } from '../src/modules/insurance-core/ownership.js';

import { DAY_MS, GADGET, GADGET_CLAIMS, gadgetWorld, type GadgetIds } from './line-scoping/gadget-line.js';

let harness: ClaimsHarness;
let alice: Customer;
let funeralPolicy: Policy;
let funeralClaimId: string;
let gadget: GadgetIds;
let gadgetIdList: string[];

const policyRow = async (id: string): Promise<PolicyRow> => {
  const [row] = await harness.app.db.select().from(policies).where(eq(policies.id, id));
  if (!row) throw new Error(`no policy ${id}`);
  return row;
};

const namesGadget = (body: string) => gadgetIdList.some((id) => body.includes(id));

beforeAll(async () => {
  harness = await startClaimsHarness();
  harness.app.claimLines.register(GADGET_CLAIMS);
  alice = await createCustomer(harness, 1);
  funeralPolicy = await issueFuneralPolicy(harness, alice);
  funeralClaimId = (await submitClaimViaApi(harness, alice, claimInput(funeralPolicy, alice))).claimId;
  gadget = await gadgetWorld(harness.app.db, alice, funeralPolicy.policyId);
  gadgetIdList = Object.entries(gadget)
    .filter(([name]) => name !== 'policyHolderId')
    .map(([, id]) => id);
}, 60_000);
afterAll(() => harness.close());

describe('the funeral routes never reach another line’s records', () => {
  const retailSide = funeralCalls().filter(
    (call) => call.route.audience === 'retail' && CALL_INPUTS[call.name] !== undefined,
  );

  it('covers every retail and jmr funeral call that names something', () => {
    const key = (call: { family: string; name: string }) => `${call.family}.${call.name}`;
    const everyRetailCall = funeralCalls().filter((call) => call.route.audience === 'retail');
    expect(retailSide.map(key)).toEqual(
      everyRetailCall.map(key).filter((name) => !ID_LESS_CALLS.includes(name)),
    );
    expect(retailSide.length).toBe(34);
  });

  it.each(retailSide.map((call) => [`${call.family}.${call.name}`, call] as const))(
    '%s refuses the gadget ids, or lists nothing of the gadget line',
    async (_key, call) => {
      const input = CALL_INPUTS[call.name]?.(gadget) ?? {};
      const url = fillPath(call.route.path, { policyId: gadget.policyId });
      const response = await harness.call(alice, {
        method: call.route.method,
        url,
        ...(call.route.method === 'GET'
          ? { query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])) }
          : { payload: input }),
      });
      const namesAGadgetRecord = Object.values(input).some(
        (value) => typeof value === 'string' && gadgetIdList.includes(value),
      );
      if (namesAGadgetRecord) expect(response.statusCode, response.body).toBe(404);
      else {
        expect(response.statusCode, response.body).toBe(200);
        expect(namesGadget(response.body), response.body).toBe(false);
      }
    },
  );

  it('still lists the customer’s own funeral policy beside the hidden gadget one', async () => {
    const response = await harness.call(alice, {
      method: 'GET',
      url: FUNERAL_PATHS.retail.getPolicy.path,
      query: { policyHolderId: alice.holder.policyHolderId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(funeralPolicy.policyId);
    expect(namesGadget(response.body)).toBe(false);
  });
});

describe('the funeral claims and documents routes never reach another line’s records', () => {
  const paths = FUNERAL_PATHS.retail;
  const get = (url: string, query: Record<string, string>) =>
    harness.call(alice, { method: 'GET', url, query });
  const post = (url: string, payload: unknown) =>
    harness.call(alice, { method: 'POST', url, payload: payload as Record<string, unknown> });

  it.each([
    ['getClaimByID', () => get(paths.getClaimByID.path, { claimId: gadget.claimId })],
    ['getClaimDocuments', () => get(paths.getClaimDocuments.path, { claimId: gadget.claimId })],
    ['getClaimsByPolicyId', () => get(paths.getClaimsByPolicyId.path, { policyId: gadget.policyId })],
    ['getClaims by policy', () => get(paths.getClaims.path, { policyId: gadget.policyId })],
    ['submitClaimByID', () => post(paths.submitClaimByID.path, { claimId: gadget.claimId })],
    [
      'submitClaim',
      () => post(paths.submitClaim.path, { ...claimInput(funeralPolicy, alice), policyId: gadget.policyId }),
    ],
    ['getDocument', () => post(paths.getDocument.path, { policyId: gadget.policyId })],
    [
      'uploadDocuments',
      () =>
        harness.call(alice, {
          method: 'POST',
          url: paths.uploadDocuments.path,
          payload: formData({ claimId: gadget.claimId, kind: 'death_certificate' }, [
            { field: 'file', name: 'certificate.pdf', bytes: samplePdf(), type: 'application/pdf' },
          ]),
        }),
    ],
    [
      'document download',
      () => get(FUNERAL_DOCUMENT_DOWNLOAD_ROUTES.retail.path.replace(':documentId', gadget.documentId), {}),
    ],
  ] as const)('%s answers 404 for the gadget record', async (_name, send) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(404);
  });

  it('lists the funeral claim and not the gadget claim', async () => {
    const response = await get(paths.getClaims.path, {});
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(funeralClaimId);
    expect(namesGadget(response.body)).toBe(false);
  });
});

describe('a gadget route, served by the same claims service, sees only gadget records', () => {
  const gadgetDeps = () => lineClaimsDepsOf(harness.app, GADGET.key);
  const downloadUrl = (id: string) => `/api/retail/gadget/documents/${id}/download`;

  it('lists only the gadget claim, with its own facts and documents', async () => {
    const listed = await listOwnClaims(gadgetDeps(), alice.principal, { limit: 50 }, downloadUrl);
    expect(listed.map((claim) => claim.claimId)).toEqual([gadget.claimId]);
    expect(listed[0]).toMatchObject({
      policeCaseNumber: 'CAS 123/11/2026',
      requiredDocuments: ['police_report'],
      documentsOutstanding: [],
    });
  });

  it('refuses the funeral claim, policy and documents', async () => {
    await expect(
      getOwnClaim(gadgetDeps(), alice.principal, funeralClaimId, downloadUrl),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      getPolicyForPrincipal(harness.app.db, alice.principal, funeralPolicy.policyId, GADGET.key),
    ).rejects.toMatchObject({ statusCode: 404 });
    const funeralDeps = lineClaimsDepsOf(harness.app, FUNERAL.key);
    await expect(openDocument(funeralDeps, alice.principal, gadget.documentId)).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('takes only the document kinds of the claim’s own type', async () => {
    const bytes = samplePdf();
    const file = {
      fieldName: 'file',
      fileName: 'certificate.pdf',
      contentType: 'application/pdf' as const,
      bytes,
      sizeBytes: bytes.length,
    };
    await expect(
      uploadClaimDocuments(
        gadgetDeps(),
        alice.principal,
        { claimId: gadget.claimId, kind: 'death_certificate' },
        [file],
        downloadUrl,
      ),
    ).rejects.toMatchObject({ statusCode: 400, fields: { kind: 'Please choose the document type' } });
  });

  it('reads a policy’s line facts only through its own line', async () => {
    const row = await policyRow(gadget.policyId);
    expect(row.policyNumber).toMatch(/^GAD-\d{4}-\d{6}$/);
    expect(lineDataOf(GADGET, row)).toEqual({ imei: '356938035643809' });
    expect(() => lineDataOf(FUNERAL, row)).toThrow(/gadget policy was read as a funeral policy/);
  });
});

describe('billing and cancellation keep to each policy’s line', () => {
  it('bills each policy its own premium and nothing of the other', async () => {
    const gadgetRow = await policyRow(gadget.policyId);
    const funeralRow = await policyRow(funeralPolicy.policyId);
    const due = [gadgetRow.nextBillingDate, funeralRow.nextBillingDate].sort().at(-1);
    if (!due) throw new Error('no billing date');
    await runBilling(harness.app.db, { now: new Date(`${due}T12:00:00Z`) });
    const billed = await harness.app.db.select().from(collections);
    const premiumOf = new Map([
      [gadgetRow.id, gadgetRow.monthlyPremium],
      [funeralRow.id, funeralRow.monthlyPremium],
    ]);
    expect(new Set(billed.map((row) => row.policyId))).toEqual(new Set(premiumOf.keys()));
    for (const row of billed) expect(row.amount).toBe(premiumOf.get(row.policyId));
  });

  it('applies each line’s cooling-off: 14 days for short-term, 31 for long-term', async () => {
    const gadgetRow = await policyRow(gadget.policyId);
    const funeralRow = await policyRow(funeralPolicy.policyId);
    const day20 = new Date(Date.parse(`${gadgetRow.startDate}T12:00:00Z`) + 20 * DAY_MS);
    const command = { reason: 'other', now: day20, actor: 'test:cancel' };
    await expect(cancelPolicyCore(harness.app.db, gadgetRow, { ...command, line: FUNERAL })).rejects.toThrow(
      /gadget policy cancelled as funeral/,
    );
    const gadgetCancel = await cancelPolicyCore(harness.app.db, gadgetRow, { ...command, line: GADGET });
    const funeralCancel = await cancelPolicyCore(harness.app.db, funeralRow, { ...command, line: FUNERAL });
    expect(gadgetCancel.withinCoolingOff).toBe(false);
    expect(gadgetCancel.refund).toBeNull();
    expect(funeralCancel.withinCoolingOff).toBe(true);
    // A claim was made on the funeral policy (beforeAll), so no cooling-off refund is due (decision 0014).
    expect(funeralCancel.refund).toBeNull();
  });
});

describe('the device and device credit life routes never reach a funeral record', () => {
  const funeralIds = () => ({
    policyId: funeralPolicy.policyId,
    claimId: funeralClaimId,
    applicationId: funeralPolicy.applicationId,
  });
  const archive = () => ({ policyId: funeralPolicy.policyId, title: 'x', description: 'y' });
  const cancel = () => ({ policyId: funeralPolicy.policyId, reason: 'too_expensive' });
  const deviceClaim = () => ({
    policyId: funeralPolicy.policyId,
    claimType: 'SCREEN_DAMAGE',
    incidentDate: '2026-01-10',
    description: 'The screen cracked badly.',
    amount: 100_000,
    bankDetails: {
      bankName: 'fnb',
      accountHolderName: 'Thandi Nkosi',
      accountNumber: '62123456789',
      accountType: 'cheque',
    },
  });
  const device = DEVICE_PATHS.retail;
  const credit = DEVICE_CREDIT_LIFE_PATHS.retail;
  it.each([
    [
      'device getPolicyByPolicyId',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: device.getPolicyByPolicyId.path,
          query: { policyId: funeralIds().policyId },
        }),
    ],
    [
      'device getPolicyPayment',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: device.getPolicyPayment.path,
          query: { policyId: funeralIds().policyId },
        }),
    ],
    [
      'device getApplicationById',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: device.getApplicationById.path,
          query: { applicationId: funeralIds().applicationId },
        }),
    ],
    [
      'device getClaimByID',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: device.getClaimByID.path,
          query: { claimId: funeralIds().claimId },
        }),
    ],
    [
      'device getClaimDocuments',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: device.getClaimDocuments.path,
          query: { claimId: funeralIds().claimId },
        }),
    ],
    [
      'device getClaimsByPolicyId',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: device.getClaimsByPolicyId.path,
          query: { policyId: funeralIds().policyId },
        }),
    ],
    [
      'device getDocument',
      () =>
        harness.call(alice, {
          method: 'POST',
          url: device.getDocument.path,
          payload: { policyId: funeralIds().policyId },
        }),
    ],
    [
      'device cancelPolicy',
      () => harness.call(alice, { method: 'POST', url: device.cancelPolicy.path, payload: cancel() }),
    ],
    [
      'device archive',
      () => harness.call(alice, { method: 'POST', url: device.archive.path, payload: archive() }),
    ],
    [
      'device submitClaim',
      () => harness.call(alice, { method: 'POST', url: device.submitClaim.path, payload: deviceClaim() }),
    ],
    [
      'device submitClaimByID',
      () =>
        harness.call(alice, {
          method: 'POST',
          url: device.submitClaimByID.path,
          payload: { claimId: funeralIds().claimId },
        }),
    ],
    [
      'credit life getPolicyById',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: fillPath(credit.getPolicyById.path, { policyId: funeralIds().policyId }),
        }),
    ],
    [
      'credit life cancelPolicy',
      () => harness.call(alice, { method: 'POST', url: credit.cancelPolicy.path, payload: cancel() }),
    ],
    [
      'credit life removePolicy',
      () => harness.call(alice, { method: 'POST', url: credit.removePolicy.path, payload: archive() }),
    ],
    [
      'credit life getClaimByID',
      () =>
        harness.call(alice, {
          method: 'GET',
          url: credit.getClaimByID.path,
          query: { claimId: funeralIds().claimId },
        }),
    ],
    [
      'credit life getDocument',
      () =>
        harness.call(alice, {
          method: 'POST',
          url: credit.getDocument.path,
          payload: { policyId: funeralIds().policyId },
        }),
    ],
  ] as const)('%s answers 404 for the funeral record', async (_name, send) => {
    const before = await policyRow(funeralPolicy.policyId);
    const response = await send();
    expect(response.statusCode, response.body).toBe(404);
    expect((await policyRow(funeralPolicy.policyId)).status).toBe(before.status);
  });

  it('lists nothing of the funeral line', async () => {
    for (const url of [
      device.getPolicy.path,
      device.getApplications.path,
      device.getClaims.path,
      credit.getPolicies.path,
      credit.getClaims.path,
    ]) {
      const response = await harness.call(alice, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(funeralPolicy.policyId);
      expect(response.body).not.toContain(funeralClaimId);
    }
  });
});

describe('the motor routes never reach a funeral record', () => {
  const motor = MOTOR_PATHS.retail;
  const ids = () => ({ policyId: funeralPolicy.policyId, claimId: funeralClaimId });
  const glassClaim = () => ({
    policyId: funeralPolicy.policyId,
    claimType: 'GLASS',
    incident_date: '2026-01-10',
    incident_time: '08:30',
    incident_address: '12 Long Street',
    incident_suburb: 'Cape Town',
    incident_province: 'WC',
    description: 'A stone cracked the windscreen on the N2.',
    amount: 300_000,
    claimInspectionPhoneNumber: '0821234567',
    acceptTermsAndCondition: true,
    bankDetails: {
      bankName: 'fnb',
      accountHolderName: 'Thandi Nkosi',
      accountNumber: '62123456789',
      accountType: 'cheque',
    },
  });
  const post = (url: string, payload: Record<string, unknown>) => () =>
    harness.call(alice, { method: 'POST', url, payload });

  it.each([
    ['motor getPolicyByPolicyId', motor.getPolicyByPolicyId.path, 'policyId'],
    ['motor getApplicationbyApplicationId', motor.getApplicationbyApplicationId.path, 'applicationId'],
    ['motor getClaimByID', motor.getClaimByID.path, 'claimId'],
    ['motor tracking getPolicyByPolicyId', motor.trackingPolicy.path, 'policyId'],
    ['CMS motor get-policy-by-id', MOTOR_PATHS.cms.getPolicyById.path, 'policyId'],
  ] as const)('%s answers 404 for the funeral record', async (_name, url, key) => {
    const value = {
      policyId: funeralPolicy.policyId,
      applicationId: funeralPolicy.applicationId,
      claimId: funeralClaimId,
    }[key];
    const response = await harness.call(alice, { method: 'GET', url, query: { [key]: value } });
    expect(response.statusCode, response.body).toBe(404);
  });

  it.each([
    [
      'motor cancelPolicy',
      () => post(motor.cancelPolicy.path, { policyId: ids().policyId, reason: 'vehicle_sold' }),
    ],
    [
      'motor removePolicyByPolicyId',
      () =>
        post(motor.removePolicyByPolicyId.path, { policyId: ids().policyId, title: 'x', description: 'y' }),
    ],
    ['motor resetPolicy', () => post(motor.resetPolicy.path, { policyId: ids().policyId })],
    [
      'motor applyAlteration',
      () =>
        post(motor.applyAlteration.path, {
          policyId: ids().policyId,
          alterationPackageId: funeralPolicy.policyId,
        }),
    ],
    ['motor claimSubmit', () => post(motor.submitClaim.path, glassClaim())],
    ['motor documents/get', () => post(motor.getDocument.path, { policyId: ids().policyId })],
  ] as const)('%s answers 404 for the funeral record and changes nothing', async (_name, build) => {
    const before = await policyRow(funeralPolicy.policyId);
    const response = await build()();
    expect(response.statusCode, response.body).toBe(404);
    expect(await policyRow(funeralPolicy.policyId)).toEqual(before);
  });

  it('lists nothing of the funeral line', async () => {
    for (const url of [
      motor.getPolicies.path,
      motor.getApplications.path,
      motor.getClaims.path,
      MOTOR_PATHS.cms.getPolicies.path,
    ]) {
      const response = await harness.call(alice, { method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain(funeralPolicy.policyId);
      expect(response.body).not.toContain(funeralClaimId);
    }
  });
});
