/** Reading funeral policies and applications: lists with filters, detail with history, payment details. */
import { type PolicyPaymentReply } from '@cover/domain';
import {
  FUNERAL_LINE,
  type ActivePolicyCheckReply,
  type Application,
  type ApplicationListQuery,
  type Policy,
  type PolicyDetail,
  type PolicyListQuery,
} from '@cover/domain/funeral';
import { inArray } from 'drizzle-orm';
import { policies } from '../../db/schema/index.js';
import { listHolderApplications } from '../insurance-core/applications.js';
import { cancellationTerms } from '../insurance-core/cancellation.js';
import { recentCollections } from '../insurance-core/collections.js';
import { listEvents } from '../insurance-core/events.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { findPaymentMethod, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { listHolderPolicies } from '../insurance-core/policies.js';
import { policyHolderNotFound } from '../policy-holders/service.js';
import { toApplication } from './applications.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { FUNERAL } from './line.js';
import { loadPolicyView, loadPolicyViews } from './policy-view.js';

/** The holder the list is for: the caller's own; naming any other policyHolderId answers 404. */
function listHolderId(ctx: LineCallContext, policyHolderId: string | undefined): string | null {
  if (policyHolderId !== undefined && policyHolderId !== ctx.holder?.policyHolderId)
    throw policyHolderNotFound();
  return ctx.holder?.policyHolderId ?? null;
}

export async function listPolicies(
  ctx: LineCallContext,
  query: PolicyListQuery,
): Promise<{ data: Policy[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderPolicies(ctx.db, holderId, {
    line: FUNERAL_LINE,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadPolicyViews(ctx.db, rows, ctx.now, ctx.longWindow) };
}

export async function getPolicyDetail(ctx: LineCallContext, policyId: string): Promise<PolicyDetail> {
  const row = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: FUNERAL_LINE });
  const [view, events, terms] = [
    await loadPolicyView(ctx.db, row, ctx.now, ctx.longWindow),
    await listEvents(ctx.db, 'policy', row.id),
    await cancellationTerms(ctx.db, row, FUNERAL, ctx.now),
  ];
  return {
    ...view,
    cancellationTerms: terms,
    history: events.map((event) => ({
      eventId: event.id,
      type: event.type,
      summary: typeof event.data.summary === 'string' ? event.data.summary : event.type,
      data: event.data,
      createdAt: event.createdAt.toISOString(),
    })),
  };
}

export async function getPolicyPayment(ctx: LineCallContext, policyId: string): Promise<PolicyPaymentReply> {
  const row = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: FUNERAL_LINE });
  const method = await findPaymentMethod(ctx.db, row.paymentMethodId);
  const collections = await recentCollections(ctx.db, row.id);
  return {
    policyId: row.id,
    paymentDetails: method ? toPaymentDetails(method) : null,
    billingDay: row.billingDay,
    nextBillingDate: row.nextBillingDate,
    monthlyPremium: row.monthlyPremium,
    balance: row.balance,
    collections: collections.map((collection) => ({
      collectionId: collection.id,
      type: collection.type,
      status: collection.status,
      amount: collection.amount,
      dueDate: collection.dueDate,
      failureReason: collection.failureReason,
      createdAt: collection.createdAt.toISOString(),
    })),
  };
}

export async function listApplications(
  ctx: LineCallContext,
  query: ApplicationListQuery,
): Promise<{ data: Application[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderApplications(ctx.db, holderId, {
    line: FUNERAL_LINE,
    status: query.status,
    limit: query.limit,
  });
  const policyIds = rows.flatMap((row) => (row.policyId ? [row.policyId] : []));
  const numbers =
    policyIds.length === 0
      ? []
      : await ctx.db
          .select({ id: policies.id, policyNumber: policies.policyNumber })
          .from(policies)
          .where(inArray(policies.id, policyIds));
  const numberOf = new Map(numbers.map((entry) => [entry.id, entry.policyNumber]));
  return {
    data: rows.map((row) =>
      toApplication(row, ctx.now, row.policyId ? (numberOf.get(row.policyId) ?? null) : null, ctx.longWindow),
    ),
  };
}

/** checkIfActivePolicyExists: the caller's newest ACTIVE policy (of a package, when given). */
export async function checkActivePolicy(
  ctx: LineCallContext,
  packageName: string | undefined,
): Promise<ActivePolicyCheckReply> {
  if (!ctx.holder) return { exists: false, policyId: null, policyNumber: null };
  const [row] = await listHolderPolicies(ctx.db, ctx.holder.policyHolderId, {
    line: FUNERAL_LINE,
    status: 'ACTIVE',
    limit: 1,
    packageName,
  });
  return { exists: Boolean(row), policyId: row?.id ?? null, policyNumber: row?.policyNumber ?? null };
}
