/**
 * Product lines never cross, in the shared core (the world: line-scoping/world.ts): a gadget route served by
 * the same claims service sees only gadget records, a policy's line facts are read only through its line,
 * and billing and cancellation keep to each policy's line (its premium, its cooling-off).
 */
import { describe, expect, it } from 'vitest';
import { collections } from '../src/db/schema/index.js';
import { samplePdf } from '../src/platform/uploads/testing.js';
import { lineClaimsDepsOf } from '../src/modules/claims/deps.js';
import {
  getOwnClaim,
  listOwnClaims,
  openDocument,
  uploadClaimDocuments,
} from '../src/modules/claims/index.js';
import { FUNERAL } from '../src/modules/funeral/line.js';
import { runBilling } from '../src/modules/insurance-core/billing-run.js';
import { cancelPolicyCore } from '../src/modules/insurance-core/cancellation.js';
import { lineDataOf } from '../src/modules/insurance-core/lines.js';
import { getPolicyForPrincipal } from '../src/modules/insurance-core/ownership.js';
import { DAY_MS, GADGET } from './line-scoping/gadget-line.js';
import { lineScopingWorld } from './line-scoping/world.js';

const world = lineScopingWorld();

describe('a gadget route, served by the same claims service, sees only gadget records', () => {
  const gadgetDeps = () => lineClaimsDepsOf(world.harness.app, GADGET.key);
  const downloadUrl = (id: string) => `/api/retail/gadget/documents/${id}/download`;

  it('lists only the gadget claim, with its own facts and documents', async () => {
    const listed = await listOwnClaims(gadgetDeps(), world.alice.principal, { limit: 50 }, downloadUrl);
    expect(listed.map((claim) => claim.claimId)).toEqual([world.gadget.claimId]);
    expect(listed[0]).toMatchObject({
      policeCaseNumber: 'CAS 123/11/2026',
      requiredDocuments: ['police_report'],
      documentsOutstanding: [],
    });
  });

  it('refuses the funeral claim, policy and documents', async () => {
    await expect(
      getOwnClaim(gadgetDeps(), world.alice.principal, world.funeralClaimId, downloadUrl),
    ).rejects.toMatchObject({ statusCode: 404 });
    await expect(
      getPolicyForPrincipal(
        world.harness.app.db,
        world.alice.principal,
        world.funeralPolicy.policyId,
        GADGET.key,
      ),
    ).rejects.toMatchObject({ statusCode: 404 });
    const funeralDeps = lineClaimsDepsOf(world.harness.app, FUNERAL.key);
    await expect(
      openDocument(funeralDeps, world.alice.principal, world.gadget.documentId),
    ).rejects.toMatchObject({
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
        world.alice.principal,
        { claimId: world.gadget.claimId, kind: 'death_certificate' },
        [file],
        downloadUrl,
      ),
    ).rejects.toMatchObject({ statusCode: 400, fields: { kind: 'Please choose the document type' } });
  });

  it('reads a policy’s line facts only through its own line', async () => {
    const row = await world.policyRow(world.gadget.policyId);
    expect(row.policyNumber).toMatch(/^GAD-\d{4}-\d{6}$/);
    expect(lineDataOf(GADGET, row)).toEqual({ imei: '356938035643809' });
    expect(() => lineDataOf(FUNERAL, row)).toThrow(/gadget policy was read as a funeral policy/);
  });
});

describe('billing and cancellation keep to each policy’s line', () => {
  it('bills each policy its own premium and nothing of the other', async () => {
    const gadgetRow = await world.policyRow(world.gadget.policyId);
    const funeralRow = await world.policyRow(world.funeralPolicy.policyId);
    const due = [gadgetRow.nextBillingDate, funeralRow.nextBillingDate].sort().at(-1);
    if (!due) throw new Error('no billing date');
    await runBilling(world.harness.app.db, { now: new Date(`${due}T12:00:00Z`) });
    const billed = await world.harness.app.db.select().from(collections);
    const premiumOf = new Map([
      [gadgetRow.id, gadgetRow.monthlyPremium],
      [funeralRow.id, funeralRow.monthlyPremium],
    ]);
    expect(new Set(billed.map((row) => row.policyId))).toEqual(new Set(premiumOf.keys()));
    for (const row of billed) expect(row.amount).toBe(premiumOf.get(row.policyId));
  });

  it('applies each line’s cooling-off: 14 days for short-term, 31 for long-term', async () => {
    const gadgetRow = await world.policyRow(world.gadget.policyId);
    const funeralRow = await world.policyRow(world.funeralPolicy.policyId);
    const day20 = new Date(Date.parse(`${gadgetRow.startDate}T12:00:00Z`) + 20 * DAY_MS);
    const command = { reason: 'other', now: day20, actor: 'test:cancel' };
    await expect(
      cancelPolicyCore(world.harness.app.db, gadgetRow, { ...command, line: FUNERAL }),
    ).rejects.toThrow(/gadget policy cancelled as funeral/);
    const gadgetCancel = await cancelPolicyCore(world.harness.app.db, gadgetRow, {
      ...command,
      line: GADGET,
    });
    const funeralCancel = await cancelPolicyCore(world.harness.app.db, funeralRow, {
      ...command,
      line: FUNERAL,
    });
    // Past its 14 days the gadget gets no cooling-off refund: at most the days paid for after the
    // cancellation come back (decision 0044), never the whole premium paid.
    const refunded = (result: { refund: { amount: number } | null }) => -(result.refund?.amount ?? 0);
    expect(gadgetCancel.withinCoolingOff).toBe(false);
    expect(refunded(gadgetCancel)).toBeLessThan(gadgetRow.monthlyPremium);
    expect(funeralCancel.withinCoolingOff).toBe(true);
    // A claim was made on the funeral policy (beforeAll), so no cooling-off refund is due (decision 0014).
    expect(refunded(funeralCancel)).toBeLessThan(funeralRow.monthlyPremium);
  });
});
