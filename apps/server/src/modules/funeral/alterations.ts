/**
 * Funeral alterations: every change is first a priced preview (an alteration package, pending for 7 days)
 * and then applied: the policy's premium, members, beneficiaries or payment details change, its version
 * goes up by one and an event is appended to its history.
 */
import { alterationSummary, premiumChangeText } from '@cover/domain';
import {
  type AlterationChange,
  type AlterationConsents,
  type AlterationReply,
  type CoverOptionCode,
  type FuneralCoverType,
  type FuneralPackageName,
} from '@cover/domain/funeral';
import type { AlterationPackageRow, PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  insertAlterationPackage,
  markAlteration,
  takePendingAlteration,
} from '../insurance-core/alteration-packages.js';
import { today } from '../insurance-core/clock.js';
import { nextCollectionAfterChange } from '../insurance-core/payment-change.js';
import { appendEvent } from '../insurance-core/events.js';
import { replaceBeneficiaries, syncMembers } from '../insurance-core/members.js';
import {
  findPaymentMethod,
  insertPaymentMethod,
  samePaymentOnDay,
} from '../insurance-core/payment-methods.js';
import { updatePolicy, type PolicyChangesSet } from '../insurance-core/policies.js';
import { planAlteration } from './alteration-plan.js';
import { premiumChangeConsents } from './alteration-consents.js';
import { CHANNEL_RULES, isFreeBenefit, type FuneralChannel } from './channels.js';
import { actorOf, requireCaller, type LineCallContext } from '../insurance-core/line-context.js';
import { rosteredSalaryReference } from './employee.js';
import { loadPolicyView } from './policy-view.js';
import { priceLives } from './rating.js';

import {
  lineOf,
  toAlterationPackage,
  type AlterationChangePayment,
  type StoredResult,
} from './alteration-result.js';
import { alterablePolicy, stateOf } from './policy-state.js';
import { lineDataFor } from '../insurance-core/lines.js';
import { FUNERAL, funeralDataOf } from './line.js';

export const ALTERATION_TEXTS = {
  previewed: 'Here is how this change affects your premium.',
  applied: 'Your policy has been updated.',
  freeBenefitPayment: 'The free benefit has no premium to pay',
  paymentNotOffered: 'This payment method is not offered for this cover',
} as const;

/** A payment change: the free benefit has none; a new method must be one the channel offers. */
function checkPayment(policy: PolicyRow, method: AlterationChangePayment): void {
  if (isFreeBenefit(policy.packageName))
    throw new AppError(422, 'NO_PREMIUM', ALTERATION_TEXTS.freeBenefitPayment, {
      paymentMethod: ALTERATION_TEXTS.freeBenefitPayment,
    });
  if (method && !CHANNEL_RULES[policy.channel as FuneralChannel].paymentMethods.includes(method.type))
    throw new AppError(422, 'APPLICATION_INVALID', ALTERATION_TEXTS.paymentNotOffered, {
      'paymentMethod.type': ALTERATION_TEXTS.paymentNotOffered,
    });
}

/** Prices a change and stores it as a pending alteration package (the policy does not change). */
export async function previewAlteration(
  ctx: LineCallContext,
  policy: PolicyRow,
  change: AlterationChange,
): Promise<AlterationPackageRow> {
  const state = await stateOf(ctx, policy);
  const plan = planAlteration(state, change);
  if (change.type === 'update_payment_details') checkPayment(policy, plan.paymentMethod);
  const result: StoredResult = { breakdown: state.members.map(lineOf), change: plan.change };
  let newPremium = policy.monthlyPremium;
  let newSumAssured = policy.sumAssured;
  if (plan.lives) {
    const priced = priceLives(
      {
        packageName: policy.packageName as FuneralPackageName,
        coverType: (plan.coverType ?? funeralDataOf(policy).coverType) as FuneralCoverType,
        coverOption: (plan.coverOption ?? funeralDataOf(policy).coverOption) as CoverOptionCode,
        members: plan.lives,
      },
      { today: ctx.now, rateTableVersion: policy.rateTableVersion },
    );
    const { quote } = priced;
    Object.assign(result, {
      members: priced.members,
      module: { ...quote.module, startDate: policy.startDate },
      coverType: quote.module.coverType,
      coverOption: quote.module.coverageOption,
      sumAssured: quote.sumAssured,
      basePremium: quote.basePremium,
      monthlyPremium: quote.suggestedPremium,
      breakdown: quote.breakdown,
    });
    newPremium = quote.suggestedPremium;
    newSumAssured = quote.sumAssured;
  }
  if (plan.beneficiaries) result.beneficiaries = plan.beneficiaries;
  if (plan.paymentMethod) result.paymentMethod = plan.paymentMethod;
  if (plan.billingDay !== undefined) result.billingDay = plan.billingDay;
  if (plan.mainMember) result.mainMember = plan.mainMember;
  return insertAlterationPackage(
    ctx.db,
    policy,
    {
      type: change.type,
      change: { ...change },
      currentPremium: policy.monthlyPremium,
      newPremium,
      currentSumAssured: policy.sumAssured,
      newSumAssured,
      result: { ...result },
      summary: plan.summary,
    },
    ctx.now,
  );
}

/** Applies a pending package to the policy: a new version with its event. */
export async function applyAlteration(
  ctx: LineCallContext,
  policy: PolicyRow,
  alterationPackageId: string,
  consents?: AlterationConsents,
): Promise<AlterationReply> {
  const pending = await takePendingAlteration(ctx.db, policy, alterationPackageId, ctx.now);
  const given = await premiumChangeConsents(ctx, policy, pending, consents);
  const result = pending.result as unknown as StoredResult;
  const changes: PolicyChangesSet = { version: policy.version + 1 };
  if (result.members && result.module) {
    await syncMembers(ctx.db, policy.id, result.members, { today: today(ctx.now), now: ctx.now });
    Object.assign(changes, {
      module: { ...result.module },
      lineData: lineDataFor(FUNERAL, {
        ...funeralDataOf(policy),
        ...(result.coverType ? { coverType: result.coverType } : {}),
        ...(result.coverOption ? { coverOption: result.coverOption } : {}),
      }),
      sumAssured: result.sumAssured,
      basePremium: result.basePremium,
      monthlyPremium: result.monthlyPremium,
    });
  }
  if (result.beneficiaries) await replaceBeneficiaries(ctx.db, policy.id, result.beneficiaries, ctx.now);
  if (result.paymentMethod) {
    const principal = requireCaller(ctx);
    const salaryReferenceNumber =
      result.paymentMethod.type === 'deduct_from_salary'
        ? await rosteredSalaryReference(ctx.db, principal)
        : null;
    const method = await insertPaymentMethod(ctx.db, policy.policyHolderId, result.paymentMethod, {
      salaryReferenceNumber,
      billingDay: result.billingDay ?? policy.billingDay,
      now: ctx.now,
    });
    changes.paymentMethodId = method.id;
  }
  if (result.billingDay !== undefined && result.billingDay !== policy.billingDay) {
    // the account kept: its debit order moves to the new day (a copy, the earlier version keeps its own)
    const kept = result.paymentMethod ? null : await findPaymentMethod(ctx.db, policy.paymentMethodId);
    if (kept) changes.paymentMethodId = (await samePaymentOnDay(ctx.db, kept, result.billingDay, ctx.now)).id;
    changes.billingDay = result.billingDay;
    changes.nextBillingDate = nextCollectionAfterChange(policy, result.billingDay, ctx.now);
  }
  if (result.mainMember) changes.details = { ...policy.details, mainMember: result.mainMember };
  const updated = await updatePolicy(ctx.db, policy.id, changes, ctx.now);
  const applied = await markAlteration(ctx.db, pending.id, 'applied', ctx.now);
  await appendEvent(ctx.db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.altered',
    summary: result.change
      ? alterationSummary(result.change, pending.currentPremium, pending.newPremium, 'staff')
      : `${pending.summary}. ${premiumChangeText(pending.currentPremium, pending.newPremium, 'staff')}`,
    data: {
      alterationPackageId: pending.id,
      alterationType: pending.type,
      ...(result.change ? { change: result.change } : {}),
      premiumBefore: pending.currentPremium,
      premiumAfter: pending.newPremium,
      version: updated.version,
      ...(given.length > 0 ? { consents: given } : {}),
    },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  ctx.changes.record({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    version: updated.version,
    cause: pending.type,
  });
  return {
    alterationPackage: toAlterationPackage(applied),
    policy: await loadPolicyView(ctx.db, updated, ctx.now, ctx.longWindow),
    message: ALTERATION_TEXTS.applied,
  };
}

type Consenting = { consents?: AlterationConsents | undefined };
export type ChangeRequest =
  | ({ policyId: string; alterationPackageId: string } & Consenting)
  | ({ policyId: string; preview: boolean; change: AlterationChange } & Consenting);

/** A change call: apply a stored preview, or preview (and, unless `preview`, apply at once). */
export async function alterPolicy(ctx: LineCallContext, request: ChangeRequest): Promise<AlterationReply> {
  const policy = await alterablePolicy(ctx, request.policyId);
  if ('alterationPackageId' in request)
    return applyAlteration(ctx, policy, request.alterationPackageId, request.consents);
  const pending = await previewAlteration(ctx, policy, request.change);
  if (request.preview)
    return {
      alterationPackage: toAlterationPackage(pending),
      policy: null,
      message: ALTERATION_TEXTS.previewed,
    };
  return applyAlteration(ctx, policy, pending.id, request.consents);
}
