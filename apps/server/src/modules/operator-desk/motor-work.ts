/**
 * The motor work an operator does for an employee's holder: the quote (on the employee's scheme, a quote
 * package owned by the operator), the pre-inspection (its link texted to the employee's cellphone) and the
 * vehicle's registration (the motor application of the employee channel). The declaration is the employee's.
 */
import {
  MOTOR_LINE,
  type MotorQuotePackage,
  ON_BEHALF_EVENTS,
  OPERATOR_DESK_MESSAGES,
  PHOTO_EDITABLE_STATUSES,
  type OperatorApplicationReply,
  type OperatorCreditLifeQuoteInput,
  type OperatorInspectionInput,
  type OperatorPreInspection,
  type MotorRegistrationInput,
  type OperatorQuoteInput,
  type OperatorRegistrationInput,
  storedOnBehalfSummary,
  type VehicleCreditLifeQuote,
} from '@cover/domain/motor';
import { and, eq } from 'drizzle-orm';
import { events, quotePackages, type EmployeeRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { applicationNotFound, quoteNotFound } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { actorOf } from '../insurance-core/line-context.js';
import { createMotorApplication } from '../motor/applications.js';
import {
  createInspection,
  deliverInspectionLink,
  issueInspectionLink,
  type PreInspectionCallDeps,
} from '../motor/pre-inspection/index.js';
import { preInspectionNotFound } from '../motor/pre-inspection/errors.js';
import { findPreInspection, findReusablePreInspectionOf } from '../motor/pre-inspection/repo.js';
import { approvalsSince, viewsOf } from '../motor/pre-inspection/service.js';
import { quoteVehicleCreditLife } from '../motor/credit-life-quote.js';
import { createMotorQuote } from '../motor/quotes.js';
import type { DeskContext } from './desk-calls.js';
import { actingFor } from './employees.js';
import { findOperatorApplication, recordOnBehalf } from './on-behalf-repo.js';
import { assertVehicleFreeAtDesk, inOperatorWords } from './vehicle-check.js';
import { operatorView } from './views.js';

/** getVehicleQuote: rated on the employee's scheme; the package remembers the holder it is for. */
export async function quoteFor(ctx: DeskContext, input: OperatorQuoteInput): Promise<MotorQuotePackage> {
  const acting = await actingFor(ctx, input.policyHolderId);
  return createMotorQuote(acting, input);
}

/**
 * getVehicleCreditLifeQuote at the desk: the motor wizard's own credit life quote, priced for the holder the
 * desk acts for (an employee on the roster; anyone else's holder is a 404), the package the operator's.
 */
export async function creditLifeQuoteFor(
  ctx: DeskContext,
  input: OperatorCreditLifeQuoteInput,
): Promise<VehicleCreditLifeQuote> {
  const { policyHolderId, ...quote } = input;
  const acting = await actingFor(ctx, policyHolderId);
  return quoteVehicleCreditLife(acting, quote);
}

const INSPECTION_STARTED = 'on_behalf.inspection_started';

async function inspectionView(ctx: DeskContext, id: string): Promise<OperatorPreInspection> {
  const row = await findPreInspection(ctx.db, id);
  if (!row) throw preInspectionNotFound();
  const [view] = await viewsOf(ctx.db, [row], 'employee');
  if (!view) throw preInspectionNotFound();
  // the photos are the employee's: the desk sees whether they are there, not the photos themselves
  return { ...view, photos: view.photos.map((photo) => ({ ...photo, previewUrl: null })) };
}

/** Whether this operator started the inspection at the desk (what lets the desk read it). */
async function startedByOperator(ctx: DeskContext, id: string): Promise<boolean> {
  const [started] = await ctx.db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'pre_inspection'),
        eq(events.entityId, id),
        eq(events.type, INSPECTION_STARTED),
        eq(events.actor, `operator:${ctx.agent.operatorId}`),
      ),
    )
    .limit(1);
  return started !== undefined;
}

/**
 * The vehicle's inspection this operator started for the holder that a new application can still use: open
 * (waiting for photos, sent, to be retaken), or approved in the last 14 days with no policy started from it
 * (decision 0019, second addendum); null otherwise.
 */
async function reusableInspection(
  ctx: DeskContext,
  holderId: string,
  facts: { vinNo: string; registrationNo: string },
) {
  const row = await findReusablePreInspectionOf(ctx.db, holderId, facts, approvalsSince(ctx.now));
  return row && (await startedByOperator(ctx, row.id)) ? row : null;
}

/**
 * sendInspectionSms: the pre-inspection of the vehicle for the holder, its link texted to them; a vehicle
 * already insured is refused (409) first. The vehicle keeps one inspection: "Send the link again" texts a new
 * link for the one this operator started (still waiting for photos, or to be retaken); one with its photos in,
 * or approved since and not yet used by a policy, is given back as it is, with nothing texted.
 */
export async function startInspectionFor(
  ctx: DeskContext,
  input: OperatorInspectionInput,
  deps: PreInspectionCallDeps,
): Promise<OperatorPreInspection> {
  const acting = await actingFor(ctx, input.policyHolderId);
  const mobile = acting.holder.cellphone;
  if (!mobile)
    throw new AppError(422, 'NO_CELLPHONE', OPERATOR_DESK_MESSAGES.noCellphone, {
      policyHolderId: OPERATOR_DESK_MESSAGES.noCellphone,
    });
  const { policyHolderId, ...facts } = input;
  // an insured vehicle is refused before anyone is texted (the operator checks it on the vehicle step)
  await assertVehicleFreeAtDesk(
    ctx.db,
    { vin: facts.vinNo, registrationNo: facts.registrationNo },
    'registrationNo',
  );
  const actor = actorOf(acting);
  const reused = await reusableInspection(ctx, policyHolderId, facts);
  if (reused && !PHOTO_EDITABLE_STATUSES.includes(reused.assessmentStatus))
    return inspectionView(ctx, reused.id);
  const row =
    reused ??
    (await createInspection(ctx.db, { holderId: policyHolderId, input: facts, now: ctx.now, actor }));
  const issued = await issueInspectionLink(ctx.db, {
    holderId: policyHolderId,
    preInspectionId: row.id,
    mobile,
    now: ctx.now,
    actor,
  });
  if (!reused)
    await appendEvent(ctx.db, {
      entityType: 'pre_inspection',
      entityId: row.id,
      type: INSPECTION_STARTED,
      summary: `${ctx.agent.name} started the inspection of the ${row.make} ${row.model} (${row.registrationNo}) and texted the link to the employee`,
      data: { vin: row.vinNo, registrationNo: row.registrationNo },
      actor,
      at: ctx.now,
    });
  const origin = ctx.origin ?? '';
  ctx.afterCommit?.(() => deliverInspectionLink(deps, issued, origin, { startedBy: ctx.agent.name }));
  return inspectionView(ctx, row.id);
}

/** getPreinspectionById: only an inspection this operator started. */
export async function operatorInspection(ctx: DeskContext, id: string): Promise<OperatorPreInspection> {
  if (!(await startedByOperator(ctx, id))) throw preInspectionNotFound();
  return inspectionView(ctx, id);
}

/** The operator's quote package must be the one made for this holder (else 404, as for anyone else's). */
async function assertQuoteForHolder(ctx: DeskContext, quotePackageId: string, holderId: string) {
  const [row] = await ctx.db
    .select({ input: quotePackages.input })
    .from(quotePackages)
    .where(
      and(
        eq(quotePackages.id, quotePackageId),
        eq(quotePackages.line, MOTOR_LINE),
        eq(quotePackages.ownerPool, 'operator'),
        eq(quotePackages.ownerSub, ctx.agent.operatorId),
      ),
    );
  if (!row || row.input.policyHolderId !== holderId) throw quoteNotFound();
}

/**
 * The registration as the motor line takes it: when the desk names the employee as the person responsible
 * for the finance, their names and ID number come from the roster entry of the holder the desk acts for
 * (the desk is never shown the ID number).
 */
function withPersonResponsible(
  { creditLifeDetails, ...registration }: Omit<OperatorRegistrationInput, 'policyHolderId'>,
  roster: EmployeeRow,
): MotorRegistrationInput {
  if (!creditLifeDetails) return registration;
  const person = creditLifeDetails.personResponsibleForFinancing;
  return {
    ...registration,
    creditLifeDetails: {
      ...creditLifeDetails,
      personResponsibleForFinancing:
        'theEmployee' in person
          ? { firstName: roster.firstName, lastName: roster.lastName, idNumber: roster.idNumber }
          : person,
    },
  };
}

/** registerVehicle: the motor application for the holder (its pre-inspection of the same VIN needed). */
export async function registerVehicleFor(
  ctx: DeskContext,
  input: OperatorRegistrationInput,
): Promise<OperatorApplicationReply> {
  const acting = await actingFor(ctx, input.policyHolderId);
  const { policyHolderId, ...registration } = input;
  const altering = input.applicationId
    ? await findOperatorApplication(ctx.db, ctx.agent.operatorId, input.applicationId)
    : null;
  if (altering && altering.onBehalf.policyHolderId !== policyHolderId) throw applicationNotFound();
  if (altering?.application.quotePackageId !== registration.quote_package_id)
    await assertQuoteForHolder(ctx, registration.quote_package_id, policyHolderId);
  const created = await createMotorApplication(
    acting,
    withPersonResponsible(registration, acting.roster),
  ).catch((error: unknown) => {
    throw inOperatorWords(error);
  });
  const applicationId = created.application.applicationId;
  await recordOnBehalf(ctx.db, {
    applicationId,
    policyHolderId,
    operatorId: ctx.agent.operatorId,
    now: ctx.now,
  });
  const { vehicle } = registration;
  const data = {
    vehicle: { make: vehicle.make, model: vehicle.model, registrationNo: vehicle.vehicle_reg_no },
    changed: Boolean(input.applicationId),
    paymentType: registration.paymentMethod.type,
    monthlyPremium: created.application.monthlyPremium,
    effectiveDate: registration.effectiveDate,
  };
  await appendEvent(ctx.db, {
    entityType: 'application',
    entityId: applicationId,
    type: ON_BEHALF_EVENTS.vehicleRegistered,
    summary: storedOnBehalfSummary(ON_BEHALF_EVENTS.vehicleRegistered, {
      operatorName: ctx.agent.name,
      data,
    }),
    data,
    actor: actorOf(acting),
    at: ctx.now,
  });
  const pair = await findOperatorApplication(ctx.db, ctx.agent.operatorId, applicationId);
  return { application: await operatorView(ctx, pair), message: OPERATOR_DESK_MESSAGES.vehicleRegistered };
}
