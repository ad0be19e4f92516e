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
import { listHolderApplications } from '../insurance-core/applications.js';
import { policyDetail } from '../insurance-core/policy-detail.js';
import { listHolderId, policyNumbersOf, policyPaymentOf } from '../insurance-core/holder-reads.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { listHolderPolicies } from '../insurance-core/policies.js';
import { toApplication } from './applications.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { FUNERAL } from './line.js';
import { loadPolicyView, loadPolicyViews } from './policy-view.js';

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
  return policyDetail(ctx, row, FUNERAL, loadPolicyView(ctx.db, row, ctx.now, ctx.longWindow));
}

export const getPolicyPayment = (ctx: LineCallContext, policyId: string): Promise<PolicyPaymentReply> =>
  policyPaymentOf(ctx, FUNERAL_LINE, policyId);

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
  const numberOf = await policyNumbersOf(ctx.db, rows);
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
