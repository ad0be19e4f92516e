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
}

/** A picker part's props: the value, its changes and the form's problems. */
export type VehicleChoiceFieldsProps = Pick<ValuationPickerProps, 'value' | 'onChange' | 'errors'>;

export const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
