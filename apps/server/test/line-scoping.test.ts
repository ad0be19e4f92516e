/**
 * Product lines never cross: a small dummy line ("gadget", short-term cover) is given a quote, applications,
 * a policy with a member, a beneficiary, an insured item, a pending alteration, a claim and a document, all
 * belonging to the same customer who also holds a funeral policy and claim. Then every funeral route, every
 * funeral claims and documents route, and the core services a gadget route would use are tried with the
 * other line's ids: nothing is listed, shown, altered, cancelled, billed or claimed across the line.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { fillPath } from '@cover/domain';
import { FUNERAL_DOCUMENT_DOWNLOAD_ROUTES, FUNERAL_PATHS, type Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../src/db/client.js';
import {
  alterationPackages,
  applications,
  beneficiaries,
  claims,
  collections,
  documents,
  insuredItems,
  policies,
  policyMembers,
  type PolicyRow,
} from '../src/db/schema/index.js';
import { formData, samplePdf } from '../src/platform/uploads/testing.js';
import { lineClaimsDepsOf } from '../src/modules/claims/deps.js';
import { defineClaimType, type LineClaims } from '../src/modules/claims/index.js';
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
import { CALL_INPUTS, ID_LESS_CALLS, type CallIds } from '../src/modules/funeral/testing/call-inputs.js';
import { runBilling } from '../src/modules/insurance-core/billing-run.js';
import { cancelPolicyCore } from '../src/modules/insurance-core/cancellation.js';
import { issuePolicy } from '../src/modules/insurance-core/issue.js';
import { lineDataOf, type ProductLine } from '../src/modules/insurance-core/lines.js';
import { getPolicyForPrincipal } from '../src/modules/insurance-core/ownership.js';
import { insertQuotePackage } from '../src/modules/insurance-core/quote-packages.js';
import { PolicyChanges } from '../src/modules/insurance-core/version-events.js';

/** The dummy line: short-term cover of one phone, its IMEI as its only policy fact. */
const GADGET: ProductLine<{ imei: string }> = {
  key: 'gadget',
  term: 'short_term',
  numberPrefix: 'GAD',
  policyData: z.object({ imei: z.string().regex(/^\d{15}$/) }),
};
const GADGET_PREMIUM = 4_321;

/** Its one claim type: the theft of the phone, needing a police report. */
const GADGET_THEFT = defineClaimType<{ incidentDate: string; policeCaseNumber: string }>({
  line: GADGET.key,
  type: 'gadget_theft',
  details: z.object({ incidentDate: z.string(), policeCaseNumber: z.string() }),
  documentKinds: [{ value: 'police_report', label: 'Police report' }],
  requiredDocuments: () => ['police_report'],
  viewFacts: (claim, details) => ({ insuredItemId: claim.insuredItemId, ...details }),
  replyFacts: () => ({}),
});
const GADGET_CLAIMS: LineClaims = {
  line: GADGET.key,
  types: [GADGET_THEFT],
  create: () => Promise.reject(new Error('gadget claims are stored directly in this suite')),
};
const DAY_MS = 24 * 60 * 60 * 1000;

interface GadgetIds extends CallIds {
  claimId: string;
  documentId: string;
}

let harness: ClaimsHarness;
let alice: Customer;
let funeralPolicy: Policy;
let funeralClaimId: string;
let gadget: GadgetIds;
let gadgetIdList: string[];

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function gadgetQuote(db: Database, customer: Customer, now: Date) {
  return insertQuotePackage(db, {
    line: GADGET.key,
    packageName: 'GADGET_STANDARD',
    channel: 'retail',
    owner: { pool: customer.principal.audience, sub: customer.principal.sub },
    input: { imei: '356938035643809' },
    quote: { premium: GADGET_PREMIUM },
    sumAssured: 1_200_000,
    basePremium: GADGET_PREMIUM,
    suggestedPremium: GADGET_PREMIUM,
    billingFrequency: 'MONTHLY',
    rateTableVersion: 'gadget-test-1',
    quotedOn: isoDay(now),
    expiresAt: new Date(now.getTime() + 7 * DAY_MS),
    now,
  });
}

async function gadgetApplication(
  db: Database,
  customer: Customer,
  quotePackageId: string,
  status: 'PENDING' | 'APPROVED',
  paymentMethodId: string | null,
) {
  const [row] = await db
    .insert(applications)
    .values({
      line: GADGET.key,
      quotePackageId,
      policyHolderId: customer.holder.policyHolderId,
      packageName: 'GADGET_STANDARD',
      channel: 'retail',
      status,
      billingDay: 25,
      paymentMethodId,
      sumAssured: 1_200_000,
      basePremium: GADGET_PREMIUM,
      monthlyPremium: GADGET_PREMIUM,
      rateTableVersion: 'gadget-test-1',
      quote: { premium: GADGET_PREMIUM },
      details: {},
    })
    .returning();
  if (!row) throw new Error('no gadget application');
  return row;
}

/** Every gadget record of the customer, made through the core as a gadget line module would. */
async function gadgetWorld(db: Database, customer: Customer, funeralPolicyId: string): Promise<GadgetIds> {
  const now = new Date();
  const [funeralRow] = await db.select().from(policies).where(eq(policies.id, funeralPolicyId));
  // Payment methods belong to the holder, not to a line: the gadget policy is paid from the same account.
  const paymentMethodId = funeralRow?.paymentMethodId ?? null;
  const issuedQuote = await gadgetQuote(db, customer, now);
  const approved = await gadgetApplication(db, customer, issuedQuote.id, 'APPROVED', paymentMethodId);
  const policy = await issuePolicy(
    db,
    {
      line: GADGET,
      application: approved,
      startDate: isoDay(now),
      lineData: { imei: '356938035643809' },
      module: { type: 'gadget' },
      details: {},
      members: [
        {
          role: 'main',
          firstName: customer.holder.first_name,
          lastName: customer.holder.last_name,
          idNumber: customer.holder.id.number,
          dateOfBirth: '1985-05-12',
          relation: null,
          coverageOption: 'standard',
          isStudying: false,
          isDisabled: false,
          coverAmount: 1_200_000,
          accidentalCoverAmount: 0,
          premium: GADGET_PREMIUM,
          age: 41,
        },
      ],
      beneficiaries: [{ relation: 'spouse', firstName: 'Sipho', lastName: 'Khumalo', percentage: 100 }],
      now,
      actor: 'test:gadget',
    },
    new PolicyChanges(),
  );
  const [item] = await db
    .insert(insuredItems)
    .values({
      policyId: policy.id,
      kind: 'device',
      description: 'Test phone (IMEI …3809)',
      data: { imei: '356938035643809', make: 'Test', model: 'Phone' },
      insuredValue: 1_200_000,
      addedOn: isoDay(now),
    })
    .returning();
  const [member] = await db.select().from(policyMembers).where(eq(policyMembers.policyId, policy.id));
  const [beneficiary] = await db.select().from(beneficiaries).where(eq(beneficiaries.policyId, policy.id));
  const [alteration] = await db
    .insert(alterationPackages)
    .values({
      policyId: policy.id,
      type: 'change_plan',
      status: 'pending',
      change: { type: 'change_plan' },
      policyVersion: policy.version,
      currentPremium: GADGET_PREMIUM,
      newPremium: GADGET_PREMIUM + 1_000,
      currentSumAssured: 1_200_000,
      newSumAssured: 1_500_000,
      result: {},
      summary: 'A dearer phone',
      expiresAt: new Date(now.getTime() + DAY_MS),
    })
    .returning();
  const pending = await gadgetApplication(
    db,
    customer,
    (await gadgetQuote(db, customer, now)).id,
    'PENDING',
    paymentMethodId,
  );
  const unusedQuote = await gadgetQuote(db, customer, now);
  if (!member || !beneficiary || !alteration || !item) throw new Error('gadget records missing');
  const [claim] = await db
    .insert(claims)
    .values({
      claimNumber: `CLM-GADGET-${randomUUID().slice(0, 8)}`,
      line: GADGET.key,
      policyId: policy.id,
      policyHolderId: customer.holder.policyHolderId,
      type: GADGET_THEFT.type,
      insuredItemId: item.id,
      details: { incidentDate: isoDay(now), policeCaseNumber: 'CAS 123/11/2026' },
      claimant: {
        firstName: customer.holder.first_name,
        lastName: customer.holder.last_name,
        idNumber: customer.holder.id.number,
        relation: 'main_member',
        mobile: '+27821234567',
        email: null,
      },
      payoutBankName: 'fnb',
      payoutBranchCode: '250655',
      payoutAccountHolderName: 'Lerato Khumalo',
      payoutAccountNumber: '62000012345',
      payoutAccountType: 'cheque',
      requestedAmountCents: 500_000,
      coverAmountCents: 1_200_000,
      claimStatus: 'open',
      approvalStatus: 'pending',
      coverStatusAtSubmit: 'ACTIVE',
    })
    .returning();
  if (!claim) throw new Error('no gadget claim');
  const [document] = await db
    .insert(documents)
    .values({
      line: GADGET.key,
      policyHolderId: customer.holder.policyHolderId,
      policyId: policy.id,
      claimId: claim.id,
      kind: 'police_report',
      fileName: 'police-report.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1_024,
      blobKey: randomUUID(),
      description: 'Police report',
      createdBy: 'test:gadget',
    })
    .returning();
  if (!document) throw new Error('no gadget document');
  return {
    policyHolderId: customer.holder.policyHolderId,
    policyId: policy.id,
    memberId: member.id,
    beneficiaryId: beneficiary.id,
    alterationPackageId: alteration.id,
    quotePackageId: unusedQuote.id,
    applicationId: pending.id,
    claimId: claim.id,
    documentId: document.id,
  };
}

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
    expect(funeralCancel.refund?.amount).toBe(-funeralRow.monthlyPremium);
  });
});
