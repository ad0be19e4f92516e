/** What every use case of a line receives: the transaction, the time, the caller and their policy holder. */
import type { PolicyHolder } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { policyHolderRequired } from './errors.js';
import type { PolicyChanges } from './version-events.js';

export interface LineCallContext {
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
  /** the request's own origin (`https://host`), for links sent by SMS or email */
  origin?: string;
  /** work to run once this unit of work has committed (e.g. sending a text that names what it saved) */
  afterCommit?: (task: () => Promise<void>) => void;
  /** an operator acting FOR `holder` (an employee on the roster): principal is then null */
  agent?: LineAgent;
}

/** An operator at the desk acting for an employee's policy holder. */
export interface LineAgent {
  operatorId: string;
  /** the operator's display name, for the histories */
  name: string;
}

export const actorOf = (ctx: LineCallContext) =>
  ctx.agent
    ? `operator:${ctx.agent.operatorId}`
    : ctx.principal
      ? `${ctx.principal.audience}:${ctx.principal.sub}`
      : 'public';

/** Whose quote packages these are and which channel the caller buys on: an agent buys as the employee. */
export interface CallerIdentity {
  pool: string;
  sub: string;
  channel: 'retail' | 'employee';
}

export function callerOf(ctx: LineCallContext): CallerIdentity {
  if (ctx.agent) return { pool: 'operator', sub: ctx.agent.operatorId, channel: 'employee' };
  const principal = requireCaller(ctx);
  return {
    pool: principal.audience,
    sub: principal.sub,
    channel: principal.audience === 'employee' ? 'employee' : 'retail',
  };
}

export function requireCaller(ctx: LineCallContext): UserPrincipal {
  if (!ctx.principal) throw new Error('this use case needs a signed-in caller');
  return ctx.principal;
}

export function requireHolder(ctx: LineCallContext): PolicyHolder {
  if (!ctx.holder) throw policyHolderRequired();
  return ctx.holder;
}
