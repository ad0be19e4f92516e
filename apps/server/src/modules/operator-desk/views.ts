/**
 * What an application made on an employee's behalf looks like: to the operator (the motor view without
 * any account number, the holder, the acceptance and every action, documents through the desk's own
 * download route) and to the employee (the same, with the payment and its masked account number).
 */
import { isSystemHistoryEvent, oneLinePerDecision, staffEventSummary } from '@cover/domain';
import {
  type MotorApplication,
  onBehalfAcceptanceLabel,
  onBehalfDoerText,
  onBehalfSummary,
  operatorDocumentDownloadUrl,
  voiceAbout,
  YOUR_VOICE,
  type OnBehalfDoer,
  type OnBehalfReader,
  type OnBehalfAcceptance,
  type OnBehalfAction,
  type OnBehalfApplication,
  ON_BEHALF_EVENTS,
  type OperatorApplication,
} from '@cover/domain/motor';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  employees,
  events,
  policyHolders,
  type ApplicationRow,
  type OnBehalfAcceptanceRow,
} from '../../db/schema/index.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { findPaymentMethod, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { loadMotorApplications } from '../motor/application-view.js';
import { creditLifeCovers, financeResponsibleOf } from './credit-life-cover-view.js';
import { deskArchivedAtOf } from './desk-archive-state.js';
import { operatorNames, operatorsByIds, type OnBehalfPair } from './on-behalf-repo.js';
import { underwriterReviews, type UnderwriterReview } from './underwriter-review.js';

type ViewContext = Pick<LineCallContext, 'db' | 'now' | 'longWindow' | 'principal'>;

/** The employee's acceptance, as the reader reads it. Cancelled before any acceptance: they declined it. */
export function acceptanceOf(
  row: OnBehalfAcceptanceRow,
  application: ApplicationRow,
  now: Date,
  reader: OnBehalfReader = 'operator',
): OnBehalfAcceptance {
  const acceptedAt = row.acceptedAt ?? application.declarationAcceptedAt;
  const status = acceptedAt
    ? 'ACCEPTED'
    : application.status === 'CANCELLED'
      ? 'DECLINED'
      : !row.sentAt
        ? 'NOT_SENT'
        : row.expiresAt && row.expiresAt.getTime() <= now.getTime()
          ? 'EXPIRED'
          : 'SENT';
  return {
    status,
    statusLabel: onBehalfAcceptanceLabel(status, reader),
    sentAt: row.sentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    acceptedAt: acceptedAt?.toISOString() ?? null,
  };
}

/**
 * Who did an event: the operator at the desk or back-office staff (named), the employee or the system (also
 * for what the system did on its own, such as a referral that followed the employee's acceptance).
 */
function doerOf(
  type: string,
  actor: string,
  operators: ReadonlyMap<string, { displayName: string; desk: boolean }>,
  employeeName: string,
): OnBehalfDoer {
  if (isSystemHistoryEvent(type)) return { kind: 'system' };
  if (actor.startsWith('operator:')) {
    const operator = operators.get(actor.slice('operator:'.length));
    return operator?.desk === false
      ? { kind: 'staff', name: operator.displayName }
      : { kind: 'operator', name: operator?.displayName ?? 'An operator' };
  }
  if (actor.startsWith('employee:')) return { kind: 'employee', name: employeeName };
  return { kind: 'system' };
}

/**
 * The employee's acceptance is one action, in their words ("… reviewed the application and accepted the
 * terms and consents"): the approval of the declaration recorded with it ("…; application approved", done
 * as the employee, who approves nothing) is not a second line. The acceptance stands where that approval
 * was, before the policy issued on it.
 */
function oneLinePerAcceptance<E extends { id: string; entityId: string; type: string; data: object }>(
  rows: readonly E[],
): E[] {
  const acceptances = new Map(
    rows.filter((row) => row.type === ON_BEHALF_EVENTS.accepted).map((row) => [row.entityId, row]),
  );
  const moved = new Set<string>();
  return rows.flatMap((row) => {
    const acceptance = acceptances.get(row.entityId);
    if (!acceptance) return [row];
    const declarationApproval =
      row.type === 'application.approved' && (row.data as { declaration?: unknown }).declaration === true;
    if (declarationApproval && !moved.has(acceptance.id)) {
      moved.add(acceptance.id);
      return [acceptance];
    }
    return row.type === ON_BEHALF_EVENTS.accepted && moved.has(row.id) ? [] : [row];
  });
}

/**
 * Every action on the applications, oldest first, as the reader reads it: who did it ('You', 'Demo
 * Operator (operator)', 'Demo Assessor (Telkom Cover)') and, for the on-behalf events, their words in the
 * reader's voice (the employee's own, or about the employee by name); other events keep their summary. An
 * underwriting decision is one action (its notice), not again the status change recorded with it.
 */
async function actionsOf(
  db: Database,
  applicationIds: readonly string[],
  reader: OnBehalfReader,
  employeeNames: ReadonlyMap<string, string>,
): Promise<Map<string, OnBehalfAction[]>> {
  const byApplication = new Map<string, OnBehalfAction[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.entityType, 'application'),
        inArray(events.entityId, [...applicationIds]),
        eq(events.internal, false),
      ),
    )
    .orderBy(asc(events.createdAt), asc(events.seq));
  const operatorIds = rows.flatMap((row) =>
    row.actor?.startsWith('operator:') ? [row.actor.slice('operator:'.length)] : [],
  );
  const operators = await operatorsByIds(db, operatorIds);
  for (const row of oneLinePerAcceptance(oneLinePerDecision(rows))) {
    const actor = row.actor ?? '';
    const { summary, ...changes } = row.data;
    const employeeName = employeeNames.get(row.entityId) ?? '';
    const doer = doerOf(row.type, actor, operators, employeeName);
    const voice = reader === 'employee' ? YOUR_VOICE : voiceAbout(employeeName);
    const operatorName = doer.kind === 'operator' || doer.kind === 'staff' ? doer.name : 'An operator';
    const action: OnBehalfAction = {
      at: row.createdAt.toISOString(),
      actor: doer.kind === 'staff' ? 'operator' : doer.kind,
      by: onBehalfDoerText(doer, reader),
      type: row.type,
      summary:
        onBehalfSummary(row.type, { operatorName, data: changes }, voice) ??
        // the operator reads a notice to the employee in the staff voice, not as if it were to them
        (reader === 'operator' ? staffEventSummary(row.type, changes) : null) ??
        (typeof summary === 'string' ? summary : row.type),
      changes,
    };
    byApplication.set(row.entityId, [...(byApplication.get(row.entityId) ?? []), action]);
  }
  return byApplication;
}

interface Shared {
  motor: Map<string, MotorApplication>;
  actions: Map<string, OnBehalfAction[]>;
  names: Map<string, string>;
  reviews: Map<string, UnderwriterReview>;
}

async function loadShared(
  ctx: ViewContext,
  pairs: readonly OnBehalfPair[],
  reader: OnBehalfReader,
  employeeNames: ReadonlyMap<string, string> = new Map(),
) {
  const rows = pairs.map((pair) => pair.application);
  const [motor, actions, names, reviews] = await Promise.all([
    loadMotorApplications(ctx, rows),
    actionsOf(
      ctx.db,
      rows.map((row) => row.id),
      reader,
      employeeNames,
    ),
    operatorNames(
      ctx.db,
      pairs.map((pair) => pair.onBehalf.operatorId),
    ),
    underwriterReviews(ctx.db, pairs, ctx.now),
  ]);
  return {
    motor: new Map(motor.map((view) => [view.applicationId, view])),
    actions,
    names,
    reviews,
  } satisfies Shared;
}

const viewOf = (shared: Shared, id: string) => {
  const view = shared.motor.get(id);
  if (!view) throw new Error('application view missing');
  return view;
};

const reviewOf = (shared: Shared, id: string): UnderwriterReview =>
  shared.reviews.get(id) ?? { goesToUnderwriter: false, reasons: [] };

/** The applications as the operator sees them. */
export async function operatorViews(
  ctx: ViewContext,
  pairs: readonly OnBehalfPair[],
): Promise<OperatorApplication[]> {
  const holderIds = [...new Set(pairs.map((pair) => pair.onBehalf.policyHolderId))];
  const holders =
    holderIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: policyHolders.id,
            idNumber: policyHolders.idNumber,
            firstName: employees.firstName,
            lastName: employees.lastName,
            salaryReferenceNumber: employees.salaryReferenceNumber,
          })
          .from(policyHolders)
          .innerJoin(employees, eq(employees.idNumber, policyHolders.idNumber))
          .where(inArray(policyHolders.id, holderIds));
  const employeeNames = new Map(
    pairs.map(({ onBehalf, application }) => {
      const holder = holders.find((entry) => entry.id === onBehalf.policyHolderId);
      return [application.id, holder ? `${holder.firstName} ${holder.lastName}`.trim() : ''] as const;
    }),
  );
  const shared = await loadShared(ctx, pairs, 'operator', employeeNames);
  const covers = await creditLifeCovers(ctx, pairs, shared.motor);
  const archived = await deskArchivedAtOf(
    ctx.db,
    pairs.map((pair) => pair.application.id),
  );
  return pairs.map(({ onBehalf, application }) => {
    const view = viewOf(shared, application.id);
    const holder = holders.find((entry) => entry.id === onBehalf.policyHolderId);
    return {
      ...view,
      documents: view.documents.map((document) => ({
        ...document,
        url: operatorDocumentDownloadUrl(document.id),
      })),
      holder: {
        policyHolderId: onBehalf.policyHolderId,
        firstName: holder?.firstName ?? '',
        lastName: holder?.lastName ?? '',
        salaryReferenceNumber: holder?.salaryReferenceNumber ?? '',
      },
      operatorName: shared.names.get(onBehalf.operatorId) ?? 'An operator',
      financeResponsible: financeResponsibleOf(view, application, holder?.idNumber),
      acceptance: acceptanceOf(onBehalf, application, ctx.now),
      actions: shared.actions.get(application.id) ?? [],
      goesToUnderwriter: reviewOf(shared, application.id).goesToUnderwriter,
      creditLifeCover: covers.get(application.id) ?? null,
      referralReasons: reviewOf(shared, application.id).reasons,
      deskArchivedAt: archived.get(application.id)?.toISOString() ?? null,
    };
  });
}

export async function operatorView(ctx: ViewContext, pair: OnBehalfPair): Promise<OperatorApplication> {
  const [view] = await operatorViews(ctx, [pair]);
  if (!view) throw new Error('application view missing');
  return view;
}

/** The applications as the employee sees them (ctx.principal is the employee). */
export async function employeeViews(
  ctx: ViewContext,
  pairs: readonly OnBehalfPair[],
): Promise<OnBehalfApplication[]> {
  const shared = await loadShared(ctx, pairs, 'employee');
  const covers = await creditLifeCovers(ctx, pairs, shared.motor);
  return Promise.all(
    pairs.map(async ({ onBehalf, application }) => {
      const method = await findPaymentMethod(ctx.db, application.paymentMethodId);
      return {
        application: viewOf(shared, application.id),
        operatorName: shared.names.get(onBehalf.operatorId) ?? 'An operator',
        acceptance: acceptanceOf(onBehalf, application, ctx.now, 'employee'),
        actions: shared.actions.get(application.id) ?? [],
        payment: method ? toPaymentDetails(method) : null,
        goesToUnderwriter: reviewOf(shared, application.id).goesToUnderwriter,
        creditLifeCover: covers.get(application.id) ?? null,
      };
    }),
  );
}
