/** What every funeral use case receives: the transaction, the time, the caller and their policy holder. */
import type { PolicyHolder } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { policyHolderRequired } from '../insurance-core/errors.js';
import type { PolicyChanges } from '../insurance-core/version-events.js';

export interface FuneralContext {
  db: Database;
  now: Date;
  /** the signed-in caller; null on public routes */
  principal: UserPrincipal | null;
  /** the caller's own policy holder, if registered */
  holder: PolicyHolder | null;
  /** the configured 'recently updated' window: 30 days when true (the default), 5 minutes when false */
  longWindow?: boolean;
  /** policy versions created in this unit of work, published after it commits */
  changes: PolicyChanges;
}

export const actorOf = (ctx: FuneralContext) =>
  ctx.principal ? `${ctx.principal.audience}:${ctx.principal.sub}` : 'public';

export function requireCaller(ctx: FuneralContext): UserPrincipal {
  if (!ctx.principal) throw new Error('this use case needs a signed-in caller');
  return ctx.principal;
}

export function requireHolder(ctx: FuneralContext): PolicyHolder {
  if (!ctx.holder) throw policyHolderRequired();
  return ctx.holder;
}
