/**
 * getApplications at the desk: the operator's applications, filtered by the status each is SHOWN with
 * (deskShownStatus, the very mapping of the desk's status chip; QA ops 2), newest first. No status lists
 * every application. The stored statuses a shown status can come from only narrow what is read.
 */
import type { ApplicationShownStatus, ShownStatusListQuery } from '@cover/domain';
import { deskShownStatus, type OperatorApplication } from '@cover/domain/motor';
import type { DeskContext } from './desk-calls.js';
import { listOperatorApplications } from './on-behalf-repo.js';
import { operatorViews } from './views.js';

/** The stored statuses an application shown with each status can have. */
const STORED: Readonly<Record<ApplicationShownStatus, readonly string[]>> = {
  PENDING: ['PENDING'],
  ON_HOLD: ['PENDING'],
  RECOMMENDATION_AWAITED: ['PENDING'],
  IN_PROGRESS: ['APPROVED'],
  APPROVED: ['APPROVED'],
  ACTIVE: ['ACTIVE'],
  DECLINED: ['CANCELLED'],
  CANCELLED: ['CANCELLED'],
  ARCHIVED: ['ARCHIVED'],
};

export async function listDeskApplications(
  ctx: DeskContext,
  query: ShownStatusListQuery,
): Promise<OperatorApplication[]> {
  const { status } = query;
  if (!status) return operatorViews(ctx, await listOperatorApplications(ctx.db, ctx.agent.operatorId, query));
  const pairs = await listOperatorApplications(ctx.db, ctx.agent.operatorId, {
    policyHolderId: query.policyHolderId,
    storedStatuses: STORED[status],
  });
  const views = await operatorViews(ctx, pairs);
  return views.filter((view) => deskShownStatus(view) === status).slice(0, query.limit);
}
