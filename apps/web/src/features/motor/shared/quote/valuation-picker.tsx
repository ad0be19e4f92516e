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
import { useId, useState } from 'react';
import { formatLongDate } from '@cover/domain';
import { vehicleValueField, type VehicleValuation } from '@cover/domain/motor';
import { Money } from '../../../../components/money/money-display';
import { MoneyField } from '../../../../components/money/money-field';
import { NativeOptions } from '../../../../components/policies/native-options';
import { readApiError } from '../../../../lib/api-error';
import {
  makesSearch,
  useGetMotorValuationsQuery,
  useLazyGetMotorValuationsQuery,
  type ValuationSearch,
} from '../api/valuation-api';
import type { ChosenValuation, MotorVehicleDraft, MotorVehicleType } from '../wizard/registration-types';
import { problemOf } from '../wizard/step-problems';
import { GUIDE_WITHOUT_PRICE } from '../wizard/vehicle-rules';
import {
  MAKE_PLACEHOLDER,
  MODEL_PLACEHOLDER,
  VALUATION_PICKER_COLUMNS,
  YEAR_PLACEHOLDER,
} from './valuation-picker-layout';

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
}

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const VEHICLE_TYPES: readonly { value: MotorVehicleType; label: string }[] = [
  { value: 'car', label: 'Car or bakkie' },
  { value: 'motorcycle', label: 'Motorcycle' },
];
/** The years offered for a vehicle that is not in the guide: next year's models back to 1950. */
const OWN_YEARS = (() => {
  const newest = new Date().getFullYear() + 1;
  return Array.from({ length: newest - 1950 + 1 }, (_, index) => String(newest - index));
})();

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

/** What the value is and its bounds (vehicleValueField's), before anything is typed. */
const VALUE_HINT = 'What it would sell for today, from R1 000 to R50 million';

/** A guide price, or a plain 'not in the guide' when it has none (a missing price is 0). */
const price = (cents: number) => (cents > 0 ? <Money cents={cents} /> : 'Not in the guide');

/**
 * The customer's own value of the vehicle, checked by the domain's rule (vehicleValueField: R1 000 to R50
 * million) once they leave the field, and as they put it right after that; the form's problem (on Continue,
 * by the same rule) comes first.
 */
function VehicleValueField({
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

/**
 * The vehicle and its value (spec 001 §3 "Vehicle price data"): car or motorcycle, then make → model →
 * year from the valuation guide (getSearchWorkRetailPrice), showing its new and retail prices; or, for a
 * vehicle the guide does not list, the make, model, year and the customer's own estimate. When the guide
 * has no retail price the customer gives the value.
 */
export function ValuationPicker({ family, value, onChange, errors }: ValuationPickerProps) {
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
  const yearOptions = years.currentData?.years ?? [];
  const [findYear, finding] = useLazyGetMotorValuationsQuery();
  const failed = makes.error ?? models.error ?? years.error;

  const chooseYear = async (year: number | null) => {
    onChange({ manufacturingYear: year, valuation: null });
    if (year === null) return;
    const listed = years.currentData;
    let match = listed?.data.find((entry) => entry.VehicleInformation.year === year);
    let valuedOn = listed?.valuedOn ?? '';
    if (!match) {
      const found = await findYear({ family, vehicleType: type, make, model, year }, true);
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

  const typeChoice = (
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
      </Box>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
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
          gridTemplateColumns: { xs: '1fr', sm: VALUATION_PICKER_COLUMNS },
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
          onChange={(event) =>
            onChange({ model: event.target.value, manufacturingYear: null, valuation: null })
          }
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
          helperText={errors.manufacturingYear ?? (model && years.isFetching ? 'Loading the years…' : ' ')}
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
      {value.valuation ? (
        <Box
          data-testid="vehicle-valuation"
          sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
        >
          <Box>
            <Typography variant="body2" color="text.secondary">
              New price
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{price(value.valuation.newPrice)}</Typography>
          </Box>
          <Box>
            <Typography variant="body2" color="text.secondary">
              Retail price (what it is worth today)
            </Typography>
            <Typography sx={{ fontWeight: 600 }}>{price(value.valuation.retailPrice)}</Typography>
          </Box>
          {value.valuation.valuedOn ? (
            <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
              From the vehicle valuation guide of {formatLongDate(value.valuation.valuedOn)}.
            </Typography>
          ) : null}
        </Box>
      ) : null}
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
