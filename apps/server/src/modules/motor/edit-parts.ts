/**
 * What a motor policy edit changes, against the policy as it stands: its sum insured, odometer reading,
 * colour, use, regular driver, address (from its details), finance, extras, enhancements and insurance
 * history (from the input it was priced on). The preview, history and notice name these parts.
 */
import type { PolicyChangeFacts, VehicleEditPart } from '@cover/domain';
import type { MotorQuoteInput } from '@cover/domain/motor';
import type { PolicyRow } from '../../db/schema/index.js';
import type { MotorApplicationDetails } from './application-view.js';
import { quotedInput } from './alteration-inputs.js';
import type { StoredEdit as Edit } from './policy-edit.js';

/** The same value, key order aside. */
function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => same(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      same((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

/** Declared extras or enhancements by what is covered: the items and their value (none declared is none). */
const declared = (items: readonly string[], value: string) => ({
  items: [...items].sort(),
  value: Number(value) || 0,
});

const history = (input: MotorQuoteInput['previousInsuranceDetails']) => ({
  years: input.totalConsecutiveYears,
  claims: input.totalClaims,
  cancelled: input.everCancelled,
  reason: input.everCancelled ? (input.cancellationReason ?? null) : null,
  convicted: input.isConvicted,
});

/** The parts an edit changes, in the order the edit form asks them. */
export function editedParts(policy: PolicyRow, edit: Edit): VehicleEditPart[] {
  const details = policy.details as unknown as MotorApplicationDetails;
  const base = quotedInput(policy);
  const { vehicle } = details;
  const extras = edit.extraVehicleDetails;
  const enhancements = edit.performanceEnhancementDetails;
  const changed: Record<VehicleEditPart, boolean> = {
    sum_insured: edit.sumAssured !== undefined && edit.sumAssured !== policy.sumAssured,
    odometer: edit.vehicleDetails.odometer !== undefined && edit.vehicleDetails.odometer !== vehicle.odometer,
    colour: edit.vehicleDetails.colour.toLowerCase() !== vehicle.colour.toLowerCase(),
    use: edit.vehicleUsedFor !== vehicle.vehicleUsedFor || edit.isEssentialPart !== vehicle.isEssentialPart,
    driver: !same(edit.permanentDriver, details.permanentDriver),
    address: !same(edit.address.googleAddress, details.address.googleAddress),
    finance: edit.finance.payingOffLoan !== base.finance.payingOffLoan,
    extras: !same(
      declared(extras.anyExtra ? extras.details : [], extras.anyExtra ? extras.totalEstimatedValue : '0'),
      declared(base.extraVehicleDetails.details, base.extraVehicleDetails.totalEstimatedValue),
    ),
    enhancements: !same(
      declared(
        enhancements.anyEnhancement ? enhancements.details : [],
        enhancements.anyEnhancement ? enhancements.totalEstimatedValue : '0',
      ),
      declared(
        base.performanceEnhancementDetails.details,
        base.performanceEnhancementDetails.totalEstimatedValue,
      ),
    ),
    history: !same(history(edit.previousInsurance), history(base.previousInsuranceDetails)),
  };
  return (Object.keys(changed) as VehicleEditPart[]).filter((part) => changed[part]);
}

/** The facts an edit's preview, history and notice are told from. */
export const editChange = (policy: PolicyRow, edit: Edit): PolicyChangeFacts => ({
  kind: 'vehicle_details_changed',
  parts: editedParts(policy, edit),
});
