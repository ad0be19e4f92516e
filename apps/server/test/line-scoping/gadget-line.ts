/**
 * The dummy product line of the line-scoping suite ("gadget": short-term cover of one phone, with its own
 * claim type) and the records one customer holds in it, made through the core as a gadget module would.
 */
import { randomUUID } from 'node:crypto';
import { saDay } from '@cover/domain';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../src/db/client.js';
import {
  alterationPackages,
  applications,
  beneficiaries,
  claims,
  documents,
  insuredItems,
  policies,
  policyMembers,
} from '../../src/db/schema/index.js';
import { defineClaimType, type LineClaims } from '../../src/modules/claims/index.js';
import { type Customer } from '../../src/modules/claims/testing/harness.js';
import { type CallIds } from '../../src/modules/funeral/testing/call-inputs.js';
import { issuePolicy } from '../../src/modules/insurance-core/issue.js';
import { type ProductLine } from '../../src/modules/insurance-core/lines.js';
import { insertQuotePackage } from '../../src/modules/insurance-core/quote-packages.js';
import { PolicyChanges } from '../../src/modules/insurance-core/version-events.js';

/** The dummy line: short-term cover of one phone, its IMEI as its only policy fact. */
export const GADGET: ProductLine<{ imei: string }> = {
  key: 'gadget',
  term: 'short_term',
  numberPrefix: 'GAD',
  policyData: z.object({ imei: z.string().regex(/^\d{15}$/) }),
};
export const GADGET_PREMIUM = 4_321;

/** Its one claim type: the theft of the phone, needing a police report. */
export const GADGET_THEFT = defineClaimType<{ incidentDate: string; policeCaseNumber: string }>({
  line: GADGET.key,
  type: 'gadget_theft',
  details: z.object({ incidentDate: z.string(), policeCaseNumber: z.string() }),
  documentKinds: [{ value: 'police_report', label: 'Police report' }],
  requiredDocuments: () => ['police_report'],
  label: 'Gadget: theft',
  viewFacts: (claim, details) => ({ insuredItemId: claim.insuredItemId, ...details }),
  replyFacts: () => ({}),
});
export const GADGET_CLAIMS: LineClaims = {
  line: GADGET.key,
  types: [GADGET_THEFT],
  create: () => Promise.reject(new Error('gadget claims are stored directly in this suite')),
};
export const DAY_MS = 24 * 60 * 60 * 1000;

export interface GadgetIds extends CallIds {
  claimId: string;
  documentId: string;
}

export const isoDay = (date: Date) => saDay(date);

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
export async function gadgetWorld(
  db: Database,
  customer: Customer,
  funeralPolicyId: string,
): Promise<GadgetIds> {
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
