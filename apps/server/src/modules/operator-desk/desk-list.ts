/**
 * getApplications and searchApplications at the desk: the operator's applications, filtered by the status
 * each is SHOWN with (deskShownStatus, the very mapping of the desk's status chip; QA ops 2), newest first.
 * No status lists every application but those the operator archived at the desk (QA H2 finding 2: they are
 * under Archived, with those the employee removed). The stored statuses a shown status can come from only
 * narrow what is read. A search (QA H2 finding 1) narrows it to the employee's name, salary reference number
 * or the application number holding the words typed.
 */
import type { ApplicationShownStatus, ShownStatusListQuery } from '@cover/domain';
import {
  deskShownStatus,
  type DeskApplicationSearchInput,
  type OperatorApplication,
} from '@cover/domain/motor';
import { eq, not, or } from 'drizzle-orm';
import { applications } from '../../db/schema/index.js';
import type { DeskContext } from './desk-calls.js';
import { deskArchivedCondition } from './desk-archive-state.js';
import { listOperatorApplications } from './on-behalf-repo.js';
import { operatorViews } from './views.js';

/** The stored statuses an application shown with each status can have. */
const STORED: Readonly<Record<ApplicationShownStatus, readonly string[] | undefined>> = {
  PENDING: ['PENDING'],
  ON_HOLD: ['PENDING'],
  RECOMMENDATION_AWAITED: ['PENDING'],
  IN_PROGRESS: ['APPROVED'],
  APPROVED: ['APPROVED'],
  ACTIVE: ['ACTIVE'],
  DECLINED: ['CANCELLED'],
  CANCELLED: ['CANCELLED'],
  // removed by the employee (stored ARCHIVED), or archived at the desk whatever its status
  ARCHIVED: undefined,
};

type DeskListQuery = Omit<ShownStatusListQuery, 'policyHolderId'> &
  Partial<Pick<ShownStatusListQuery, 'policyHolderId'>> & { search?: string | undefined };

export async function listDeskApplications(
  ctx: DeskContext,
  query: DeskListQuery,
): Promise<OperatorApplication[]> {
  const { status } = query;
  const filter = { policyHolderId: query.policyHolderId, search: query.search };
  if (!status)
    return operatorViews(
      ctx,
      await listOperatorApplications(ctx.db, ctx.agent.operatorId, {
        ...filter,
        limit: query.limit,
        where: not(deskArchivedCondition()),
      }),
    );
  const pairs = await listOperatorApplications(ctx.db, ctx.agent.operatorId, {
    ...filter,
    storedStatuses: STORED[status],
    where:
      status === 'ARCHIVED'
        ? or(eq(applications.status, 'ARCHIVED'), deskArchivedCondition())
        : not(deskArchivedCondition()),
  });
  const views = await operatorViews(ctx, pairs);
  return views.filter((view) => deskShownStatus(view) === status).slice(0, query.limit);
}

export const searchDeskApplications = (ctx: DeskContext, input: DeskApplicationSearchInput) =>
  listDeskApplications(ctx, input);
