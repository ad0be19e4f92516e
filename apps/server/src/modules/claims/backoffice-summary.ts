/**
 * A claim as the back office's lists show it (backofficeClaimSummarySchema): the row's facts from the claim's
 * view, and its kind in its line's words. Nothing a row does not show: no ID or phone numbers, payout
 * account or documents, which the claim's own page reads.
 */
import type { backofficeClaimSummarySchema } from '@cover/domain';
import type { z } from 'zod';
import type { ClaimRow } from '../../db/schema/index.js';
import type { ClaimLines } from './claim-lines.js';
import type { ClaimView } from './view.js';

export function backofficeClaimSummary(
  claimLines: ClaimLines,
  row: ClaimRow,
  view: ClaimView,
): z.infer<typeof backofficeClaimSummarySchema> {
  return {
    claimId: view.claimId,
    claimNumber: view.claimNumber,
    policyId: view.policyId,
    policyNumber: view.policyNumber,
    claimTypeLabel: claimLines.typeOf(row).label,
    status: view.status,
    approvalStatus: view.approvalStatus,
    statusDisplayValue: view.statusDisplayValue,
    amount: view.amount,
    grantedAmount: view.grantedAmount,
    claimant: { firstName: view.claimant.firstName, lastName: view.claimant.lastName },
    documentsOutstanding: view.documentsOutstanding,
    holdAnsweredAt: view.holdAnsweredAt,
    createdAt: view.createdAt,
    updatedAt: view.updatedAt,
    recentlyUpdated: view.recentlyUpdated,
    timeline: view.timeline,
  };
}
