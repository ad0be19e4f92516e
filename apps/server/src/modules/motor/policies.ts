/**
 * The motor holder's policies and applications: lists (filters policyHolderId, limit, status), the policy by
 * registration number, detail with history and cancellation terms, cancellation with the motor reasons
 * (change type code 2; 14 days of cooling-off) and archiving a policy or application with a note.
 */
import {
  normaliseRegistrationNumber,
  type ApplicationListQuery,
  type ArchiveInput,
  type ArchiveReply,
  type PolicyListQuery,
} from '@cover/domain';
import {
  MOTOR_LINE,
  type MotorApplication,
  type MotorCancelInput,
  type MotorCancelPolicyReply,
  type MotorPolicy,
  type MotorPolicyDetail,
} from '@cover/domain/motor';
import { listHolderApplications } from '../insurance-core/applications.js';
import { policyDetail } from '../insurance-core/policy-detail.js';
import { onBehalfInHolderVoice } from './on-behalf-history.js';
import { listHolderId } from '../insurance-core/holder-reads.js';
import { archiveForHolder, cancelForHolder } from '../insurance-core/holder-servicing.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { findOwnedApplication, findOwnedPolicy } from '../insurance-core/ownership.js';
import { listHolderPolicies } from '../insurance-core/policies.js';
import { loadMotorApplication, loadMotorApplications } from './application-view.js';
import { VEHICLE_CREDIT_LIFE } from './credit-life-line.js';
import { MOTOR } from './line.js';
import { loadMotorPolicies, loadMotorPolicy } from './policy-view.js';
import { archiveVehicleCreditLifeWith } from './credit-life-link.js';
import { closePreInspectionOf } from './pre-inspection/index.js';

export async function listMotorPolicies(
  ctx: LineCallContext,
  query: PolicyListQuery,
): Promise<{ data: MotorPolicy[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderPolicies(ctx.db, holderId, {
    line: MOTOR_LINE,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadMotorPolicies(ctx, rows) };
}

/** getPolicyByFilters?registrationNo=: the caller's motor policies on that vehicle (normalised match). */
export async function findMotorPoliciesByRegistration(
  ctx: LineCallContext,
  registrationNo: string,
): Promise<{ data: MotorPolicy[] }> {
  const all = await listMotorPolicies(ctx, { limit: 100 });
  const wanted = normaliseRegistrationNumber(registrationNo).replace(/[\s-]/g, '');
  return {
    data: all.data.filter((policy) => policy.module.vehicle.vehicle_reg_no.replace(/[\s-]/g, '') === wanted),
  };
}

export async function getMotorPolicyDetail(
  ctx: LineCallContext,
  policyId: string,
): Promise<MotorPolicyDetail> {
  const row = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: MOTOR_LINE });
  return policyDetail(ctx, row, MOTOR, loadMotorPolicy(ctx, row), onBehalfInHolderVoice);
}

/** cancelPolicy / cancelMotorPolicy (change type code 2): refund inside 14 days when no claim was made. */
export async function cancelMotorPolicy(
  ctx: LineCallContext,
  input: MotorCancelInput,
): Promise<MotorCancelPolicyReply> {
  return cancelForHolder(ctx, MOTOR, input, (row) => loadMotorPolicy(ctx, row), [VEHICLE_CREDIT_LIFE]);
}

/**
 * Removes a motor policy or application. A removed application is withdrawn: its linked credit life goes
 * with it, and its vehicle's pre-inspection is no longer needed (closed as for a declined one). Never one an
 * underwriter is reviewing: the shared archive refuses it (409 APPLICATION_UNDER_REVIEW, decision 0040).
 */
export async function archiveMotor(ctx: LineCallContext, input: ArchiveInput): Promise<ArchiveReply> {
  const reply = await archiveForHolder(ctx, MOTOR_LINE, input);
  if (reply.archived !== 'application') return reply;
  const withdrawn = await findOwnedApplication(ctx.db, ctx.holder, input.policyId, { line: MOTOR_LINE });
  await archiveVehicleCreditLifeWith(ctx, withdrawn);
  await closePreInspectionOf(ctx.db, withdrawn, { reason: 'withdrawn', now: ctx.now, actor: actorOf(ctx) });
  return reply;
}

export async function listMotorApplications(
  ctx: LineCallContext,
  query: ApplicationListQuery,
): Promise<{ data: MotorApplication[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderApplications(ctx.db, holderId, {
    line: MOTOR_LINE,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadMotorApplications(ctx, rows) };
}

export async function getMotorApplication(
  ctx: LineCallContext,
  applicationId: string,
): Promise<MotorApplication> {
  const row = await findOwnedApplication(ctx.db, ctx.holder, applicationId, { line: MOTOR_LINE });
  return loadMotorApplication(ctx, row);
}
