import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEVICE_MESSAGES,
  DEVICE_REPLACEMENT_COST_LIMITS,
  phoneName,
  type DeviceCatalogueEntry,
} from '@cover/domain/device';
import { LoadingState } from '../../../../components/async-state/async-state';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { formatMoney, keepAmountsTogether } from '../../../../components/money/format-money';
import { MoneyField } from '../../../../components/money/money-field';
import { readApiError } from '../../../../lib/api-error';
import { useGetDeviceCatalogQuery, type DeviceFamily } from '../api/purchase-api';
import type { DevicePhoneChoice } from '../wizard/registration-types';
import { isOverOnlineLimit, replacementCostProblem } from './phone-choice';

/** The home page's call back form with device cover chosen. */
export const DEVICE_CALLBACK_LINK = { pathname: '/', search: '?product=device', hash: '#callback' };

export interface PhonePickerProps {
  family: DeviceFamily;
  value: DevicePhoneChoice;
  onChange: (next: DevicePhoneChoice) => void;
  errors: Partial<Record<keyof DevicePhoneChoice, string>>;
}

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const SEARCH_MAX = 60;
/** A phone of the catalogue, as the example of a search. */
export const SEARCH_EXAMPLE = 'Galaxy A16';
/** Under the field, when the box below says the rest (over the limit: ask for a call back). */
const OVER_ONLINE_LIMIT = `More than ${formatMoney(DEVICE_REPLACEMENT_COST_LIMITS.maxCents, { whole: true })}`;

/**
 * The phone to insure: search the catalogue by brand and model (debounced), pick a phone (its storage,
 * colours and replacement cost shown), or say it is not listed and describe it (brand, model and
 * replacement cost in rand, up to R 50 000 online; above that a call back is offered). A replacement cost
 * out of bounds is told once the field is left, not at every digit typed.
 */
export function PhonePicker({ family, value, onChange, errors }: PhonePickerProps) {
  const [search, setSearch] = useState('');
  const [brand, setBrand] = useState('');
  const [changing, setChanging] = useState(!value.selectedDevice);
  const [costLeft, setCostLeft] = useState(false);
  const q = useDebouncedValue(search.trim());
  const catalogue = useGetDeviceCatalogQuery(
    { family, q: q || undefined, brand: brand || undefined, limit: 20 },
    { skip: value.notListed || !changing },
  );
  const chosen = value.catalogueDevice;
  const choose = (device: DeviceCatalogueEntry) => {
    onChange({ ...value, selectedDevice: device.deviceId, catalogueDevice: device, notListed: false });
    setChanging(false);
  };

  const notListedBox = (
    <FormControlLabel
      control={
        <Checkbox
          checked={value.notListed}
          onChange={(event) =>
            onChange({
              ...value,
              notListed: event.target.checked,
              ...(event.target.checked ? { selectedDevice: null, catalogueDevice: null } : {}),
            })
          }
        />
      }
      label="My phone is not listed"
    />
  );

  const costError = isOverOnlineLimit(value.replacementCost)
    ? OVER_ONLINE_LIMIT
    : (errors.replacementCost ?? (costLeft ? replacementCostProblem(value.replacementCost) : null));

  if (value.notListed)
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        {notListedBox}
        <Typography color="text.secondary">
          Tell us the phone&apos;s brand and model and what a new one costs today (its replacement cost).
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextField
            label="Brand"
            required
            value={value.deviceBrand}
            onChange={(event) => onChange({ ...value, deviceBrand: event.target.value })}
            error={Boolean(errors.deviceBrand)}
            helperText={errors.deviceBrand ?? 'For example Samsung'}
            slotProps={{ htmlInput: { maxLength: 40, autoComplete: 'off' } }}
          />
          <TextField
            label="Model"
            required
            value={value.deviceModel}
            onChange={(event) => onChange({ ...value, deviceModel: event.target.value })}
            error={Boolean(errors.deviceModel)}
            helperText={errors.deviceModel ?? 'For example Galaxy A15'}
            slotProps={{ htmlInput: { maxLength: 60, autoComplete: 'off' } }}
          />
          <MoneyField
            label="Replacement cost"
            required
            valueCents={value.replacementCost}
            onChangeCents={(replacementCost) => onChange({ ...value, replacementCost })}
            onBlur={() => setCostLeft(true)}
            error={costError ? keepAmountsTogether(costError) : undefined}
            helperText={`From ${formatMoney(DEVICE_REPLACEMENT_COST_LIMITS.minCents, { whole: true })} to ${formatMoney(DEVICE_REPLACEMENT_COST_LIMITS.maxCents, { whole: true })}`}
          />
        </Box>
        {isOverOnlineLimit(value.replacementCost) ? (
          <Alert severity="info">
            {keepAmountsTogether(DEVICE_MESSAGES.replacementCostHigh)}
            <Box sx={{ mt: 1 }}>
              <Button component={RouterLink} to={DEVICE_CALLBACK_LINK} variant="outlined" color="inherit">
                Ask for a call back
              </Button>
            </Box>
          </Alert>
        ) : null}
      </Box>
    );

  if (chosen && !changing)
    return (
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        <Box
          sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          data-testid="chosen-phone"
        >
          <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{phoneName(chosen)}</Typography>
            <Typography variant="body2" color="text.secondary">
              Colours: {chosen.colours.join(', ')} · Replacement cost {formatMoney(chosen.replacementCost)}
            </Typography>
          </Box>
          <Button variant="outlined" onClick={() => setChanging(true)}>
            Change the phone
          </Button>
        </Box>
        {notListedBox}
      </Box>
    );

  const phones = catalogue.data?.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          type="search"
          label="Search for your phone"
          value={search}
          onChange={(event) => setSearch(event.target.value.slice(0, SEARCH_MAX))}
          helperText={`Brand or model, e.g. ${SEARCH_EXAMPLE}`}
          slotProps={{ htmlInput: { maxLength: SEARCH_MAX, autoComplete: 'off' } }}
        />
        <TextField
          select
          label="Brand"
          value={brand}
          onChange={(event) => setBrand(event.target.value)}
          helperText=" "
          slotProps={NATIVE_SELECT}
        >
          <option value="">All brands</option>
          {(catalogue.data?.brands ?? []).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
      </Box>
      {catalogue.isFetching && phones.length === 0 ? <LoadingState label="Finding phones" /> : null}
      {catalogue.isError ? <Alert severity="error">{readApiError(catalogue.error).message}</Alert> : null}
      {catalogue.isSuccess && phones.length === 0 ? (
        <Typography color="text.secondary">
          No phones match your search. Try another word, or tell us your phone is not listed.
        </Typography>
      ) : null}
      {phones.length > 0 ? (
        <FormControl error={Boolean(errors.selectedDevice)}>
          <FormLabel id="device-results" sx={{ mb: 1 }}>
            Choose your phone
          </FormLabel>
          <RadioGroup
            aria-labelledby="device-results"
            value={value.selectedDevice ?? ''}
            onChange={(event) => {
              const device = phones.find((phone) => phone.deviceId === event.target.value);
              if (device) choose(device);
            }}
          >
            {phones.map((phone) => (
              <FormControlLabel
                key={phone.deviceId}
                value={phone.deviceId}
                control={<Radio />}
                sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { mt: -0.75 } }}
                label={
                  <span>
                    <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                      {phoneName(phone)} · {formatMoney(phone.replacementCost)}
                    </Typography>
                    <Typography component="span" variant="body2" color="text.secondary">
                      Colours: {phone.colours.join(', ')}
                    </Typography>
                  </span>
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      {errors.selectedDevice ? (
        <FormHelperText error role="alert">
          {errors.selectedDevice}
        </FormHelperText>
      ) : null}
      {chosen ? (
        <Box>
          <Button onClick={() => setChanging(false)}>Keep {phoneName(chosen)}</Button>
        </Box>
      ) : null}
      {notListedBox}
    </Box>
  );
}
