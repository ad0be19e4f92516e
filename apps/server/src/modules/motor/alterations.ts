/**
 * Changing a motor policy, priced before it is confirmed (spec 001 §3, §4): createAlterationPackage prices an
 * edit of the §3 edit form, or a swap to another vehicle (change type code 0, with the new vehicle's own
 * pre-inspection), on the policy's own rate table; applyAlteration / swapPolicy (and the motorcycle swap)
 * confirm it as a new policy version (so the schedule follows); reset drops it. A swap needs the new
 * vehicle's pre-inspection approved, and no claim open on the old one (vehicle-swap.ts); an edit's rules and
 * the details it gives the policy are in policy-edit.ts, the parts it changes in edit-parts.ts.
 */
import { alterationPreviewText, alterationSummary, type PolicyChangeFacts } from '@cover/domain';
import {
  MOTOR_LINE,
  MOTOR_POLICY_MESSAGES,
  type MotorAlteration,
  type MotorAlterationInput,
  type MotorConfirmAlterationReply,
  type MotorQuote,
  type VehicleDetails,
} from '@cover/domain/motor';
import { and, eq } from 'drizzle-orm';
import { alterationPackages, insuredItems, type PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import {
  insertAlterationPackage,
  markAlteration,
  takePendingAlteration,
} from '../insurance-core/alteration-packages.js';
import { CORE_MESSAGES, conflict } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { lineDataFor } from '../insurance-core/lines.js';
import { actorOf, type LineCallContext } from '../insurance-core/line-context.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { updatePolicy } from '../insurance-core/policies.js';
import { editedInput, swappedInput } from './alteration-inputs.js';
import type { MotorApplicationDetails } from './application-view.js';
import { describeVehicle } from './describe.js';
import { editChange } from './edit-parts.js';
import { vehicleItemData } from './issue.js';
import { MOTOR, motorDataOf } from './line.js';
import { assertClaimsDeclared } from './claims-on-record.js';
import { checkedEdit, editedDetails, type StoredEdit } from './policy-edit.js';
import { loadMotorPolicy, toMotorAlteration } from './policy-view.js';
import { priceMotorQuote } from './quotes.js';
import { checkSwap, swapVehicle } from './vehicle-swap.js';

async function activePolicy(ctx: LineCallContext, policyId: string, lock = false): Promise<PolicyRow> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: MOTOR_LINE, lock });
  if (policy.status !== 'ACTIVE') throw conflict('POLICY_NOT_ACTIVE', CORE_MESSAGES.policyAlreadyCancelled);
  return policy;
}

/** createAlterationPackage: the priced edit or swap, valid 7 days on this policy version. */
export async function createMotorAlteration(
  ctx: LineCallContext,
  input: MotorAlterationInput,
): Promise<MotorAlteration> {
  const policy = await activePolicy(ctx, input.policyId);
  const quote = policy.module as unknown as MotorQuote;
  let priced: MotorQuote;
  let change: PolicyChangeFacts;
  let edit: StoredEdit | undefined;
  if (input.changeType === 'swap') {
    await checkSwap(ctx, input.vehicle, policy);
    priced = await priceMotorQuote(
      ctx.db,
      swappedInput(policy, input.vehicle),
      quote.scheme,
      quote.module.employee,
      ctx.now,
      policy.rateTableVersion,
    );
    change = {
      kind: 'vehicle_swapped',
      vehicle: describeVehicle({ ...input.vehicle, registrationNo: input.vehicle.vehicle_reg_no }),
    };
  } else {
    edit = checkedEdit(ctx, policy, input.edit);
    // the claims declared are checked against ours again, as in the application (this policy's own count)
    await assertClaimsDeclared(ctx.db, policy.policyHolderId, edit.previousInsurance.totalClaims, ctx.now, {
      field: 'edit.previousInsurance.totalClaims',
    });
    priced = await priceMotorQuote(
      ctx.db,
      editedInput(policy, edit),
      quote.scheme,
      quote.module.employee,
      ctx.now,
      policy.rateTableVersion,
    );
    change = editChange(policy, edit);
  }
  const row = await insertAlterationPackage(
    ctx.db,
    policy,
    {
      type: input.changeType,
      change: input.changeType === 'swap' ? { vehicle: input.vehicle } : { edit },
      currentPremium: policy.monthlyPremium,
      newPremium: priced.suggestedPremium,
      currentSumAssured: policy.sumAssured,
      newSumAssured: priced.sumAssured,
      result: { quote: priced, excesses: priced.excesses, change },
      summary: alterationPreviewText(change),
    },
    ctx.now,
  );
  return toMotorAlteration(row);
}

/** applyAlteration / swapPolicy / motorcycle swap: the priced change becomes the next policy version. */
export async function confirmMotorAlteration(
  ctx: LineCallContext,
  input: { policyId: string; alterationPackageId: string },
  expect?: { type?: 'swap'; motorcycle?: boolean },
): Promise<MotorConfirmAlterationReply> {
  const policy = await activePolicy(ctx, input.policyId, true);
  const data = motorDataOf(policy);
  if (expect?.motorcycle && data.vehicleType !== 'motorcycle')
    throw new AppError(422, 'NOT_A_MOTORCYCLE', MOTOR_POLICY_MESSAGES.notMotorcycle);
  const alteration = await takePendingAlteration(ctx.db, policy, input.alterationPackageId, ctx.now);
  if (expect?.type === 'swap' && alteration.type !== 'swap')
    throw new AppError(422, 'NOT_A_SWAP', 'This change is not a vehicle swap');
  const { quote: priced, change } = alteration.result as { quote: MotorQuote; change?: PolicyChangeFacts };
  const version = policy.version + 1;
  let newDetails: MotorApplicationDetails;
  let lineData = data;
  if (alteration.type === 'swap') {
    const vehicle = (alteration.change as unknown as { vehicle: VehicleDetails }).vehicle;
    ({ details: newDetails, lineData } = await swapVehicle(ctx, policy, vehicle, priced));
  } else {
    newDetails = editedDetails(policy, (alteration.change as unknown as { edit: StoredEdit }).edit);
    // The insured item carries the vehicle as the policy shows it: its colour follows the edit.
    await ctx.db
      .update(insuredItems)
      .set({
        insuredValue: priced.sumAssured,
        data: { ...vehicleItemData(newDetails.vehicle) },
        updatedAt: ctx.now,
      })
      .where(eq(insuredItems.id, data.insuredItemId));
  }
  await updatePolicy(
    ctx.db,
    policy.id,
    {
      module: { ...priced },
      details: { ...newDetails },
      lineData: lineDataFor(MOTOR, lineData),
      sumAssured: priced.sumAssured,
      basePremium: priced.basePremium,
      monthlyPremium: priced.suggestedPremium,
      version,
    },
    ctx.now,
  );
  await markAlteration(ctx.db, alteration.id, 'applied', ctx.now);
  await appendEvent(ctx.db, {
    entityType: 'policy',
    entityId: policy.id,
    type: alteration.type === 'swap' ? 'policy.swapped' : 'policy.altered',
    summary: change
      ? alterationSummary(change, alteration.currentPremium, alteration.newPremium, 'staff')
      : alteration.summary,
    data: {
      version,
      changeCode: alteration.type === 'swap' ? 0 : null,
      alterationPackageId: alteration.id,
      premiumBefore: alteration.currentPremium,
      premiumAfter: alteration.newPremium,
      ...(change ? { change } : {}),
    },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  ctx.changes.record({
    policyId: policy.id,
    policyNumber: policy.policyNumber,
    version,
    cause: alteration.type,
  });
  const updated = await findOwnedPolicy(ctx.db, ctx.holder, policy.id, { line: MOTOR_LINE });
  return {
    policy: await loadMotorPolicy(ctx, updated),
    message:
      alteration.type === 'swap'
        ? 'Your new vehicle is insured from today.'
        : 'Your policy has been changed.',
  };
}

/** reset (and the motorcycle reset): the pending change is dropped; the policy stays as it is. */
export async function resetMotorAlteration(
  ctx: LineCallContext,
  policyId: string,
  expect?: { motorcycle?: boolean },
) {
  const policy = await activePolicy(ctx, policyId, true);
  if (expect?.motorcycle && motorDataOf(policy).vehicleType !== 'motorcycle')
    throw new AppError(422, 'NOT_A_MOTORCYCLE', MOTOR_POLICY_MESSAGES.notMotorcycle);
  const dropped = await ctx.db
    .update(alterationPackages)
    .set({ status: 'reset', updatedAt: ctx.now })
    .where(and(eq(alterationPackages.policyId, policy.id), eq(alterationPackages.status, 'pending')))
    .returning();
  if (dropped.length === 0) throw new AppError(409, 'NOTHING_PENDING', MOTOR_POLICY_MESSAGES.noPending);
  await appendEvent(ctx.db, {
    entityType: 'policy',
    entityId: policy.id,
    type: 'policy.alteration_reset',
    summary: `Change not confirmed: ${dropped.map((row) => row.summary).join('; ')}`,
    data: { alterationPackageIds: dropped.map((row) => row.id) },
    actor: actorOf(ctx),
    at: ctx.now,
  });
  return { policy: await loadMotorPolicy(ctx, policy), message: 'The change was not made.' };
}
