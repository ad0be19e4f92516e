/**
 * The desk's archive (QA H2 finding 2): the operator takes an application that is done with (active,
 * declined, cancelled, or abandoned: the employee's link expired unanswered) out of the desk's list into its
 * Archived filter, and can put it back. It is the desk's list only: the application itself is unchanged
 * (what the employee sees stays as it was). Each is a staff-only event of the application, the operator its
 * actor; whether it is archived now is the latest of them.
 */
import {
  DESK_ARCHIVE_EVENTS,
  DESK_LIST_MESSAGES,
  deskArchiveAction,
  type OperatorApplicationReply,
} from '@cover/domain/motor';
import { conflict } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import type { DeskContext } from './desk-calls.js';
import { findOperatorApplication } from './on-behalf-repo.js';
import { operatorView } from './views.js';

async function moveApplication(
  ctx: DeskContext,
  applicationId: string,
  to: 'archive' | 'unarchive',
): Promise<OperatorApplicationReply> {
  const pair = await findOperatorApplication(ctx.db, ctx.agent.operatorId, applicationId, { lock: true });
  const before = await operatorView(ctx, pair);
  const may = deskArchiveAction(before);
  if (may !== to) {
    if (to === 'unarchive') throw conflict('NOT_ARCHIVED', DESK_LIST_MESSAGES.notArchived);
    throw may === 'unarchive'
      ? conflict('ALREADY_ARCHIVED', DESK_LIST_MESSAGES.alreadyArchived)
      : conflict('NOT_ARCHIVABLE', DESK_LIST_MESSAGES.notArchivable);
  }
  const archived = to === 'archive';
  await appendEvent(ctx.db, {
    entityType: 'application',
    entityId: pair.application.id,
    type: archived ? DESK_ARCHIVE_EVENTS.archived : DESK_ARCHIVE_EVENTS.unarchived,
    summary: archived
      ? `${ctx.agent.name} archived the application at the desk`
      : `${ctx.agent.name} put the application back in the desk's list`,
    actor: `operator:${ctx.agent.operatorId}`,
    internal: true,
    at: ctx.now,
  });
  return {
    application: await operatorView(ctx, pair),
    message: archived ? DESK_LIST_MESSAGES.archived : DESK_LIST_MESSAGES.unarchived,
  };
}

export const archiveDeskApplication = (ctx: DeskContext, applicationId: string) =>
  moveApplication(ctx, applicationId, 'archive');
export const unarchiveDeskApplication = (ctx: DeskContext, applicationId: string) =>
  moveApplication(ctx, applicationId, 'unarchive');
