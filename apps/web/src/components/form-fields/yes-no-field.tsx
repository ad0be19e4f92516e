import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

export interface YesNoFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** a field holding 'yes' or 'no' (or true / false / null with `boolean`) */
  name: Path<T>;
  label: string;
  /** the field holds true or false (null until answered) instead of 'yes' or 'no' */
  boolean?: boolean;
}

/**
 * A yes/no question as a row of two radios, marked as required (every yes/no question must be answered),
 * its error announced under them and tied to the group, and focused when a submit finds it unanswered.
 */
export function YesNoField<T extends FieldValues>({
  control,
  name,
  label,
  boolean = false,
}: YesNoFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return (
    <FormControl error={Boolean(message)} required>
      <FormLabel id={id} sx={{ typography: 'h4', color: 'text.primary', mb: 1 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        aria-describedby={message ? `${id}-error` : undefined}
        name={field.name}
        value={boolean ? (field.value === true ? 'yes' : field.value === false ? 'no' : '') : field.value}
        onChange={(event) => {
          const yes = event.target.value === 'yes';
          field.onChange(boolean ? yes : yes ? 'yes' : 'no');
        }}
      >
        <FormControlLabel
          value="no"
          control={<Radio onBlur={field.onBlur} slotProps={{ input: { ref: field.ref } }} />}
          label="No"
        />
        <FormControlLabel value="yes" control={<Radio onBlur={field.onBlur} />} label="Yes" />
      </RadioGroup>
      {message ? (
        <Typography id={`${id}-error`} role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
    </FormControl>
  );
}
