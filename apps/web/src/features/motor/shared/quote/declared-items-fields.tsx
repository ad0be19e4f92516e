import { useId } from 'react';
import {
  Controller,
  useController,
  useWatch,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MOTOR_ENHANCEMENTS, MOTOR_EXTRAS, motorExtrasFor } from '@cover/domain/motor';
import { randInputText } from '../../../../components/money/format-money';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import type { MotorVehicleType } from '../wizard/registration-types';
import { useMotorQuestions } from '../wizard/wizard-questions';

export type DeclaredGroup = 'extraVehicleDetails' | 'performanceEnhancementDetails';

const SETUP = {
  extraVehicleDetails: {
    flag: 'anyExtra',
    question: 'Does the vehicle have extras or accessories you want covered?',
    list: 'Which extras?',
    valueLabel: 'Total value of the extras',
    options: MOTOR_EXTRAS,
  },
  performanceEnhancementDetails: {
    flag: 'anyEnhancement',
    question: 'Has the engine or body been changed for performance or looks?',
    list: 'Which changes?',
    valueLabel: 'Total value of the changes',
    options: MOTOR_ENHANCEMENTS,
  },
} as const;

/**
 * The choices of a group for the vehicle: the extras its kind may have (decision 0021 addendum), and any
 * already chosen that it may not (a draft made for a car, then changed to a motorcycle), so that they can
 * be unticked where their error shows; every enhancement for either kind.
 */
function optionsOf(
  group: DeclaredGroup,
  vehicleType: MotorVehicleType | null,
  selected: readonly string[],
): readonly { value: string; label: string }[] {
  if (group !== 'extraVehicleDetails' || vehicleType === null) return SETUP[group].options;
  const fitting = new Set<string>(motorExtrasFor(vehicleType).map((extra) => extra.value));
  return MOTOR_EXTRAS.filter((extra) => fitting.has(extra.value) || selected.includes(extra.value));
}

/** The contract's total value while none is given. */
const NOTHING_GIVEN = '00.00';

/**
 * The total value in rand, checked when the customer leaves it (as the wizard's other money fields tell a
 * problem before the step is sent): empty or nothing above R0 says so at once, and what was typed stays.
 * Once it shows an error, each change checks it again, so the error goes as soon as the value is right.
 */
function DeclaredValueField<T extends FieldValues>({
  form,
  name,
  label,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      label={label}
      required
      // the contract's '00.00' means nothing given yet: the field starts empty (QA finding 23)
      value={field.value === NOTHING_GIVEN ? '' : (field.value ?? '')}
      inputRef={field.ref}
      onBlur={() => {
        field.onBlur();
        void form.trigger(name);
      }}
      onChange={(event) => {
        field.onChange(randInputText(event.target.value));
        if (message) void form.trigger(name);
      }}
      error={Boolean(message)}
      helperText={message ?? 'In rand, for example 12 500'}
      slotProps={{
        htmlInput: { inputMode: 'decimal', maxLength: 12 },
        input: { startAdornment: <InputAdornment position="start">R</InputAdornment> },
      }}
    />
  );
}

/**
 * Extras or performance enhancements (spec 001 §3 extraVehicleDetails, performanceEnhancementDetails):
 * whether there are any, which (at least one; extras only those the kind of vehicle may have) and their
 * total value in rand (totalEstimatedValue, '00.00' until given).
 */
export function DeclaredItemsFields<T extends FieldValues>({
  form,
  group,
  vehicleType,
}: {
  form: UseFormReturn<T>;
  group: DeclaredGroup;
  /** a car or a motorcycle: the extras offered are its kind's; null while not chosen (all are offered) */
  vehicleType: MotorVehicleType | null;
}) {
  const setup = SETUP[group];
  const questions = useMotorQuestions();
  const labelId = useId();
  const name = (field: string) => `${group}.${field}` as Path<T>;
  const any = useWatch({ control: form.control, name: name(setup.flag) }) as boolean | null;
  return (
    <Stack spacing={2}>
      <YesNoField
        control={form.control}
        name={name(setup.flag)}
        label={group === 'extraVehicleDetails' ? questions.extras : setup.question}
        boolean
      />
      {any === true ? (
        <>
          <Controller
            control={form.control}
            name={name('details')}
            render={({ field, fieldState }) => {
              const selected = (field.value ?? []) as string[];
              const options = optionsOf(group, vehicleType, selected);
              return (
                <FormControl error={Boolean(fieldState.error)} component="fieldset">
                  <FormLabel id={labelId} component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
                    {setup.list}
                  </FormLabel>
                  <FormGroup
                    aria-labelledby={labelId}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                  >
                    {options.map((option, index) => (
                      <FormControlLabel
                        key={option.value}
                        label={option.label}
                        control={
                          <Checkbox
                            checked={selected.includes(option.value)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                            onChange={(event) => {
                              field.onChange(
                                event.target.checked
                                  ? setup.options
                                      .map((entry) => entry.value as string)
                                      .filter((value) => value === option.value || selected.includes(value))
                                  : selected.filter((value) => value !== option.value),
                              );
                              // an error shown (none chosen, or one the vehicle cannot have) goes once put right
                              if (fieldState.error) void form.trigger(name('details'));
                            }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {fieldState.error ? <FormHelperText>{fieldState.error.message}</FormHelperText> : null}
                </FormControl>
              );
            }}
          />
          <Box sx={{ maxWidth: 320 }}>
            <DeclaredValueField form={form} name={name('totalEstimatedValue')} label={setup.valueLabel} />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
