import { useState } from 'react';
import { vehicleValueField } from '@cover/domain/motor';
import { MoneyField } from '../../../../components/money/money-field';
import { problemOf } from '../wizard/step-problems';
import type { ValuationPickerProps, VehicleChoice } from './vehicle-choice';

/** What the value is and its bounds (vehicleValueField's), before anything is typed. */
const VALUE_HINT = 'What it would sell for today, from R1 000 to R50 million';

/**
 * The customer's own value of the vehicle, checked by the domain's rule (vehicleValueField: R1 000 to R50
 * million) once they leave the field, and as they put it right after that; the form's problem (on Continue,
 * by the same rule) comes first.
 */
export function VehicleValueField({
  value,
  onChange,
  error,
}: {
  value: VehicleChoice;
  onChange: ValuationPickerProps['onChange'];
  error: string | undefined;
}) {
  const [left, setLeft] = useState(false);
  const cents = value.estimatedRetailPrice;
  const problem = left && cents !== null ? problemOf(vehicleValueField, cents) : null;
  return (
    <MoneyField
      label="Value of the vehicle"
      required
      valueCents={cents}
      onChangeCents={(estimatedRetailPrice) => onChange({ estimatedRetailPrice })}
      onBlur={() => setLeft(true)}
      error={error ?? problem ?? undefined}
      helperText={VALUE_HINT}
    />
  );
}
