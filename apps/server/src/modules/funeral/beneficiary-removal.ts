/** deleteBeneficiary (CMS): removing one beneficiary is an edit_beneficiaries alteration. */
import { redistributeShares } from '@cover/domain';
import { type AlterationReply } from '@cover/domain/funeral';
import { AppError } from '../../platform/errors.js';
import { listBeneficiaries } from '../insurance-core/members.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { alterPolicy } from './alterations.js';
import { alterablePolicy, stateOf } from './policy-state.js';

/** deleteBeneficiary: the removed share is spread over the others pro rata; the last one cannot go. */
export async function deleteBeneficiary(
  ctx: LineCallContext,
  request: { policyId: string; preview: boolean; beneficiaryId: string },
): Promise<AlterationReply> {
  const policy = await alterablePolicy(ctx, request.policyId);
  const rows = await listBeneficiaries(ctx.db, [policy.id]);
  const index = rows.findIndex((row) => row.id === request.beneficiaryId);
  if (index < 0)
    throw new AppError(404, 'BENEFICIARY_NOT_FOUND', 'Beneficiary not found', {
      beneficiaryId: 'Beneficiary not found',
    });
  if (rows.length === 1)
    throw new AppError(422, 'LAST_BENEFICIARY', 'The last beneficiary cannot be removed', {
      beneficiaryId: 'The last beneficiary cannot be removed',
    });
  const shares = redistributeShares(
    rows.map((row) => row.percentage),
    index,
  );
  const state = await stateOf(ctx, policy);
  const beneficiaries = state.beneficiaries
    .filter((_, position) => position !== index)
    .map((entry, position) => ({ ...entry, percentage: shares[position] ?? entry.percentage }));
  return alterPolicy(ctx, {
    policyId: policy.id,
    preview: request.preview,
    change: { type: 'edit_beneficiaries', beneficiaries },
  });
}
