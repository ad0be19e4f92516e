import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { VehicleValuation } from '@cover/domain/motor';
import { NativeOptions } from '../../../../components/policies/native-options';
import { readApiError } from '../../../../lib/api-error';
import {
  makesSearch,
  useGetMotorValuationsQuery,
  useLazyGetMotorValuationsQuery,
} from '../api/valuation-api';
import type { ChosenValuation, MotorVehicleType } from '../wizard/registration-types';
import { GUIDE_WITHOUT_PRICE } from '../wizard/vehicle-rules';
import {
  MAKE_PLACEHOLDER,
  MODEL_PLACEHOLDER,
  THREE_COLUMNS_MIN_REM,
  VALUATION_PICKER_COLUMNS,
  YEAR_PLACEHOLDER,
} from './valuation-picker-layout';
import { GuidePrices } from './guide-prices';
import { UnlistedVehicleFields } from './unlisted-vehicle-fields';
import { NATIVE_SELECT, type ValuationPickerProps } from './vehicle-choice';
import { VehicleValueField } from './vehicle-value-field';

export type { ValuationPickerProps, VehicleChoice } from './vehicle-choice';

const VEHICLE_TYPES: readonly { value: MotorVehicleType; label: string }[] = [
  { value: 'car', label: 'Car or bakkie' },
  { value: 'motorcycle', label: 'Motorcycle' },
];
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
/** The guide's spelling of a name typed or scanned in any case ('' when the guide does not have it). */
const inGuide = (options: readonly string[], name: string) =>
  name.trim() ? (options.find((option) => same(option, name)) ?? '') : '';

const chosen = (match: VehicleValuation, valuedOn: string): ChosenValuation => ({
  valuationId: match.valuationId,
  newPrice: match.ValueInformation.NewPrice,
  retailPrice: match.ValueInformation.RetailPrice,
  valuedOn,
});

/** Under the year: that a given year is the inspection's, or that the guide has no such model of it. */
function yearHelp(fixedYear: number | null, model: string, yearOptions: readonly number[]): string {
  if (fixedYear === null) return ' ';
  if (model && yearOptions.length === 0)
    return `The guide has no ${fixedYear} ${model}: choose another model, or give the value yourself below`;
  return 'As the inspection says the vehicle was made';
}

/**
 * The vehicle and its value (spec 001 §3 "Vehicle price data"): car or motorcycle, then make → model →
 * year from the valuation guide (getSearchWorkRetailPrice), showing its new and retail prices; or, for a
 * vehicle the guide does not list, the make, model, year and the customer's own estimate. When the guide
 * has no retail price the customer gives the value.
 */
export function ValuationPicker({
  family,
  value,
  onChange,
  errors,
  typeFixed,
  fixedYear = null,
}: ValuationPickerProps) {
  const typeLabel = useId();
  const type = value.vehicle_type;
  const makes = useGetMotorValuationsQuery(makesSearch(family, type), {
    skip: value.priceSource !== 'guide',
  });
  const makeOptions = makes.data?.makes ?? [];
  const make = inGuide(makeOptions, value.make);
  const models = useGetMotorValuationsQuery(
    { family, vehicleType: type, make },
    { skip: value.priceSource !== 'guide' || !make },
  );
  const modelOptions = models.currentData?.models ?? [];
  const model = inGuide(modelOptions, value.model);
  const years = useGetMotorValuationsQuery(
    { family, vehicleType: type, make, model },
    { skip: value.priceSource !== 'guide' || !make || !model },
  );
  const listedYears = years.currentData?.years ?? [];
  // a given year (the inspection's) is the only one offered, as far as the guide lists it for the model
  const yearOptions = fixedYear === null ? listedYears : listedYears.filter((year) => year === fixedYear);
  const [findYear, finding] = useLazyGetMotorValuationsQuery();
  const failed = makes.error ?? models.error ?? years.error;

  /** The year chosen (of `forModel`, by default the model shown) and its valuation, when the guide has it. */
  const chooseYear = async (year: number | null, forModel = model) => {
    onChange({ manufacturingYear: year, valuation: null });
    if (year === null) return;
    const listed = forModel === model ? years.currentData : undefined;
    let match = listed?.data.find((entry) => entry.VehicleInformation.year === year);
    let valuedOn = listed?.valuedOn ?? '';
    if (!match) {
      const found = await findYear({ family, vehicleType: type, make, model: forModel, year }, true);
      match = found.data?.data[0];
      valuedOn = found.data?.valuedOn ?? '';
    }
    if (match)
      onChange({
        make: match.VehicleInformation.make,
        model: match.VehicleInformation.model,
        manufacturingYear: year,
        valuation: chosen(match, valuedOn),
      });
  };

  const typeChoice = typeFixed ? null : (
    <FormControl>
      <FormLabel id={typeLabel} sx={{ typography: 'h4', color: 'text.primary', mb: 1 }}>
        Type of vehicle
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={typeLabel}
        value={type}
        onChange={(event) =>
          onChange({
            vehicle_type: event.target.value === 'motorcycle' ? 'motorcycle' : 'car',
            make: '',
            model: '',
            manufacturingYear: null,
            valuation: null,
          })
        }
      >
        {VEHICLE_TYPES.map((option) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            control={<Radio />}
            label={option.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );

  const notListed = (
    <FormControlLabel
      control={
        <Checkbox
          checked={value.priceSource === 'own'}
          onChange={(event) =>
            onChange({ priceSource: event.target.checked ? 'own' : 'guide', valuation: null })
          }
        />
      }
      label="The vehicle is not listed: I will give its value"
    />
  );

  if (value.priceSource === 'own')
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {typeChoice}
        {notListed}
        <UnlistedVehicleFields value={value} onChange={onChange} errors={errors} />
      </Box>
    );

  return (
    // the picker's own width (a container) decides whether its three boxes fit side by side
    <Box sx={{ display: 'grid', gap: 2, containerType: 'inline-size' }}>
      {typeChoice}
      {failed ? (
        <Alert
          severity="error"
          action={
            <Button
              color="inherit"
              onClick={() => {
                void makes.refetch();
                if (make) void models.refetch();
                if (make && model) void years.refetch();
              }}
            >
              Try again
            </Button>
          }
        >
          {readApiError(failed).message}
        </Alert>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          [`@container (min-width: ${THREE_COLUMNS_MIN_REM}rem)`]: {
            gridTemplateColumns: VALUATION_PICKER_COLUMNS,
          },
        }}
      >
        <TextField
          select
          label="Make"
          required
          value={make}
          disabled={makes.isLoading}
          onChange={(event) =>
            onChange({ make: event.target.value, model: '', manufacturingYear: null, valuation: null })
          }
          error={Boolean(errors.make)}
          helperText={errors.make ?? (makes.isLoading ? 'Loading the makes…' : ' ')}
          slotProps={NATIVE_SELECT}
        >
          <NativeOptions blank={MAKE_PLACEHOLDER} blankDisabled options={makeOptions} />
        </TextField>
        <TextField
          select
          label="Model"
          required
          value={model}
          disabled={!make || models.isFetching}
          onChange={(event) => {
            onChange({ model: event.target.value, manufacturingYear: fixedYear, valuation: null });
            if (fixedYear !== null && event.target.value) void chooseYear(fixedYear, event.target.value);
          }}
          error={Boolean(errors.model)}
          helperText={errors.model ?? (make && models.isFetching ? 'Loading the models…' : ' ')}
          slotProps={NATIVE_SELECT}
        >
          <NativeOptions blank={MODEL_PLACEHOLDER} blankDisabled options={modelOptions} />
        </TextField>
        <TextField
          select
          label="Year made"
          required
          value={
            value.manufacturingYear !== null && yearOptions.includes(value.manufacturingYear)
              ? String(value.manufacturingYear)
              : ''
          }
          disabled={!model || years.isFetching}
          onChange={(event) => void chooseYear(event.target.value ? Number(event.target.value) : null)}
          error={Boolean(errors.manufacturingYear)}
          helperText={
            errors.manufacturingYear ??
            (model && years.isFetching ? 'Loading the years…' : yearHelp(fixedYear, model, yearOptions))
          }
          slotProps={NATIVE_SELECT}
        >
          <NativeOptions blank={YEAR_PLACEHOLDER} blankDisabled options={yearOptions.map(String)} />
        </TextField>
      </Box>
      {finding.isFetching ? (
        <Typography role="status" color="text.secondary">
          Looking up the value…
        </Typography>
      ) : null}
      {value.valuation ? <GuidePrices valuation={value.valuation} /> : null}
      {value.valuation && value.valuation.retailPrice === 0 ? (
        <Box sx={{ display: 'grid', gap: 1, maxWidth: 360 }}>
          <Typography>{GUIDE_WITHOUT_PRICE}</Typography>
          <VehicleValueField value={value} onChange={onChange} error={errors.estimatedRetailPrice} />
        </Box>
      ) : null}
      {notListed}
    </Box>
  );
}
