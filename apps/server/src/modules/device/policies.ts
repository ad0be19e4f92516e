/**
 * The device holder's policies and applications: lists (filters policyHolderId, limit, status), detail with
 * history and cancellation terms, payment details and their update (a new policy version, so the schedule
 * follows), cancellation (14 days of cooling-off) and archiving with a note.
 */
import {
  formatLongDate,
  nextBillingDate,
  paymentMethodLabel,
  type PolicyListQuery,
  type PolicyPaymentReply,
  type ApplicationListQuery,
  type ArchiveInput,
  type ArchiveReply,
  type CancelPolicyInput,
} from '@cover/domain';
import {
  DEVICE_LINE,
  type DeviceApplication,
  type DeviceCancelPolicyReply,
  type DevicePolicy,
  type DevicePolicyDetail,
  type DeviceUpdatePaymentInput,
} from '@cover/domain/device';
import { listHolderApplications } from '../insurance-core/applications.js';
import { policyDetail } from '../insurance-core/policy-detail.js';
import { today } from '../insurance-core/clock.js';
import { appendEvent } from '../insurance-core/events.js';
import { storeApplicationPayment } from '../insurance-core/holder-payment.js';
import { listHolderId, policyPaymentOf } from '../insurance-core/holder-reads.js';
import { archiveForHolder, cancelForHolder } from '../insurance-core/holder-servicing.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { findOwnedApplication, findOwnedPolicy } from '../insurance-core/ownership.js';
import { listHolderPolicies, updatePolicy } from '../insurance-core/policies.js';
import { CORE_MESSAGES, conflict } from '../insurance-core/errors.js';
import { loadDeviceApplication, loadDeviceApplications } from './application-view.js';
import { DEVICE } from './line.js';
import { loadDevicePolicies, loadDevicePolicy } from './policy-view.js';

export const PAYMENT_UPDATED = 'Your payment details have been updated.';

export async function listDevicePolicies(
  ctx: LineCallContext,
  query: PolicyListQuery,
): Promise<{ data: DevicePolicy[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderPolicies(ctx.db, holderId, {
    line: DEVICE_LINE,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadDevicePolicies(ctx, rows) };
}

export async function getDevicePolicyDetail(
  ctx: LineCallContext,
  policyId: string,
): Promise<DevicePolicyDetail> {
  const row = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: DEVICE_LINE });
  return policyDetail(ctx, row, DEVICE, loadDevicePolicy(ctx, row));
}

export const getDevicePolicyPayment = (ctx: LineCallContext, policyId: string): Promise<PolicyPaymentReply> =>
  policyPaymentOf(ctx, DEVICE_LINE, policyId);

/** updatePolicyPayment: a new payment method (and billing day) from the next collection on. */
export async function updateDevicePolicyPayment(
  ctx: LineCallContext,
  input: DeviceUpdatePaymentInput,
): Promise<PolicyPaymentReply> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, { line: DEVICE_LINE, lock: true });
  if (policy.status !== 'ACTIVE') throw conflict('POLICY_NOT_ACTIVE', CORE_MESSAGES.policyAlreadyCancelled);
  const offered =
    policy.channel === 'employee'
      ? (['deduct_from_salary', 'debit_order'] as const)
      : (['debit_order'] as const);
  const payment = await storeApplicationPayment(
    ctx,
    input.paymentMethod,
    input.billingDay ?? policy.billingDay,
    offered,
  );
  const version = policy.version + 1;
  const updated = await updatePolicy(
    ctx.db,
    policy.id,
    {
      paymentMethodId: payment.paymentMethodId,
      billingDay: payment.billingDay,
      nextBillingDate: nextBillingDate(payment.billingDay, policy.nextBillingDate ?? today(ctx.now)),
      version,
    },
    ctx.now,
  );
  await appendEvent(ctx.db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.payment_updated',
    summary: `Payment changed to ${paymentMethodLabel(input.paymentMethod.type) ?? input.paymentMethod.type}, billed on day ${payment.billingDay}; next collection ${formatLongDate(updated.nextBillingDate ?? today(ctx.now))}`,
    data: { version, billingDay: payment.billingDay },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  ctx.changes.record({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    version,
    cause: 'payment_updated',
  });
  return policyPaymentOf(ctx, DEVICE_LINE, policy.id);
}

export const cancelDevicePolicy = (
  ctx: LineCallContext,
  input: CancelPolicyInput,
): Promise<DeviceCancelPolicyReply> =>
  cancelForHolder(ctx, DEVICE, input, (row) => loadDevicePolicy(ctx, row));

export const archiveDevice = (ctx: LineCallContext, input: ArchiveInput): Promise<ArchiveReply> =>
  archiveForHolder(ctx, DEVICE_LINE, input);

export async function listDeviceApplications(
  ctx: LineCallContext,
  query: ApplicationListQuery,
): Promise<{ data: DeviceApplication[] }> {
  const holderId = listHolderId(ctx, query.policyHolderId);
  if (!holderId) return { data: [] };
  const rows = await listHolderApplications(ctx.db, holderId, {
    line: DEVICE_LINE,
    status: query.status,
    limit: query.limit,
  });
  return { data: await loadDeviceApplications(ctx, rows) };
}

export async function getDeviceApplication(
  ctx: LineCallContext,
  applicationId: string,
): Promise<DeviceApplication> {
  const row = await findOwnedApplication(ctx.db, ctx.holder, applicationId, { line: DEVICE_LINE });
  return loadDeviceApplication(ctx, row);
}
