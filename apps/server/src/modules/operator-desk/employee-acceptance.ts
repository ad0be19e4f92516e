/**
 * The employee's side: what was done on their behalf (getOnBehalfApplications), the review of the link's
 * application and its acceptance. The signed-in employee's ID number (from the roster) must be the holder's;
 * a holder nobody owns yet is claimed by them first; a link of anyone else's → 403 "sent to someone else"
 * (nothing about them), an unknown link → 404; an accepted or declined one still opens its review, which
 * says so (accepting or declining it again → 409). Accepting is the motor
 * declaration made by the employee themselves (the consents with their text version and time: the debit
 * order one for a debit order, the salary deduction one with its amount for a salary deduction, the credit
 * life's credit check and terms with vehicle credit life); the policy
 * is issued at once when the inspection is approved, else the application waits for it. Declining ("something
 * is wrong", with the reason) cancels it instead; a declined application cannot be accepted afterwards.
 */
import { employeeUsernameVariants } from '@cover/domain';
import {
  MOTOR_LINE,
  type MotorApplicationReply,
  motorSalaryDeductionPremium,
  ON_BEHALF_CONSENT_TEXT_VERSION,
  ON_BEHALF_LINK_FOR_SOMEONE_ELSE,
  ON_BEHALF_MESSAGES,
  onBehalfConsentTexts,
  onBehalfTermsText,
  type AcceptOnBehalfInput,
  type DeclineOnBehalfInput,
  type DeclineOnBehalfReply,
  ON_BEHALF_EVENTS,
  type OnBehalfAcceptance,
  type OnBehalfApplicationListReply,
  type OnBehalfReview,
  type ResendOnBehalfLinkReply,
  storedOnBehalfSummary,
} from '@cover/domain/motor';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  applications,
  employees,
  onBehalfAcceptances,
  policyHolders,
  type ApplicationRow,
  type PolicyHolderRow,
} from '../../db/schema/index.js';
import type { UserPrincipal } from '../../platform/auth/principal.js';
import { AppError } from '../../platform/errors.js';
import { closeLinkedCreditLife } from '../credit-life/linked-close.js';
import { verifiedContactsOf } from '../idp/index.js';
import { transitionApplication } from '../insurance-core/applications.js';
import { applicationNotFound } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { actorOf, requireCaller, type LineCallContext } from '../insurance-core/line-context.js';
import { declareMotorApplication, takesVehicleCreditLife } from '../motor/applications.js';
import type { MotorApplicationDetails } from '../motor/application-view.js';
import { closePreInspectionOf } from '../motor/pre-inspection/index.js';
import { claimPolicyHolder, findPolicyHolderByIdNumber } from '../policy-holders/repo.js';
import { toPolicyHolder } from '../policy-holders/service.js';
import {
  findOnBehalfByTokenHash,
  listHolderOnBehalf,
  operatorNames,
  updateOnBehalf,
  type OnBehalfPair,
} from './on-behalf-repo.js';
import { hashAcceptanceToken, issueAcceptanceLink, type AcceptanceLinkDeps } from './send-for-acceptance.js';
import { acceptanceOf, employeeViews } from './views.js';

const linkInvalid = () => new AppError(404, 'LINK_INVALID', ON_BEHALF_MESSAGES.tokenInvalid);
/** A valid link opened by another employee than the one it was sent to: said so, with nothing about them. */
const linkForSomeoneElse = () =>
  new AppError(403, ON_BEHALF_LINK_FOR_SOMEONE_ELSE, ON_BEHALF_MESSAGES.forSomeoneElse);
const linkExpired = () => new AppError(410, 'LINK_EXPIRED', ON_BEHALF_MESSAGES.tokenExpired);

/** The signed-in employee's ID number on the roster, or null. */
async function employeeIdNumber(db: Database, principal: UserPrincipal): Promise<string | null> {
  if (principal.audience !== 'employee') return null;
  const [row] = await db
    .select({ idNumber: employees.idNumber })
    .from(employees)
    .where(inArray(employees.salaryReferenceNumber, employeeUsernameVariants(principal.username)))
    .limit(1);
  return row?.idNumber ?? null;
}

/** Whether the holder is the caller's: theirs already, or unowned with the caller's own ID number. */
function isCallersHolder(holder: PolicyHolderRow, principal: UserPrincipal, idNumber: string | null) {
  if (holder.ownerSub !== null)
    return holder.ownerPool === principal.audience && holder.ownerSub === principal.sub;
  return idNumber !== null && holder.idNumber === idNumber;
}

/** The caller's holder for the on-behalf reads: their own, else the unowned one with their ID number. */
async function callersHolder(ctx: LineCallContext): Promise<PolicyHolderRow | null> {
  const principal = requireCaller(ctx);
  if (ctx.holder) {
    const [own] = await ctx.db
      .select()
      .from(policyHolders)
      .where(eq(policyHolders.id, ctx.holder.policyHolderId));
    return own ?? null;
  }
  const idNumber = await employeeIdNumber(ctx.db, principal);
  const registered = idNumber ? await findPolicyHolderByIdNumber(ctx.db, idNumber) : null;
  return registered && registered.ownerSub === null ? registered : null;
}

export async function listOnBehalf(ctx: LineCallContext): Promise<OnBehalfApplicationListReply> {
  const holder = await callersHolder(ctx);
  if (!holder) return { data: [] };
  return { data: await employeeViews(ctx, await listHolderOnBehalf(ctx.db, holder.id)) };
}

/**
 * resendOnBehalfLink ("Send me the link again", QA walk 15 no. 2): the holder asks for the review link of an
 * application made for them again. It is the link the operator's sendForAcceptance sends (in the operator's
 * words; the old link stops working), to the email and mobile the caller's account verified, each channel
 * else to the holder's on record (which an operator may have typed wrong at the desk). Someone else's
 * application or an unknown id → 404; the caller's own application that no operator made, one not sent yet, or one no
 * longer waiting (accepted, declined) → 409.
 */
export async function resendOnBehalfLink(
  ctx: LineCallContext,
  applicationId: string,
  deps: AcceptanceLinkDeps,
): Promise<ResendOnBehalfLinkReply> {
  const holder = await callersHolder(ctx);
  const pair = holder
    ? (await listHolderOnBehalf(ctx.db, holder.id)).find((item) => item.application.id === applicationId)
    : undefined;
  if (!pair) {
    // the caller's own application, made by themselves, is theirs: not "not found" (authorization matrix)
    const [own] = holder
      ? await ctx.db
          .select({ id: applications.id })
          .from(applications)
          .where(and(eq(applications.id, applicationId), eq(applications.policyHolderId, holder.id)))
      : [];
    if (own) throw new AppError(409, 'APPLICATION_STATE', ON_BEHALF_MESSAGES.linkNotMadeForYou);
    throw applicationNotFound();
  }
  const [locked] = await ctx.db
    .select()
    .from(onBehalfAcceptances)
    .where(eq(onBehalfAcceptances.id, pair.onBehalf.id))
    .for('update');
  if (!locked) throw applicationNotFound();
  const status = acceptanceOf(locked, pair.application, ctx.now).status;
  if (status === 'NOT_SENT') throw new AppError(409, 'APPLICATION_STATE', ON_BEHALF_MESSAGES.linkNotSentYet);
  if (status !== 'SENT' && status !== 'EXPIRED')
    throw new AppError(409, 'APPLICATION_STATE', ON_BEHALF_MESSAGES.linkNotWaiting);
  const operatorName = (await operatorNames(ctx.db, [locked.operatorId])).get(locked.operatorId) ?? '';
  // the caller's own verified email and mobile first: an operator may have typed one wrong at the desk
  const principal = requireCaller(ctx);
  const own = await verifiedContactsOf(ctx.db, principal.audience, principal.username);
  const sent = await issueAcceptanceLink(
    ctx,
    { onBehalf: locked, application: pair.application },
    {
      operatorName: operatorName || 'An operator',
      actor: actorOf(ctx),
      event: ON_BEHALF_EVENTS.linkSentAgain,
      sendTo: {
        ...(own.email ? { email: own.email } : {}),
        ...(own.cellphone ? { cellphone: own.cellphone } : {}),
      },
    },
    deps,
  );
  return {
    maskedEmail: sent.maskedEmail,
    maskedCellphone: sent.maskedCellphone,
    expiresAt: sent.expiresAt.toISOString(),
    message: ON_BEHALF_MESSAGES.linkSentAgain(sent.maskedEmail, sent.maskedCellphone),
  };
}

/**
 * The link's application when it is the caller's: 404 for an unknown token; 403 for another
 * employee's, before anything else is looked at (whether it expired, was accepted or declined).
 */
async function linkedApplication(
  ctx: LineCallContext,
  token: string,
  { lock }: { lock: boolean },
): Promise<OnBehalfPair & { holder: PolicyHolderRow }> {
  const principal = requireCaller(ctx);
  const pair = await findOnBehalfByTokenHash(ctx.db, hashAcceptanceToken(token), { lock });
  if (!pair) throw linkInvalid();
  const [holder] = await ctx.db
    .select()
    .from(policyHolders)
    .where(eq(policyHolders.id, pair.onBehalf.policyHolderId));
  if (!holder) throw linkInvalid();
  if (!isCallersHolder(holder, principal, await employeeIdNumber(ctx.db, principal)))
    throw linkForSomeoneElse();
  return { ...pair, holder };
}

/** A link whose application was accepted or declined already, or whose time ran out, changes nothing. */
function refuseClosed(acceptance: OnBehalfAcceptance): void {
  if (acceptance.status === 'ACCEPTED')
    throw new AppError(409, 'ALREADY_ACCEPTED', ON_BEHALF_MESSAGES.alreadyAccepted);
  if (acceptance.status === 'DECLINED')
    throw new AppError(409, 'ALREADY_DECLINED', ON_BEHALF_MESSAGES.alreadyDeclined);
  if (acceptance.status === 'EXPIRED') throw linkExpired();
}

const paymentTypeOf = (pair: OnBehalfPair) =>
  (pair.application.details as unknown as MotorApplicationDetails).paymentType;

export async function reviewOnBehalf(ctx: LineCallContext, token: string): Promise<OnBehalfReview> {
  const pair = await linkedApplication(ctx, token, { lock: false });
  const acceptance = acceptanceOf(pair.onBehalf, pair.application, ctx.now);
  if (acceptance.status === 'EXPIRED') throw linkExpired();
  const [view] = await employeeViews(ctx, [pair]);
  if (!view) throw new Error('application view missing');
  const debitOrder = paymentTypeOf(pair) === 'debit_order';
  const salaryDeduction = paymentTypeOf(pair) === 'deduct_from_salary';
  const creditLife = takesVehicleCreditLife(pair.application.details as unknown as MotorApplicationDetails);
  return {
    ...view,
    consentTexts: onBehalfConsentTexts({
      operatorName: view.operatorName,
      // the debit order collects the motor premium and its vehicle credit life's (same account and day)
      debitOrder: debitOrder
        ? {
            monthlyPremium: motorSalaryDeductionPremium(view.application),
            billingDay: view.application.billingDay,
            policies: creditLife ? 2 : 1,
          }
        : null,
      salaryDeductionPremium: salaryDeduction ? motorSalaryDeductionPremium(view.application) : null,
      creditLife,
    }),
    consentTextVersion: ON_BEHALF_CONSENT_TEXT_VERSION,
    debitOrderRequired: debitOrder,
    salaryDeductionRequired: salaryDeduction,
    creditLifeRequired: creditLife,
  };
}

export async function acceptOnBehalf(
  ctx: LineCallContext,
  input: AcceptOnBehalfInput,
): Promise<MotorApplicationReply> {
  const principal = requireCaller(ctx);
  const pair = await linkedApplication(ctx, input.token, { lock: true });
  refuseClosed(acceptanceOf(pair.onBehalf, pair.application, ctx.now));
  let holder = pair.holder;
  if (holder.ownerSub === null) {
    const claimed = await claimPolicyHolder(
      ctx.db,
      holder.id,
      { pool: principal.audience, sub: principal.sub },
      {},
    );
    if (!claimed) throw linkInvalid();
    holder = claimed;
  }
  const employeeCtx: LineCallContext = { ...ctx, holder: toPolicyHolder(holder) };
  const operatorName =
    (await operatorNames(ctx.db, [pair.onBehalf.operatorId])).get(pair.onBehalf.operatorId) ?? '';
  const reply = await declareMotorApplication(
    employeeCtx,
    { applicationId: pair.application.id, consents: input.consents },
    {
      onReviewPage: true,
      // the terms the review page showed: what the operator told us on the employee's behalf
      reviewedTerms: { text: onBehalfTermsText(operatorName), textVersion: ON_BEHALF_CONSENT_TEXT_VERSION },
    },
  );
  await updateOnBehalf(ctx.db, pair.onBehalf.id, {
    acceptedAt: ctx.now,
    acceptedBy: actorOf(employeeCtx),
    // the link stays: opened again, it says the application was accepted (refuseClosed answers 409)
    updatedAt: ctx.now,
  });
  const data = {
    line: MOTOR_LINE,
    consents: Object.entries(input.consents).flatMap(([key, given]) => (given ? [key] : [])),
    textVersion: ON_BEHALF_CONSENT_TEXT_VERSION,
  };
  await appendEvent(ctx.db, {
    entityType: 'application',
    entityId: pair.application.id,
    type: ON_BEHALF_EVENTS.accepted,
    summary: storedOnBehalfSummary(ON_BEHALF_EVENTS.accepted, { operatorName: '', data }),
    data,
    actor: actorOf(employeeCtx),
    at: ctx.now,
  });
  return reply;
}

/**
 * The vehicle credit life application taken with the declined one goes with it: waiting, or approved by an
 * underwriter on its own (then declined with the reason the employee reads), never left to be issued.
 */
async function cancelLinkedCreditLife(ctx: LineCallContext, motor: ApplicationRow, actor: string) {
  const linkedId = (motor.details as unknown as MotorApplicationDetails).creditLifeApplicationId;
  if (!linkedId) return;
  await closeLinkedCreditLife(ctx.db, motor, linkedId, {
    now: ctx.now,
    actor,
    summary: 'Cancelled with the motor application it was taken with, which the employee declined',
  });
}

/**
 * declineOnBehalfApplication: the employee says the application is wrong. It is cancelled (nothing is taken
 * out: no cover, no premium), with its vehicle credit life; the reason is recorded for the operator to see,
 * and the link now only shows it (accepting it answers 409).
 */
export async function declineOnBehalf(
  ctx: LineCallContext,
  input: DeclineOnBehalfInput,
): Promise<DeclineOnBehalfReply> {
  const pair = await linkedApplication(ctx, input.token, { lock: true });
  refuseClosed(acceptanceOf(pair.onBehalf, pair.application, ctx.now));
  const actor = actorOf(ctx);
  const cancelled = await transitionApplication(ctx.db, pair.application, 'CANCELLED', {
    now: ctx.now,
    actor,
    summary: 'Application cancelled before cover started: no cover, no premium',
  });
  await cancelLinkedCreditLife(ctx, pair.application, actor);
  await closePreInspectionOf(ctx.db, pair.application, { reason: 'declined', now: ctx.now, actor });
  await updateOnBehalf(ctx.db, pair.onBehalf.id, { updatedAt: ctx.now });
  const data = { line: MOTOR_LINE, reason: input.reason };
  await appendEvent(ctx.db, {
    entityType: 'application',
    entityId: pair.application.id,
    type: ON_BEHALF_EVENTS.declined,
    summary: storedOnBehalfSummary(ON_BEHALF_EVENTS.declined, { operatorName: '', data }),
    data,
    actor,
    at: ctx.now,
  });
  const [view] = await employeeViews(ctx, [{ onBehalf: pair.onBehalf, application: cancelled }]);
  if (!view) throw new Error('application view missing');
  return { application: view, message: ON_BEHALF_MESSAGES.declined };
}
