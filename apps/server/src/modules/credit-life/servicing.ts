/** The credit life holder's policies and applications: lists, detail, cancellation and removal with a note. */
import type {
  ApplicationListQuery,
  ArchiveInput,
  ArchiveReply,
  CancelPolicyInput,
  CreditLifeApplication,
  CreditLifePolicy,
  CreditLifePolicyDetail,
  PolicyListQuery,
} from '@cover/domain';
import { listHolderApplications } from '../insurance-core/applications.js';
import { policyDetail } from '../insurance-core/policy-detail.js';
import { listHolderId } from '../insurance-core/holder-reads.js';
import { archiveForHolder, cancelForHolder } from '../insurance-core/holder-servicing.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { listHolderPolicies } from '../insurance-core/policies.js';
import type { CreditLifeLine } from './line.js';
import { loadCreditLifeApplications, loadCreditLifePolicies, loadCreditLifePolicy } from './views.js';

export async function listCreditLifePolicies(
  ctx: LineCallContext,
  line: CreditLifeLine,
  query: PolicyListQuery,
): Promise<{ data: CreditLifePolicy[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderPolicies(ctx.db, holderId, {
    line: line.key,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadCreditLifePolicies(ctx, line, rows) };
}

export async function getCreditLifePolicy(
  ctx: LineCallContext,
  line: CreditLifeLine,
  policyId: string,
): Promise<CreditLifePolicyDetail> {
  const row = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: line.key });
  return policyDetail(ctx, row, line, loadCreditLifePolicy(ctx, line, row));
}

export const cancelCreditLifePolicy = (
  ctx: LineCallContext,
  line: CreditLifeLine,
  input: CancelPolicyInput,
) => cancelForHolder(ctx, line, input, (row) => loadCreditLifePolicy(ctx, line, row));

export const removeCreditLife = (
  ctx: LineCallContext,
  line: CreditLifeLine,
  input: ArchiveInput,
): Promise<ArchiveReply> => archiveForHolder(ctx, line.key, input);

export async function listCreditLifeApplications(
  ctx: LineCallContext,
  line: CreditLifeLine,
  query: ApplicationListQuery,
): Promise<{ data: CreditLifeApplication[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderApplications(ctx.db, holderId, {
    line: line.key,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadCreditLifeApplications(ctx, rows) };
}
