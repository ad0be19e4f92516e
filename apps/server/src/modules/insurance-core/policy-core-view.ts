/**
 * The core of a policy and of an application as every line's API shows them (policy-core.ts contracts):
 * premiums, billing, status with its display value, cooling-off, grace, cancellation, recently updated.
 * A line adds its own `module` (and any dates of its own).
 */
import {
  BILLING_FREQUENCY,
  CURRENCY,
  graceEndsOn,
  isRecentlyUpdated,
  statusDisplayValue,
  type ApplicationStatus,
  type PolicyStatus,
} from '@cover/domain';
import { customerUnderwriting } from './underwriting.js';
import type { ApplicationRow, CollectionRow, PolicyRow } from '../../db/schema/index.js';

/** `unpaid`: the policy's unpaid collections, oldest first; `longWindow`: 30 days (else 5 minutes). */
export function policyCoreView(
  row: PolicyRow,
  unpaid: readonly CollectionRow[],
  now: Date,
  longWindow = true,
) {
  const oldestUnpaid = unpaid[0];
  return {
    policyId: row.id,
    policyNumber: row.policyNumber,
    policyHolderId: row.policyHolderId,
    applicationId: row.applicationId,
    packageName: row.packageName,
    sumAssured: row.sumAssured,
    basePremium: row.basePremium,
    monthlyPremium: row.monthlyPremium,
    billingAmount: row.status === 'ACTIVE' ? row.monthlyPremium + row.balance : 0,
    billingFrequency: BILLING_FREQUENCY as typeof BILLING_FREQUENCY,
    billingDay: row.billingDay,
    nextBillingDate: row.nextBillingDate,
    startDate: row.startDate,
    status: row.status as PolicyStatus,
    statusDisplayValue: statusDisplayValue(row.status),
    balance: row.balance,
    currency: CURRENCY as typeof CURRENCY,
    paymentMethodId: row.paymentMethodId,
    rateTableVersion: row.rateTableVersion,
    version: row.version,
    coolingOffEndsOn: row.coolingOffEndsOn,
    graceEndsOn: row.status === 'ACTIVE' && oldestUnpaid ? graceEndsOn(oldestUnpaid.dueDate) : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancellationReason: row.cancellationReason,
    lapsedAt: row.status === 'LAPSED' ? (row.lapsedAt?.toISOString() ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    recentlyUpdated: isRecentlyUpdated(row.updatedAt, now, longWindow),
  };
}

export function applicationCoreView(
  row: ApplicationRow,
  now: Date,
  policyNumber: string | null,
  longWindow = true,
) {
  return {
    applicationId: row.id,
    applicationNumber: row.applicationNumber,
    quotePackageId: row.quotePackageId,
    policyHolderId: row.policyHolderId,
    packageName: row.packageName,
    status: row.status as ApplicationStatus | 'CANCELLED' | 'ARCHIVED',
    statusDisplayValue: statusDisplayValue(row.status),
    sumAssured: row.sumAssured,
    monthlyPremium: row.monthlyPremium,
    currency: (row.quote as { currency?: string }).currency ?? CURRENCY,
    billingDay: row.billingDay,
    paymentMethodId: row.paymentMethodId,
    policyId: row.policyId,
    policyNumber,
    declarationAcceptedAt: row.declarationAcceptedAt?.toISOString() ?? null,
    ...customerUnderwriting(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    recentlyUpdated: isRecentlyUpdated(row.updatedAt, now, longWindow),
  };
}
