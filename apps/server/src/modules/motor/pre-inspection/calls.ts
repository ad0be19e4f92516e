/**
 * The six pre-inspection calls of a motor family (retail or employee) as bound calls, for the one
 * registrar of a line's calls (`registerLineCalls`): the caller's policy holder owns what they create, and
 * any id that is not theirs answers 404 with nothing changed. Work that must follow the commit (the SMS,
 * deleting unfinished upload chunks) is queued with `ctx.afterCommit`.
 */
import type { LineRoute } from '@cover/domain';
import type { PreInspectionPaths } from '@cover/domain/motor';
import { bindCall, type BoundCall, type CallHandler } from '../../insurance-core/line-call-binding.js';
import { actorOf, requireHolder, type LineCallContext } from '../../insurance-core/line-context.js';
import { deliverInspectionLink, issueInspectionLink, type InspectionLinkDeps } from './link.js';
import {
  createHolderInspection,
  getHolderInspection,
  listByIdNumber,
  listByVin,
  removeHolderInspection,
} from './service.js';

export type PreInspectionFamily = 'retail' | 'employee';
export type PreInspectionCallDeps = InspectionLinkDeps;

function afterCommit(ctx: LineCallContext, task: () => Promise<void>): void {
  if (!ctx.afterCommit)
    throw new Error('pre-inspection calls need a registrar that runs work after the commit');
  ctx.afterCommit(task);
}

export function preInspectionCalls(
  family: PreInspectionFamily,
  paths: PreInspectionPaths,
  deps: PreInspectionCallDeps,
): BoundCall[] {
  const bind = <R extends LineRoute>(name: string, route: R, handler: CallHandler<R>) =>
    bindCall(family, name, route, handler);
  return [
    bind('createPreinspection', paths.createPreinspection, (ctx, input) =>
      createHolderInspection(ctx, input, family),
    ),
    bind('getPreinspectionsByIdNumber', paths.getPreinspectionsByIdNumber, (ctx, query) =>
      listByIdNumber(ctx, query, family),
    ),
    bind('getPreinspectionsByVinNumber', paths.getPreinspectionsByVinNumber, (ctx, query) =>
      listByVin(ctx, query, family),
    ),
    bind('getPreinspectionById', paths.getPreinspectionById, (ctx, query) =>
      getHolderInspection(ctx, query.preInspectionId, family),
    ),
    bind(
      'removePreinspectionByPreinspectionId',
      paths.removePreinspectionByPreinspectionId,
      async (ctx, input) => {
        const { reply, staleChunks } = await removeHolderInspection(ctx, input.preInspectionId, family);
        if (staleChunks.length > 0)
          afterCommit(ctx, async () => {
            await Promise.all(staleChunks.map((key) => deps.blobStore.delete(key)));
          });
        return reply;
      },
    ),
    bind('sendInspectionSms', paths.sendInspectionSms, async (ctx, input) => {
      const holder = requireHolder(ctx);
      const origin = ctx.origin;
      if (!origin && !deps.publicAppUrl)
        throw new Error('an inspection link needs PUBLIC_APP_URL or the request origin');
      const issued = await issueInspectionLink(ctx.db, {
        holderId: holder.policyHolderId,
        preInspectionId: input.preInspectionId,
        mobile: input.mobile,
        now: ctx.now,
        actor: actorOf(ctx),
      });
      afterCommit(ctx, () => deliverInspectionLink(deps, issued, origin ?? ''));
      return issued.reply;
    }),
  ];
}
