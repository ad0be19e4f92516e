import type { MotorAlteration, MotorPolicy } from '@cover/domain/motor';
import type { PricedChangePreview } from '../../../../components/policies/alteration-preview';
import type { MotorConfirmCall, MotorResetCall } from '../api/servicing-api';

type VehicleType = MotorPolicy['module']['vehicle']['vehicle_type'];

/**
 * The call that confirms a priced change (spec 001 §3, §7): an edit is applied (applyAlteration); a swap
 * to another vehicle (code 0) goes through swapPolicy, or motorcycle/swap on a motorcycle policy.
 */
export function confirmCallFor(
  vehicleType: VehicleType,
  changeType: MotorAlteration['changeType'],
): MotorConfirmCall {
  if (changeType === 'edit') return 'applyAlteration';
  return vehicleType === 'motorcycle' ? 'motorcycleSwap' : 'swapPolicy';
}

/** The call that drops a pending change: policies/reset, or motorcycle/reset on a motorcycle policy. */
export const resetCallFor = (vehicleType: VehicleType): MotorResetCall =>
  vehicleType === 'motorcycle' ? 'motorcycleReset' : 'resetPolicy';

/** A motor alteration as the shared preview shows it (the premium's difference worked out). */
export const toPreview = (alteration: MotorAlteration): PricedChangePreview => ({
  alterationPackageId: alteration.alterationPackageId,
  summary: alteration.summary,
  currentPremium: alteration.currentPremium,
  newPremium: alteration.newPremium,
  premiumDifference: alteration.newPremium - alteration.currentPremium,
  expiresAt: alteration.expiresAt,
});
