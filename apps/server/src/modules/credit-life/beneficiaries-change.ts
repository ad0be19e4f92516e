/**
 * editBeneficiary on an issued credit life policy (QA walk 11 no. 5): the holder's own ACTIVE policy (another's
 * is not found, an ended one not changed) has its beneficiaries replaced as a whole, as a new policy version
 * (so a new schedule), with the policy.altered event its change notice is told from. The premium is unchanged.
 */
import {
  alterationSummary,
  canAlterPolicy,
  type CreditLifeBeneficiariesChangeInput,
  type CreditLifePolicyDetail,
  type PolicyChangeFacts,
  type PolicyLifecycleStatus,
} from '@cover/domain';
import { CORE_MESSAGES, conflict } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { replaceBeneficiaries } from '../insurance-core/members.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { updatePolicy } from '../insurance-core/policies.js';
import type { CreditLifeLine } from './line.js';
import { getCreditLifePolicy } from './servicing.js';

/** The alteration type the event, the version's cause and the notice's wording name. */
const EDIT_BENEFICIARIES = 'edit_beneficiaries';

export async function changeCreditLifeBeneficiaries(
  ctx: LineCallContext,
  line: CreditLifeLine,
  input: CreditLifeBeneficiariesChangeInput,
): Promise<CreditLifePolicyDetail> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, input.policyId, { line: line.key, lock: true });
  if (!canAlterPolicy(policy.status as PolicyLifecycleStatus))
    throw conflict('POLICY_NOT_ACTIVE', CORE_MESSAGES.policyNotActive);
  await replaceBeneficiaries(ctx.db, policy.id, input.beneficiaries, ctx.now);
  const version = policy.version + 1;
  await updatePolicy(ctx.db, policy.id, { version }, ctx.now);
  const change: PolicyChangeFacts = { kind: 'beneficiaries_changed', count: input.beneficiaries.length };
  await appendEvent(ctx.db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.altered',
    summary: alterationSummary(change, policy.monthlyPremium, policy.monthlyPremium, 'staff'),
    data: {
      alterationType: EDIT_BENEFICIARIES,
      change,
      premiumBefore: policy.monthlyPremium,
      premiumAfter: policy.monthlyPremium,
      version,
    },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  ctx.changes.record({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    version,
    cause: EDIT_BENEFICIARIES,
  });
  return getCreditLifePolicy(ctx, line, policy.id);
}
