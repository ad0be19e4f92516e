/**
 * Manual underwriting decisions (docs/decisions/0025): approve (the line issues the policy), put on hold
 * (with a reason the customer sees), recommend (a staff-only note; another underwriter must then approve:
 * four-eyes) or decline (with a reason the customer sees; the application is cancelled). Every decision
 * appends an event whose actor is the operator; notes and recommendations are staff-only.
 */
import {
  applicationOnHoldText,
  OPEN_UNDERWRITING_STATUSES,
  productName,
  UNDERWRITING_MESSAGES,
  underwritingDisplayValue,
  type ApplicationFact,
  type BackofficeApplication,
  type BackofficeApplicationDetail,
  type BackofficeApplicationsQuery,
  type BackofficeApplicationsReply,
  type UnderwritingDecisionInput,
  type UnderwritingStatus,
} from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ApplicationRow } from '../../db/schema/index.js';
import { transitionApplication } from '../insurance-core/applications.js';
import { withdrawHold } from '../insurance-core/underwriting.js';
import { closeLinkedCreditLife } from '../credit-life/linked-close.js';
import { applicationNotFound, conflict } from '../insurance-core/errors.js';
import { appendEvent, listEvents } from '../insurance-core/events.js';
import type { PolicyChanges } from '../insurance-core/version-events.js';
import { operatorIdOf, operatorNamesOf } from './actors.js';
import { staffHistory } from './history.js';
import { linkedCreditLifeOf, recordedConsents } from './underwriting-credit-life.js';
import { applicationDocuments } from './underwriting-documents.js';
import { applicationFacts, linkedCreditLifeFacts } from './underwriting-facts.js';
import { UNDERWRITING_DECLINE_FOLLOW_UPS, UNDERWRITING_ISSUERS } from './underwriting-issuers.js';
import {
  countByStatus,
  findApplicationRow,
  listReferred,
  lockApplication,
  updateUnderwriting,
  type UnderwritingRow,
} from './underwriting-repo.js';

const DAY_MS = 86_400_000;
const RECOMMENDED = 'application.underwriting_recommended';
const OPEN: readonly string[] = OPEN_UNDERWRITING_STATUSES;

function toView(
  row: UnderwritingRow,
  names: ReadonlyMap<string, string>,
  now: Date,
  creditLife: readonly ApplicationFact[] = [],
): BackofficeApplication {
  const { application, holder } = row;
  const status = application.underwritingStatus as UnderwritingStatus | null;
  const byId = operatorIdOf(application.underwrittenBy);
  const submitted = application.declarationAcceptedAt;
  return {
    applicationId: application.id,
    applicationNumber: application.applicationNumber,
    line: application.line,
    packageName: application.packageName,
    productName: productName(application.packageName),
    status: application.status,
    underwritingStatus: status,
    underwritingDisplayValue: status ? underwritingDisplayValue(status) : null,
    underwritingReasons: application.underwritingReasons ?? [],
    customerReason: application.declineReason,
    holder: {
      policyHolderId: holder.id,
      name: `${holder.firstName} ${holder.lastName}`,
      idNumber: holder.idNumber,
      email: holder.email,
      cellphone: holder.cellphone,
    },
    sumAssured: application.sumAssured,
    monthlyPremium: application.monthlyPremium,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    ageDays: Math.max(
      0,
      Math.floor((now.getTime() - (submitted ?? application.createdAt).getTime()) / DAY_MS),
    ),
    submittedAt: submitted?.toISOString() ?? null,
    policyId: application.policyId,
    policyNumber: row.policyNumber,
    underwrittenBy: byId ? (names.get(byId) ?? 'Staff member') : null,
    underwrittenById: byId,
    underwrittenAt: application.underwrittenAt?.toISOString() ?? null,
    creditLife: creditLife[0] ?? null,
  };
}

export async function listUnderwriting(
  db: Database,
  query: BackofficeApplicationsQuery,
  now: Date,
): Promise<BackofficeApplicationsReply> {
  const [rows, counts] = await Promise.all([listReferred(db, query), countByStatus(db)]);
  // one read each for all the rows: who decided, and the vehicle credit life taken with a motor application
  const [names, creditLife] = await Promise.all([
    operatorNamesOf(
      db,
      rows.map((row) => row.application.underwrittenBy),
    ),
    linkedCreditLifeFacts(
      db,
      rows.map((row) => row.application),
    ),
  ]);
  return {
    data: rows.map((row) => toView(row, names, now, creditLife.get(row.application.id))),
    counts,
  };
}

/**
 * One referred application for staff, as `viewer` ('operator:<id>', the caller) reads it: whether they made
 * the standing recommendation, so that their page offers them no approval or decline (four eyes).
 */
export async function underwritingDetail(
  db: Database,
  applicationId: string,
  now: Date,
  viewer?: string,
): Promise<BackofficeApplicationDetail> {
  const row = await findApplicationRow(db, applicationId);
  if (!row) throw applicationNotFound();
  const [names, documents, history, creditLife, linkedCreditLife, consents] = await Promise.all([
    operatorNamesOf(db, [row.application.underwrittenBy]),
    applicationDocuments(db, applicationId),
    staffHistory(db, 'application', applicationId),
    linkedCreditLifeFacts(db, [row.application]),
    linkedCreditLifeOf(db, now, row.application, row.holder.idNumber),
    recordedConsents(db, row.application),
  ]);
  return {
    ...toView(row, names, now, creditLife.get(row.application.id)),
    // the credit life taken with it is its own part (linkedCreditLife), not among what the parent insures
    facts: applicationFacts(row.application),
    documents,
    history,
    linkedCreditLife,
    ...consents,
    youRecommended:
      viewer !== undefined &&
      row.application.status === 'PENDING' &&
      OPEN.includes(row.application.underwritingStatus ?? '') &&
      history.findLast((entry) => entry.type === RECOMMENDED)?.actor === viewer,
  };
}

export interface Underwriter {
  operatorId: string;
  name: string;
}

interface DecisionContext {
  db: Database;
  now: Date;
  underwriter: Underwriter;
  changes: PolicyChanges;
}

const event = (
  ctx: DecisionContext,
  application: ApplicationRow,
  type: string,
  summary: string,
  data: Record<string, unknown> = {},
  internal = false,
) =>
  appendEvent(ctx.db, {
    entityType: 'application',
    entityId: application.id,
    type,
    summary,
    data,
    actor: `operator:${ctx.underwriter.operatorId}`,
    at: ctx.now,
    internal,
  });

const decided = (ctx: DecisionContext, status: UnderwritingStatus, customerReason: string | null) => ({
  underwritingStatus: status,
  declineReason: customerReason,
  underwrittenBy: `operator:${ctx.underwriter.operatorId}`,
  underwrittenAt: ctx.now,
  updatedAt: ctx.now,
});

/**
 * Four eyes: whoever last recommended the application may not approve or decline it, even after it was put
 * on hold meanwhile (a hold records its own underwriter, so the recommendation is read from the history).
 */
async function refuseTheRecommender(ctx: DecisionContext, application: ApplicationRow) {
  const history = await listEvents(ctx.db, 'application', application.id, { includeInternal: true });
  const recommendation = history.findLast((entry) => entry.type === RECOMMENDED);
  if (recommendation?.actor === `operator:${ctx.underwriter.operatorId}`)
    throw conflict('FOUR_EYES', UNDERWRITING_MESSAGES.fourEyes);
}

async function approve(ctx: DecisionContext, application: ApplicationRow, note: string | undefined) {
  const issue = UNDERWRITING_ISSUERS[application.line];
  if (!issue) throw new Error(`no underwriting issue for the ${application.line} line`);
  const actor = `operator:${ctx.underwriter.operatorId}`;
  if (note) await event(ctx, application, 'application.staff_note', 'Underwriting note', { note }, true);
  await updateUnderwriting(ctx.db, application.id, decided(ctx, 'APPROVED', null));
  const approved = await transitionApplication(ctx.db, application, 'APPROVED', {
    now: ctx.now,
    actor,
    summary: 'Application approved by underwriting',
  });
  await event(ctx, approved, 'application.underwriting_approved', 'Your application has been approved');
  await issue(
    {
      db: ctx.db,
      now: ctx.now,
      principal: null,
      holder: null,
      changes: ctx.changes,
      agent: { operatorId: ctx.underwriter.operatorId, name: ctx.underwriter.name },
    },
    approved,
  );
}

/**
 * The credit life application taken with a declined one goes with it (also one an underwriter had on its
 * own, or approved to wait for it: closed as declined, with the reason the customer reads).
 */
async function cancelLinked(ctx: DecisionContext, application: ApplicationRow) {
  const linkedId = (application.details as { creditLifeApplicationId?: unknown }).creditLifeApplicationId;
  if (typeof linkedId !== 'string') return;
  await closeLinkedCreditLife(ctx.db, application, linkedId, {
    now: ctx.now,
    actor: `operator:${ctx.underwriter.operatorId}`,
    summary: 'Cancelled with the application it was taken with, which was declined',
  });
}

async function decline(ctx: DecisionContext, application: ApplicationRow, reason: string) {
  await updateUnderwriting(ctx.db, application.id, decided(ctx, 'DECLINED', reason));
  const cancelled = await transitionApplication(ctx.db, application, 'CANCELLED', {
    now: ctx.now,
    actor: `operator:${ctx.underwriter.operatorId}`,
    summary: 'Application declined by underwriting',
  });
  await event(ctx, cancelled, 'application.underwriting_declined', `We cannot offer this cover: ${reason}`, {
    reason,
  });
  await cancelLinked(ctx, application);
  await UNDERWRITING_DECLINE_FOLLOW_UPS[application.line]?.(ctx.db, application, {
    now: ctx.now,
    actor: `operator:${ctx.underwriter.operatorId}`,
  });
}

/** One decision on a referred application, in the caller's transaction; 404 unknown, 409 not open. */
export async function decideUnderwriting(
  ctx: DecisionContext,
  applicationId: string,
  input: UnderwritingDecisionInput,
): Promise<void> {
  const application = await lockApplication(ctx.db, applicationId);
  if (!application?.underwritingStatus) throw applicationNotFound();
  if (!OPEN.includes(application.underwritingStatus) || application.status !== 'PENDING')
    throw conflict('UNDERWRITING_CLOSED', UNDERWRITING_MESSAGES.notOpen);
  if (input.decision === 'hold' && application.underwritingStatus === 'ON_HOLD')
    throw conflict('APPLICATION_ALREADY_ON_HOLD', UNDERWRITING_MESSAGES.alreadyOnHold);
  if (input.decision === 'approve' || input.decision === 'decline')
    await refuseTheRecommender(ctx, application);
  // moving on from a hold the customer has not answered needs the reason, and tells them (decisions/0039);
  // a decline ends the application, and the request with it: the customer is told the decline only
  if (input.decision === 'approve' || input.decision === 'recommend')
    await withdrawHold(ctx.db, application, {
      now: ctx.now,
      actor: `operator:${ctx.underwriter.operatorId}`,
      reason: input.holdWithdrawnReason,
    });
  switch (input.decision) {
    case 'approve':
      return approve(ctx, application, input.note);
    case 'hold': {
      const held = await updateUnderwriting(ctx.db, application.id, decided(ctx, 'ON_HOLD', input.reason));
      await event(ctx, held, 'application.underwriting_on_hold', applicationOnHoldText(input.reason), {
        reason: input.reason,
      });
      return;
    }
    case 'recommend': {
      const recommended = await updateUnderwriting(
        ctx.db,
        application.id,
        decided(ctx, 'RECOMMENDATION_AWAITED', null),
      );
      await event(ctx, recommended, RECOMMENDED, 'Recommended for approval', { note: input.note }, true);
      return;
    }
    case 'decline':
      return decline(ctx, application, input.reason);
  }
}
