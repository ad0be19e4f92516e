/**
 * What an application made on an employee's behalf looks like: to the operator (the motor view without
 * any account number, the holder, the acceptance and every action, documents through the desk's own
 * download route) and to the employee (the same, with the payment and its masked account number).
 */
import {
  type MotorApplication,
  ON_BEHALF_ACCEPTANCE_LABELS,
  operatorDocumentDownloadUrl,
  type OnBehalfAcceptance,
  type OnBehalfAction,
  type OnBehalfApplication,
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
import { operatorNames, type OnBehalfPair } from './on-behalf-repo.js';

type ViewContext = Pick<LineCallContext, 'db' | 'now' | 'longWindow' | 'principal'>;

export function acceptanceOf(
  row: OnBehalfAcceptanceRow,
  application: ApplicationRow,
  now: Date,
): OnBehalfAcceptance {
  const acceptedAt = row.acceptedAt ?? application.declarationAcceptedAt;
  const status = acceptedAt
    ? 'ACCEPTED'
    : !row.sentAt
      ? 'NOT_SENT'
      : row.expiresAt && row.expiresAt.getTime() <= now.getTime()
        ? 'EXPIRED'
        : 'SENT';
  return {
    status,
    statusLabel: ON_BEHALF_ACCEPTANCE_LABELS[status],
    sentAt: row.sentAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    acceptedAt: acceptedAt?.toISOString() ?? null,
  };
}

/** Every action on the applications, oldest first; an operator is named, the employee as `employeeLabel`. */
async function actionsOf(
  db: Database,
  applicationIds: readonly string[],
  employeeLabel: string,
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
  const names = await operatorNames(db, operatorIds);
  for (const row of rows) {
    const actor = row.actor ?? '';
    const { summary, ...changes } = row.data;
    const action: OnBehalfAction = actor.startsWith('operator:')
      ? {
          at: row.createdAt.toISOString(),
          actor: 'operator',
          by: names.get(actor.slice('operator:'.length)) ?? 'An operator',
          type: row.type,
          summary: typeof summary === 'string' ? summary : row.type,
          changes,
        }
      : {
          at: row.createdAt.toISOString(),
          actor: actor.startsWith('employee:') ? 'employee' : 'system',
          by: actor.startsWith('employee:') ? employeeLabel : 'Telkom Cover',
          type: row.type,
          summary: typeof summary === 'string' ? summary : row.type,
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
}

async function loadShared(ctx: ViewContext, pairs: readonly OnBehalfPair[], employeeLabel: string) {
  const rows = pairs.map((pair) => pair.application);
  const [motor, actions, names] = await Promise.all([
    loadMotorApplications(ctx, rows),
    actionsOf(
      ctx.db,
      rows.map((row) => row.id),
      employeeLabel,
    ),
    operatorNames(
      ctx.db,
      pairs.map((pair) => pair.onBehalf.operatorId),
    ),
  ]);
  return {
    motor: new Map(motor.map((view) => [view.applicationId, view])),
    actions,
    names,
  } satisfies Shared;
}

const viewOf = (shared: Shared, id: string) => {
  const view = shared.motor.get(id);
  if (!view) throw new Error('application view missing');
  return view;
};

/** The applications as the operator sees them. */
export async function operatorViews(
  ctx: ViewContext,
  pairs: readonly OnBehalfPair[],
): Promise<OperatorApplication[]> {
  const shared = await loadShared(ctx, pairs, 'The employee');
  const holderIds = [...new Set(pairs.map((pair) => pair.onBehalf.policyHolderId))];
  const holders =
    holderIds.length === 0
      ? []
      : await ctx.db
          .select({
            id: policyHolders.id,
            firstName: employees.firstName,
            lastName: employees.lastName,
            salaryReferenceNumber: employees.salaryReferenceNumber,
          })
          .from(policyHolders)
          .innerJoin(employees, eq(employees.idNumber, policyHolders.idNumber))
          .where(inArray(policyHolders.id, holderIds));
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
      acceptance: acceptanceOf(onBehalf, application, ctx.now),
      actions: shared.actions.get(application.id) ?? [],
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
  const shared = await loadShared(ctx, pairs, 'You');
  return Promise.all(
    pairs.map(async ({ onBehalf, application }) => {
      const method = await findPaymentMethod(ctx.db, application.paymentMethodId);
      return {
        application: viewOf(shared, application.id),
        operatorName: shared.names.get(onBehalf.operatorId) ?? 'An operator',
        acceptance: acceptanceOf(onBehalf, application, ctx.now),
        actions: shared.actions.get(application.id) ?? [],
        payment: method ? toPaymentDetails(method) : null,
      };
    }),
  );
}
