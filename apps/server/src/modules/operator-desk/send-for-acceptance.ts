/**
 * sendForAcceptance: once the documents are complete, the employee gets a link (email and SMS) to review
 * what was done on their behalf and accept the terms and consents themselves. A new link replaces the old;
 * only the token's SHA-256 is stored, and the token is never logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import { formatRand, maskEmail } from '@cover/domain';
import {
  ON_BEHALF_EVENTS,
  ON_BEHALF_LINK_DAYS,
  onBehalfAcceptLink,
  OPERATOR_DESK_MESSAGES,
  type SendForAcceptanceReply,
  storedOnBehalfSummary,
} from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import { policyHolders } from '../../db/schema/index.js';
import type { Notifier } from '../../platform/notifier/index.js';
import { BRAND_NAME } from '../../platform/notifier/templates.js';
import { AppError } from '../../platform/errors.js';
import { maskCellphone } from '../accounts/roster-match.js';
import { appendEvent } from '../insurance-core/events.js';
import { loadMotorApplication } from '../motor/application-view.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import type { DeskContext } from './desk-calls.js';
import { findOperatorApplication, updateOnBehalf, type OnBehalfPair } from './on-behalf-repo.js';
import { operatorView } from './views.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const hashAcceptanceToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

export interface AcceptanceLinkDeps {
  notifier: Pick<Notifier, 'sendEmail' | 'sendSms'>;
  /** config PUBLIC_APP_URL: the origin of links, when set */
  publicAppUrl?: string | undefined;
}

/** What was registered for the employee, as the message names it. */
export interface AcceptanceFacts {
  firstName: string;
  /** e.g. 'Toyota Corolla Cross 1.8 XS (CA 100-001)' */
  vehicle: string;
  /** the motor premium, cents a month */
  monthlyPremium: number;
  /** the vehicle credit life taken with it, cents a month (null when none) */
  creditLifePremium: number | null;
}

/** What the employee would pay a month: the motor premium, and with credit life both and their total. */
export function acceptancePremiumText({ monthlyPremium, creditLifePremium }: AcceptanceFacts): string {
  if (creditLifePremium === null) return `at ${formatRand(monthlyPremium)} a month`;
  return (
    `at ${formatRand(monthlyPremium)} a month, with vehicle credit life at ${formatRand(creditLifePremium)} ` +
    `a month: ${formatRand(monthlyPremium + creditLifePremium)} a month together`
  );
}

export const acceptanceMessage = (operatorName: string, link: string, facts: AcceptanceFacts) => ({
  subject: `${BRAND_NAME}: please review your motor application`,
  text:
    `Hello ${facts.firstName},\n\n` +
    `${operatorName} registered your ${facts.vehicle} for motor cover on your behalf, ` +
    `${acceptancePremiumText(facts)}. Cover starts only after you review the application and ` +
    `accept the terms and consents yourself: ${link}\n\n` +
    `The link works for ${ON_BEHALF_LINK_DAYS} days. If you did not ask for this, or something is wrong, open ` +
    'the link and choose "Something is wrong": nothing is collected unless you accept.',
  sms:
    `${BRAND_NAME}: ${operatorName} registered your vehicle for motor cover ${acceptancePremiumText(facts)}. ` +
    `Review and accept it before cover starts: ${link} (valid ${ON_BEHALF_LINK_DAYS} days)`,
});

/** Where the new link went (masked) and until when it works. */
export interface IssuedLink {
  maskedEmail: string | null;
  maskedCellphone: string | null;
  expiresAt: Date;
}

/**
 * A new review link for the application (the old one stops working), recorded as `event` by `actor`, and
 * emailed and texted after the commit to the holder's email and mobile on record, in the words of the
 * operator who made the application (`operatorName`). 422 when the holder has neither.
 */
export async function issueAcceptanceLink(
  ctx: LineCallContext,
  pair: OnBehalfPair,
  {
    operatorName,
    actor,
    event,
    sendTo = {},
  }: {
    operatorName: string;
    actor: string;
    event: string;
    /** a contact to use instead of the holder's (per channel; the holder's where absent) */
    sendTo?: { email?: string; cellphone?: string };
  },
  deps: AcceptanceLinkDeps,
): Promise<IssuedLink> {
  const { onBehalf, application } = pair;
  const view = await loadMotorApplication(ctx, application);
  const [stored] = await ctx.db
    .select({
      firstName: policyHolders.firstName,
      email: policyHolders.email,
      cellphone: policyHolders.cellphone,
    })
    .from(policyHolders)
    .where(eq(policyHolders.id, onBehalf.policyHolderId));
  const holder = stored && {
    ...stored,
    email: sendTo.email ?? stored.email,
    cellphone: sendTo.cellphone ?? stored.cellphone,
  };
  if (!holder || (!holder.email && !holder.cellphone))
    throw new AppError(422, 'NO_CONTACT', OPERATOR_DESK_MESSAGES.noContact);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.now.getTime() + ON_BEHALF_LINK_DAYS * DAY_MS);
  await updateOnBehalf(ctx.db, onBehalf.id, {
    tokenHash: hashAcceptanceToken(token),
    expiresAt,
    sentAt: ctx.now,
    updatedAt: ctx.now,
  });
  const maskedEmail = holder.email ? maskEmail(holder.email) : null;
  const maskedCellphone = holder.cellphone ? maskCellphone(holder.cellphone) : null;
  await appendEvent(ctx.db, {
    entityType: 'application',
    entityId: application.id,
    type: event,
    summary: storedOnBehalfSummary(event, { operatorName, data: {} }),
    data: { maskedEmail, maskedCellphone, linkExpiresAt: expiresAt.toISOString() },
    actor,
    at: ctx.now,
  });
  const link = onBehalfAcceptLink(deps.publicAppUrl ?? ctx.origin ?? '', token);
  const { vehicle } = view.module;
  const message = acceptanceMessage(operatorName, link, {
    firstName: holder.firstName,
    vehicle: `${vehicle.make} ${vehicle.model} (${vehicle.vehicle_reg_no})`,
    monthlyPremium: view.monthlyPremium,
    creditLifePremium: view.module.creditLife?.monthlyPremium ?? null,
  });
  ctx.afterCommit?.(async () => {
    if (holder.email)
      await deps.notifier.sendEmail({ to: holder.email, subject: message.subject, text: message.text });
    if (holder.cellphone) await deps.notifier.sendSms({ to: holder.cellphone, text: message.sms });
  });
  return { maskedEmail, maskedCellphone, expiresAt };
}

export async function sendForAcceptance(
  ctx: DeskContext,
  applicationId: string,
  deps: AcceptanceLinkDeps,
): Promise<SendForAcceptanceReply> {
  const pair = await findOperatorApplication(ctx.db, ctx.agent.operatorId, applicationId, { lock: true });
  const { onBehalf, application } = pair;
  if (application.status !== 'PENDING' || onBehalf.acceptedAt)
    throw new AppError(409, 'APPLICATION_STATE', OPERATOR_DESK_MESSAGES.notPending);
  const view = await loadMotorApplication(ctx, application);
  if (view.documentsOutstanding.length > 0)
    throw new AppError(422, 'DOCUMENTS_OUTSTANDING', OPERATOR_DESK_MESSAGES.documentsOutstanding, {
      documents: OPERATOR_DESK_MESSAGES.documentsOutstanding,
    });
  const { maskedEmail, maskedCellphone, expiresAt } = await issueAcceptanceLink(
    ctx,
    pair,
    {
      operatorName: ctx.agent.name,
      actor: `operator:${ctx.agent.operatorId}`,
      event: ON_BEHALF_EVENTS.sentForAcceptance,
    },
    deps,
  );
  const sent = await operatorView(
    ctx,
    await findOperatorApplication(ctx.db, ctx.agent.operatorId, applicationId),
  );
  return {
    application: sent,
    maskedEmail,
    maskedCellphone,
    expiresAt: expiresAt.toISOString(),
    message: sent.goesToUnderwriter
      ? OPERATOR_DESK_MESSAGES.sentForAcceptanceToUnderwriter
      : OPERATOR_DESK_MESSAGES.sentForAcceptance,
  };
}
