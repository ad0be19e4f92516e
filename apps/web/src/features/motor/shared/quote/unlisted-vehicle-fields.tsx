import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { NativeOptions } from '../../../../components/policies/native-options';
import { YEAR_PLACEHOLDER } from './valuation-picker-layout';
import { NATIVE_SELECT, type VehicleChoiceFieldsProps } from './vehicle-choice';
import { VehicleValueField } from './vehicle-value-field';

/** The years offered for a vehicle that is not in the guide: next year's models back to 1950. */
const OWN_YEARS = (() => {
  const newest = new Date().getFullYear() + 1;
  return Array.from({ length: newest - 1950 + 1 }, (_, index) => String(newest - index));
})();

/** A vehicle the guide does not list: its make, model and year as typed, and the customer's own value. */
export function UnlistedVehicleFields({ value, onChange, errors }: VehicleChoiceFieldsProps) {
  return (
    <>
      <Typography color="text.secondary">
        Tell us the make, model and year, and what the vehicle would sell for today.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Make"
          required
          value={value.make}
          onChange={(event) => onChange({ make: event.target.value })}
          error={Boolean(errors.make)}
          helperText={errors.make ?? 'For example Toyota'}
          slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
        />
        <TextField
          label="Model"
          required
          value={value.model}
          onChange={(event) => onChange({ model: event.target.value })}
          error={Boolean(errors.model)}
          helperText={errors.model ?? 'For example Corolla Cross 1.8 XS'}
          slotProps={{ htmlInput: { maxLength: 80, autoComplete: 'off' } }}
        />
        <TextField
          select
          label="Year made"
          required
          value={value.manufacturingYear === null ? '' : String(value.manufacturingYear)}
          onChange={(event) =>
            onChange({ manufacturingYear: event.target.value ? Number(event.target.value) : null })
          }
          error={Boolean(errors.manufacturingYear)}
          helperText={errors.manufacturingYear ?? ' '}
          slotProps={NATIVE_SELECT}
        >
          <NativeOptions blank={YEAR_PLACEHOLDER} blankDisabled options={OWN_YEARS} />
        </TextField>
        <VehicleValueField value={value} onChange={onChange} error={errors.estimatedRetailPrice} />
      </Box>
    </>
  );
}
