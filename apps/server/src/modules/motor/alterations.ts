/**
 * Changing a motor policy, priced before it is confirmed (spec 001 §3, §4): createAlterationPackage prices an
 * edit of the §3 edit form, or a swap to another vehicle (change type code 0, with the new vehicle's own
 * pre-inspection), on the policy's own rate table; applyAlteration / swapPolicy (and the motorcycle swap)
 * confirm it as a new policy version (so the schedule follows); reset drops it. A swap needs the new
 * vehicle's pre-inspection approved, and no claim open on the old one.
 */
import { alterationPreviewText, alterationSummary, type PolicyChangeFacts } from '@cover/domain';
import {
  editNeedsOdometer,
  MOTOR_LINE,
  MOTOR_POLICY_MESSAGES,
  VEHICLE_MESSAGES,
  type EditedPermanentDriver,
  type MotorAlteration,
  type MotorAlterationInput,
  type MotorConfirmAlterationReply,
  type MotorPolicyEdit,
  type MotorQuote,
  type PermanentDriver,
  type VehicleDetails,
} from '@cover/domain/motor';
import { and, eq } from 'drizzle-orm';
import {
  alterationPackages,
  insuredItems,
  vehicleValuations,
  type PolicyRow,
} from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findOpenClaimsForItems } from '../claims/index.js';
import {
  insertAlterationPackage,
  markAlteration,
  takePendingAlteration,
} from '../insurance-core/alteration-packages.js';
import { today } from '../insurance-core/clock.js';
import { CORE_MESSAGES, conflict } from '../insurance-core/errors.js';
import { appendEvent } from '../insurance-core/events.js';
import { insertInsuredItem } from '../insurance-core/insured-items.js';
import { lineDataFor } from '../insurance-core/lines.js';
import { actorOf, requireHolder, type LineCallContext } from '../insurance-core/line-context.js';
import { findOwnedPolicy } from '../insurance-core/ownership.js';
import { updatePolicy } from '../insurance-core/policies.js';
import { editedInput, swappedInput } from './alteration-inputs.js';
import type { MotorApplicationDetails } from './application-view.js';
import { describeVehicle } from './describe.js';
import { editChange } from './edit-parts.js';
import { vehicleItemData } from './issue.js';
import { MOTOR, motorDataOf } from './line.js';
import { findApprovedPreInspection } from './pre-inspection/service.js';
import { findOwnedPreInspection } from './pre-inspection/repo.js';
import { loadMotorPolicy, toMotorAlteration } from './policy-view.js';
import { assertInsuranceYearsFit, priceMotorQuote } from './quotes.js';
import { VALUATION_NOT_FOUND } from './valuation.js';
import { assertVehicleFree, VEHICLE_ITEM_KIND } from './vehicles.js';

async function activePolicy(ctx: LineCallContext, policyId: string, lock = false): Promise<PolicyRow> {
  const policy = await findOwnedPolicy(ctx.db, ctx.holder, policyId, { line: MOTOR_LINE, lock });
  if (policy.status !== 'ACTIVE') throw conflict('POLICY_NOT_ACTIVE', CORE_MESSAGES.policyAlreadyCancelled);
  return policy;
}

async function assertNoOpenClaim(ctx: LineCallContext, policy: PolicyRow): Promise<void> {
  const open = await findOpenClaimsForItems(ctx.db, [motorDataOf(policy).insuredItemId]);
  if (open.length > 0)
    throw conflict(
      'CLAIM_OPEN',
      'This vehicle has a claim being dealt with. You can swap it once the claim is finished.',
    );
}

/**
 * The guide's valuation a swap is priced from (QA walk 7 finding 6): one the guide has, of the kind of
 * vehicle swapped to, and of the year its pre-inspection says the vehicle was made. Its make and model are
 * checked against the vehicle when it is priced.
 */
async function checkSwapValuation(
  ctx: LineCallContext,
  vehicle: VehicleDetails,
  inspectedYear: number,
): Promise<void> {
  if (!vehicle.valuationId) return;
  const [valuation] = await ctx.db
    .select({
      vehicleType: vehicleValuations.vehicleType,
      year: vehicleValuations.year,
      make: vehicleValuations.make,
      model: vehicleValuations.model,
    })
    .from(vehicleValuations)
    .where(eq(vehicleValuations.id, vehicle.valuationId))
    .limit(1);
  if (!valuation)
    throw new AppError(422, 'VALUATION_NOT_FOUND', VALUATION_NOT_FOUND, {
      'vehicle.valuationId': VALUATION_NOT_FOUND,
    });
  if (valuation.vehicleType !== vehicle.vehicle_type) {
    const message = `The valuation chosen is for a ${valuation.vehicleType}, not a ${vehicle.vehicle_type}. Please choose it again.`;
    throw new AppError(422, 'VALUATION_MISMATCH', message, { 'vehicle.valuationId': message });
  }
  // another make or model is refused as another vehicle when it is priced; the same one of another year here
  const sameModel =
    valuation.make.toLowerCase() === vehicle.make.toLowerCase() &&
    valuation.model.toLowerCase() === vehicle.model.toLowerCase();
  if (sameModel && valuation.year !== inspectedYear) {
    const message = `The valuation chosen is for a ${valuation.year} ${valuation.make} ${valuation.model}, but the inspection says the vehicle was made in ${inspectedYear}. Please choose the ${inspectedYear} one.`;
    throw new AppError(422, 'VALUATION_YEAR_MISMATCH', message, { 'vehicle.valuationId': message });
  }
}

/** The swap's new vehicle: the holder's own pre-inspection of it, and not insured already. */
async function checkNewVehicle(
  ctx: LineCallContext,
  vehicle: VehicleDetails,
  policy: PolicyRow,
): Promise<void> {
  const holder = requireHolder(ctx);
  const inspection = await findOwnedPreInspection(ctx.db, holder.policyHolderId, vehicle.preInspectionId);
  if (!inspection || inspection.isDeleted || inspection.vinNo !== vehicle.vin)
    throw new AppError(
      422,
      'ALTERATION_INVALID',
      'Please complete the pre-inspection of the new vehicle first',
      {
        'vehicle.preInspectionId': 'Please complete the pre-inspection of the new vehicle first',
      },
    );
  await assertVehicleFree(ctx.db, { vin: vehicle.vin, registrationNo: vehicle.vehicle_reg_no }, policy.id);
  await checkSwapValuation(ctx, vehicle, inspection.manufacturingYear);
}

/** An edit as it is stored with its alteration: the driver it keeps written out. */
type StoredEdit = Omit<MotorPolicyEdit, 'permanentDriver'> & { permanentDriver: PermanentDriver };

/**
 * The permanent driver after an edit: the one sent, or (keepDriver) the named driver the policy has now.
 * Keeping a driver the policy does not name is refused on the driver's name.
 */
function editedDriver(policy: PolicyRow, driver: EditedPermanentDriver): PermanentDriver {
  if (driver.isPermanent) return { isPermanent: true };
  if (!driver.keepDriver) {
    const { keepDriver: _keep, ...named } = driver;
    return named;
  }
  const current = (policy.details as unknown as MotorApplicationDetails).permanentDriver;
  if (current.isPermanent)
    throw new AppError(422, 'ALTERATION_INVALID', VEHICLE_MESSAGES.driver, {
      'edit.permanentDriver.fullName': VEHICLE_MESSAGES.driver,
    });
  return current;
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
    await assertNoOpenClaim(ctx, policy);
    await checkNewVehicle(ctx, input.vehicle, policy);
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
    // the holder's age bounds the years of insurance, as in the wizard (QA finding 5)
    assertInsuranceYearsFit(
      input.edit.previousInsurance.totalConsecutiveYears,
      ctx.holder?.id.number,
      ctx.now,
      'edit.previousInsurance.totalConsecutiveYears',
    );
    // the reading now is asked only of an edit that re-values the vehicle; others keep the policy's
    if (
      editNeedsOdometer(input.edit.sumAssured, policy.sumAssured) &&
      input.edit.vehicleDetails.odometer === undefined
    )
      throw new AppError(422, 'ALTERATION_INVALID', MOTOR_POLICY_MESSAGES.odometerForSumAssured, {
        'edit.vehicleDetails.odometer': MOTOR_POLICY_MESSAGES.odometerForSumAssured,
      });
    edit = { ...input.edit, permanentDriver: editedDriver(policy, input.edit.permanentDriver) };
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
  const details = policy.details as unknown as MotorApplicationDetails;
  const version = policy.version + 1;
  let newDetails: MotorApplicationDetails;
  let lineData = data;
  if (alteration.type === 'swap') {
    const vehicle = (alteration.change as unknown as { vehicle: VehicleDetails }).vehicle;
    await assertNoOpenClaim(ctx, policy);
    await findApprovedPreInspection(ctx.db, requireHolder(ctx).policyHolderId, vehicle.preInspectionId);
    await assertVehicleFree(ctx.db, { vin: vehicle.vin, registrationNo: vehicle.vehicle_reg_no }, policy.id);
    await ctx.db
      .update(insuredItems)
      .set({ removedAt: ctx.now, updatedAt: ctx.now })
      .where(eq(insuredItems.id, data.insuredItemId));
    const item = await insertInsuredItem(ctx.db, {
      policyId: policy.id,
      kind: VEHICLE_ITEM_KIND,
      description: describeVehicle({ ...vehicle, registrationNo: vehicle.vehicle_reg_no }),
      data: { ...vehicleItemData(vehicle) },
      insuredValue: priced.sumAssured,
      addedOn: today(ctx.now),
      now: ctx.now,
    });
    newDetails = { ...details, vehicle };
    lineData = {
      ...data,
      insuredItemId: item.id,
      vehicleType: vehicle.vehicle_type,
      vin: vehicle.vin,
      registrationNo: vehicle.vehicle_reg_no,
      preInspectionId: vehicle.preInspectionId,
    };
  } else {
    const edit = (alteration.change as unknown as { edit: StoredEdit }).edit;
    newDetails = {
      ...details,
      vehicle: {
        ...details.vehicle,
        odometer: edit.vehicleDetails.odometer ?? details.vehicle.odometer,
        colour: edit.vehicleDetails.colour,
        vehicleUsedFor: edit.vehicleUsedFor,
        isEssentialPart: edit.isEssentialPart,
      },
      address: edit.address,
      permanentDriver: edit.permanentDriver,
    };
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
