import type { ValuationSearch } from '../api/valuation-api';
import type { MotorVehicleDraft } from '../wizard/registration-types';

/** The vehicle's make, model, year and value: what the picker edits. */
export type VehicleChoice = Pick<
  MotorVehicleDraft,
  | 'vehicle_type'
  | 'priceSource'
  | 'make'
  | 'model'
  | 'manufacturingYear'
  | 'valuation'
  | 'estimatedRetailPrice'
>;

export interface ValuationPickerProps {
  family: ValuationSearch['family'];
  value: VehicleChoice;
  /** the fields that changed */
  onChange: (change: Partial<VehicleChoice>) => void;
  errors: Partial<Record<keyof VehicleChoice, string>>;
  /** the kind of vehicle is given (a swap keeps the policy's): no choice of car or motorcycle */
  typeFixed?: boolean;
  /**
   * the year the vehicle was made is given (a swap: its pre-inspection's): only the guide's entries of that
   * year are offered, and a model chosen starts at it
   */
  fixedYear?: number | null;
}

/** A picker part's props: the value, its changes and the form's problems. */
export type VehicleChoiceFieldsProps = Pick<ValuationPickerProps, 'value' | 'onChange' | 'errors'>;

export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
