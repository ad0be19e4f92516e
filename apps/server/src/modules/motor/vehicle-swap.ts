/**
 * A swap to another vehicle (change type code 0, spec 001 §4): what it is checked against when it is priced
 * (the holder's own pre-inspection of it, not insured already, the guide's valuation of its year, no claim
 * open on the old one) and when it is confirmed, and what it consists of then: the old vehicle's insured
 * item removed, the new one's added, and the policy's details and line data naming the new vehicle.
 */
import type { MotorQuote, VehicleDetails } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import { insuredItems, vehicleValuations, type PolicyRow } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import { findOpenClaimsForItems } from '../claims/index.js';
import { today } from '../insurance-core/clock.js';
import { conflict } from '../insurance-core/errors.js';
import { insertInsuredItem } from '../insurance-core/insured-items.js';
import { requireHolder, type LineCallContext } from '../insurance-core/line-context.js';
import type { MotorApplicationDetails } from './application-view.js';
import { describeVehicle } from './describe.js';
import { vehicleItemData } from './issue.js';
import { motorDataOf, type MotorPolicyData } from './line.js';
import { findApprovedPreInspection } from './pre-inspection/service.js';
import { findOwnedPreInspection } from './pre-inspection/repo.js';
import { VALUATION_NOT_FOUND } from './valuation.js';
import { assertVehicleFree, VEHICLE_ITEM_KIND } from './vehicles.js';

const NEW_VEHICLE_INSPECTION = 'Please complete the pre-inspection of the new vehicle first';

export async function assertNoOpenClaim(ctx: LineCallContext, policy: PolicyRow): Promise<void> {
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

/**
 * A swap as it is priced: no claim open on the old vehicle, the holder's own pre-inspection of the new one,
 * not insured already, and the guide's valuation of it.
 */
export async function checkSwap(
  ctx: LineCallContext,
  vehicle: VehicleDetails,
  policy: PolicyRow,
): Promise<void> {
  await assertNoOpenClaim(ctx, policy);
  const holder = requireHolder(ctx);
  const inspection = await findOwnedPreInspection(ctx.db, holder.policyHolderId, vehicle.preInspectionId);
  if (!inspection || inspection.isDeleted || inspection.vinNo !== vehicle.vin)
    throw new AppError(422, 'ALTERATION_INVALID', NEW_VEHICLE_INSPECTION, {
      'vehicle.preInspectionId': NEW_VEHICLE_INSPECTION,
    });
  await assertVehicleFree(ctx.db, { vin: vehicle.vin, registrationNo: vehicle.vehicle_reg_no }, policy.id);
  await checkSwapValuation(ctx, vehicle, inspection.manufacturingYear);
}

/**
 * A swap confirmed, checked again (no claim open, the new vehicle's pre-inspection approved, not insured
 * elsewhere): the old vehicle's insured item is removed and the new one's added; the policy's details and
 * line data it is to carry.
 */
export async function swapVehicle(
  ctx: LineCallContext,
  policy: PolicyRow,
  vehicle: VehicleDetails,
  priced: MotorQuote,
): Promise<{ details: MotorApplicationDetails; lineData: MotorPolicyData }> {
  const data = motorDataOf(policy);
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
  const details = policy.details as unknown as MotorApplicationDetails;
  return {
    details: { ...details, vehicle },
    lineData: {
      ...data,
      insuredItemId: item.id,
      vehicleType: vehicle.vehicle_type,
      vin: vehicle.vin,
      registrationNo: vehicle.vehicle_reg_no,
      preInspectionId: vehicle.preInspectionId,
    },
  };
}
