import { useId } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export interface BoundRadioGroupProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** the question, the group's accessible name */
  label: string;
  options: readonly { value: string; label: string }[];
  required?: boolean;
  row?: boolean;
}

/**
 * One choice of a few, bound to a react-hook-form field: a labelled radio group whose error is tied to
 * it (focus on error goes to the first choice).
 */
export function BoundRadioGroup<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required = false,
  row = false,
}: BoundRadioGroupProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} required={required}>
          <FormLabel id={`${id}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
            {label}
          </FormLabel>
          <RadioGroup
            row={row}
            aria-labelledby={`${id}-label`}
            aria-describedby={fieldState.error ? `${id}-error` : undefined}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value)}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                control={
                  <Radio
                    onBlur={field.onBlur}
                    slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                  />
                }
                label={option.label}
              />
            ))}
          </RadioGroup>
          {fieldState.error ? (
            <FormHelperText id={`${id}-error`}>{fieldState.error.message}</FormHelperText>
          ) : null}
        </FormControl>
      )}
    />
  );
}
