import { useId } from 'react';
import { Controller, useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { MOTOR_ENHANCEMENTS, MOTOR_EXTRAS } from '@cover/domain/motor';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { randInputText } from '../../../../components/money/format-money';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
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
 * Extras or performance enhancements (spec 001 §3 extraVehicleDetails, performanceEnhancementDetails):
 * whether there are any, which (at least one) and their total value in rand (totalEstimatedValue, '00.00'
 * until given).
 */
export function DeclaredItemsFields<T extends FieldValues>({
  form,
  group,
}: {
  form: UseFormReturn<T>;
  group: DeclaredGroup;
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
              return (
                <FormControl error={Boolean(fieldState.error)} component="fieldset">
                  <FormLabel id={labelId} component="legend" sx={{ color: 'text.primary', fontWeight: 600 }}>
                    {setup.list}
                  </FormLabel>
                  <FormGroup
                    aria-labelledby={labelId}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
                  >
                    {setup.options.map((option, index) => (
                      <FormControlLabel
                        key={option.value}
                        label={option.label}
                        control={
                          <Checkbox
                            checked={selected.includes(option.value)}
                            onBlur={field.onBlur}
                            slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? setup.options
                                      .map((entry) => entry.value as string)
                                      .filter((value) => value === option.value || selected.includes(value))
                                  : selected.filter((value) => value !== option.value),
                              )
                            }
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
            <BoundTextField
              control={form.control}
              name={name('totalEstimatedValue')}
              label={setup.valueLabel}
              required
              parse={randInputText}
              help="In rand, for example 12 500"
              slotProps={{
                htmlInput: { inputMode: 'decimal', maxLength: 12 },
                input: { startAdornment: <InputAdornment position="start">R</InputAdornment> },
              }}
            />
          </Box>
        </>
      ) : null}
    </Stack>
  );
}
