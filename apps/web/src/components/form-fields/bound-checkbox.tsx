import type { ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';

export interface BoundCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: ReactNode;
  /** a consent that must be given: marked as required, its error shown under it */
  required?: boolean;
}

/** A checkbox bound to a true/false form field, with its error (if any) under the label. */
export function BoundCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  required = false,
}: BoundCheckboxProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  const checkbox = (
    <Checkbox
      sx={required ? { mt: -1 } : undefined}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
      slotProps={{ input: { ref: field.ref } }}
    />
  );
  if (!required) return <FormControlLabel control={checkbox} label={label} />;
  return (
    <FormControl error={Boolean(message)} required>
      <FormControlLabel sx={{ alignItems: 'flex-start' }} control={checkbox} label={label} />
      {message ? <FormHelperText>{message}</FormHelperText> : null}
    </FormControl>
  );
}
