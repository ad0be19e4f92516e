import { useController, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { MONTH_NAMES, REGISTRATION_YEARS } from '../registration-dates';
import { VIN_HELP, VIN_SLOT_PROPS, vinText } from '../vin-input';
import type { VehicleStepValues } from './vehicle-rules';

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const upper = (text: string) => text.toUpperCase();
const wholeNumber = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
};
const chosenNumber = (text: string) => (text === '' ? null : Number(text));

export interface VehicleIdentityFieldsProps {
  form: UseFormReturn<VehicleStepValues>;
  /** the registration number lost focus: it is checked against the vehicles already insured */
  onRegistrationBlur: (value: string) => void;
}

/**
 * The vehicle's identity and condition as the licence disc and the papers give them: registration number
 * (checked on leaving the field), VIN, engine number, colour, odometer reading, and the year and month it
 * was first registered (vehicleRegistrationDate, YYYY-MM, is built from the two).
 */
export function VehicleIdentityFields({ form, onRegistrationBlur }: VehicleIdentityFieldsProps) {
  const registration = useController({ control: form.control, name: 'vehicle.vehicle_reg_no' });
  const registrationError = registration.fieldState.error?.message;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Registration number"
        required
        name={registration.field.name}
        value={registration.field.value ?? ''}
        inputRef={registration.field.ref}
        onChange={(event) => registration.field.onChange(upper(event.target.value))}
        onBlur={() => {
          registration.field.onBlur();
          onRegistrationBlur(String(registration.field.value ?? ''));
        }}
        error={Boolean(registrationError)}
        helperText={registrationError ?? 'As on the number plate, for example CA\u00a0123\u2011456'}
        slotProps={{ htmlInput: { maxLength: 14, autoComplete: 'off', autoCapitalize: 'characters' } }}
      />
      <BoundTextField
        control={form.control}
        name="vehicle.vin"
        label="VIN"
        required
        parse={vinText}
        help={VIN_HELP}
        slotProps={VIN_SLOT_PROPS}
      />
      <BoundTextField
        control={form.control}
        name="vehicle.engineNo"
        label="Engine number"
        required
        parse={upper}
        help="On the licence disc and the registration papers"
        slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off', autoCapitalize: 'characters' } }}
      />
      <BoundTextField
        control={form.control}
        name="vehicle.colour"
        label="Colour"
        required
        slotProps={{ htmlInput: { maxLength: 30 } }}
      />
      <BoundTextField
        control={form.control}
        name="vehicle.odometer"
        label="Odometer reading (km)"
        required
        parse={wholeNumber}
        help="The kilometres the vehicle has done"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9, autoComplete: 'off' } }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridColumn: { sm: '1 / -1' },
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        <BoundTextField
          control={form.control}
          name="vehicle.vehicleRegistrationYear"
          select
          label="Year first registered"
          required
          parse={chosenNumber}
          slotProps={NATIVE_SELECT}
        >
          <option value="">Year</option>
          {REGISTRATION_YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </BoundTextField>
        <BoundTextField
          control={form.control}
          name="vehicle.vehicleRegistrationMonth"
          select
          label="Month first registered"
          required
          parse={chosenNumber}
          slotProps={NATIVE_SELECT}
        >
          <option value="">Month</option>
          {MONTH_NAMES.map((month, index) => (
            <option key={month} value={index + 1}>
              {month}
            </option>
          ))}
        </BoundTextField>
      </Box>
    </Box>
  );
}
