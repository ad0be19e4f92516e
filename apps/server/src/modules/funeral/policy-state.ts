/** The policy an alteration works on: the caller's own, ACTIVE, locked; and its current state. */
import {
  canAlterPolicy,
  type BeneficiaryInput,
  type MainMemberDetails,
  type PolicyLifecycleStatus,
} from '@cover/domain';
import { FUNERAL_LINE } from '@cover/domain/funeral';
import type { PolicyRow } from '../../db/schema/index.js';
import { CORE_MESSAGES, conflict } from '../insurance-core/errors.js';
import { listActiveMembers, listBeneficiaries, toSnapshot } from '../insurance-core/members.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { findPaymentMethod } from '../insurance-core/payment-methods.js';
import type { PolicyState } from './alteration-plan.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { funeralDataOf } from './line.js';

export async function alterablePolicy(ctx: LineCallContext, policyId: string): Promise<PolicyRow> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: FUNERAL_LINE, lock: true });
  if (!canAlterPolicy(policy.status as PolicyLifecycleStatus))
    throw conflict('POLICY_NOT_ACTIVE', CORE_MESSAGES.policyNotActive);
  return policy;
}

export async function stateOf(ctx: LineCallContext, policy: PolicyRow): Promise<PolicyState> {
  const members = (await listActiveMembers(ctx.db, [policy.id])).map(toSnapshot);
  const beneficiaries = await listBeneficiaries(ctx.db, [policy.id]);
  const details = policy.details as { mainMember?: MainMemberDetails };
  const { coverType, coverOption } = funeralDataOf(policy);
  const payment = await findPaymentMethod(ctx.db, policy.paymentMethodId);
  return {
    coverType,
    coverOption,
    members,
    beneficiaries: beneficiaries.map((row) => ({
      relation: row.relation as BeneficiaryInput['relation'],
      firstName: row.firstName,
      lastName: row.lastName,
      ...(row.idNumber ? { idNumber: row.idNumber } : {}),
      ...(row.email ? { email: row.email } : {}),
      ...(row.mobile ? { mobile: row.mobile } : {}),
      ...(row.alternateMobile ? { alternateMobile: row.alternateMobile } : {}),
      percentage: row.percentage,
    })),
    billingDay: policy.billingDay,
    mainMember: details.mainMember ?? {},
    paymentMethodType: payment?.type ?? null,
  };
}
