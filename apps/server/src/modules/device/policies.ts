/**
 * The device holder's policies and applications: lists (filters policyHolderId, limit, status), detail with
 * history and cancellation terms, payment details and their update (a new policy version, so the schedule
 * follows), cancellation (14 days of cooling-off) and archiving with a note.
 */
import {
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
import { listHolderId, policyPaymentOf } from '../insurance-core/holder-reads.js';
import { archiveForHolder, cancelForHolder } from '../insurance-core/holder-servicing.js';
import { type LineCallContext } from '../insurance-core/line-context.js';
import { changePolicyPayment } from '../insurance-core/payment-change.js';
import { findOwnedApplication, findOwnedPolicy } from '../insurance-core/ownership.js';
import { listHolderPolicies } from '../insurance-core/policies.js';
import { loadDeviceApplication, loadDeviceApplications } from './application-view.js';
import { DEVICE, DEVICE_CREDIT_LIFE } from './line.js';
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
export const updateDevicePolicyPayment = (
  ctx: LineCallContext,
  input: DeviceUpdatePaymentInput,
): Promise<PolicyPaymentReply> => changePolicyPayment(ctx, DEVICE_LINE, input);

export const cancelDevicePolicy = (
  ctx: LineCallContext,
  input: CancelPolicyInput,
): Promise<DeviceCancelPolicyReply> =>
  cancelForHolder(ctx, DEVICE, input, (row) => loadDevicePolicy(ctx, row), [DEVICE_CREDIT_LIFE]);

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
