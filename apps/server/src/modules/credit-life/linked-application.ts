/**
 * The credit life application taken with another line's application (a phone's or a vehicle's): created,
 * re-priced or removed with it while it is PENDING, so that the credit life family lists it and the parent's
 * declaration approves both. The parent keeps the linked application's id in its own details.
 */
import type { CreditLifeQuote } from '@cover/domain';
import { and, eq } from 'drizzle-orm';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import {
  alterPendingApplication,
  insertApplication,
  transitionApplication,
} from '../insurance-core/applications.js';
import { applicationNotFound } from '../insurance-core/errors.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { assertNoCreditLifeOn, parentItemKeyOf } from './duplicates.js';
import type { CreditLifeLine } from './line.js';
import type { CreditLifeApplicationDetails } from './views.js';

/** What the linked credit life covers: its details (the finance and people) and its priced quote. */
export interface LinkedCreditLifeCover {
  details: Omit<CreditLifeApplicationDetails, 'linkedApplicationId'>;
  quote: CreditLifeQuote & Record<string, unknown>;
  currency: string;
}

export interface LinkedCreditLife {
  line: CreditLifeLine;
  /** the parent application (device, motor) */
  parent: ApplicationRow;
  /** the linked application's id as the parent holds it, or null */
  linkedId: string | null;
  /** what it covers now; null when credit life was taken off */
  cover: LinkedCreditLifeCover | null;
  /** e.g. 'device registration' */
  parentTitle: string;
}

/** The linked application of the parent's holder, of the line, locked (404 when it is not theirs). */
export async function findLinkedApplication(
  db: LineCallContext['db'],
  line: CreditLifeLine,
  parent: ApplicationRow,
  linkedId: string,
): Promise<ApplicationRow> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, linkedId),
        eq(applications.line, line.key),
        eq(applications.policyHolderId, parent.policyHolderId),
      ),
    )
    .for('update');
  if (!row) throw applicationNotFound();
  return row;
}

/**
 * Is the linked application with an underwriter who has not approved it (referred, on hold, recommended or
 * declined)? It is then neither approved nor issued with its parent: the underwriter decides on it.
 */
export const heldByUnderwriting = (linked: Pick<ApplicationRow, 'underwritingStatus'>) =>
  linked.underwritingStatus !== null && linked.underwritingStatus !== 'APPROVED';

/** The parent's details with the linked id set (returns the parent as stored). */
export async function setParentDetails(
  ctx: Pick<LineCallContext, 'db'>,
  parent: ApplicationRow,
  details: object,
): Promise<ApplicationRow> {
  const [updated] = await ctx.db
    .update(applications)
    .set({ details: { ...details } })
    .where(eq(applications.id, parent.id))
    .returning();
  if (!updated) throw new Error('application vanished');
  return updated;
}

/**
 * Creates, re-prices or archives the linked credit life application; returns its id (null when there is
 * none any more). The parent's quote package, channel, billing day and payment method are shared.
 */
export async function syncLinkedCreditLife(
  ctx: LineCallContext,
  link: LinkedCreditLife,
): Promise<string | null> {
  const { line, parent, cover } = link;
  const at = { now: ctx.now, actor: actorOf(ctx) };
  const found = link.linkedId ? await findLinkedApplication(ctx.db, line, parent, link.linkedId) : null;
  // removed meanwhile (from the credit life family): a new one is made if still wanted
  if (found && (found.status === 'ARCHIVED' || found.status === 'CANCELLED'))
    return cover ? syncLinkedCreditLife(ctx, { ...link, linkedId: null }) : null;
  // issued already (with its own consents): it stands as it is
  if (found && found.status !== 'PENDING') return found.id;
  const existing = found;
  if (!cover) {
    if (!existing) return null;
    await transitionApplication(ctx.db, existing, 'ARCHIVED', {
      ...at,
      summary: `Credit life was taken off the ${link.parentTitle}`,
      changes: { archivedAt: ctx.now },
    });
    return null;
  }
  // one credit life per financed item: not beside one (on its own, or another application's) covering it
  const item = parentItemKeyOf(parent);
  if (item)
    await assertNoCreditLifeOn(ctx.db, line, item, {
      policyHolderId: parent.policyHolderId,
      exceptApplicationId: existing?.id ?? null,
      field: item.kind === 'vehicle' ? 'motorVehicleFinance.optForTelkomCreditLife' : 'isOptedforCreditLife',
    });
  const premium = cover.quote.creditLifeMonthlyPremium;
  const values = {
    quotePackageId: parent.quotePackageId,
    packageName: line.packageName,
    channel: parent.channel,
    billingDay: parent.billingDay,
    paymentMethodId: parent.paymentMethodId,
    sumAssured: cover.quote.totalAmountInsured,
    basePremium: premium,
    monthlyPremium: premium,
    rateTableVersion: cover.quote.rateTableVersion,
    quote: { ...cover.quote, currency: cover.currency },
    details: {
      ...cover.details,
      ...(item ? { financedItemKey: item.key } : {}),
      linkedApplicationId: parent.id,
    },
  };
  if (existing) {
    await alterPendingApplication(ctx.db, existing, values, at);
    return existing.id;
  }
  const created = await insertApplication(
    ctx.db,
    { ...values, line: line.key, policyHolderId: parent.policyHolderId },
    at,
  );
  return created.id;
}

/** The parent's declaration approves the linked application too (when it is still PENDING and not held). */
export async function approveLinkedCreditLife(
  ctx: LineCallContext,
  line: CreditLifeLine,
  parent: ApplicationRow,
  linkedId: string | null,
  summary: string,
): Promise<void> {
  if (!linkedId) return;
  const linked = await findLinkedApplication(ctx.db, line, parent, linkedId);
  if (linked.status !== 'PENDING' || heldByUnderwriting(linked)) return;
  await transitionApplication(ctx.db, linked, 'APPROVED', {
    now: ctx.now,
    actor: actorOf(ctx),
    summary,
    changes: { declarationAcceptedAt: ctx.now },
  });
}

/** The parent was removed: its linked application goes too, unless it is issued already. */
export async function archiveLinkedCreditLife(
  ctx: LineCallContext,
  line: CreditLifeLine,
  parent: ApplicationRow,
  linkedId: string | null,
  summary: string,
): Promise<void> {
  if (!linkedId) return;
  const linked = await findLinkedApplication(ctx.db, line, parent, linkedId);
  if (linked.policyId || (linked.status !== 'PENDING' && linked.status !== 'APPROVED')) return;
  await transitionApplication(ctx.db, linked, 'ARCHIVED', {
    now: ctx.now,
    actor: actorOf(ctx),
    summary,
    changes: { archivedAt: ctx.now },
  });
}
