import { useId } from 'react';
import { Controller, type Control, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import { PATHS } from '../../../app/paths';

interface ConsentValues {
  acceptPOPIA: boolean;
  acceptTerms: boolean;
}

export interface ConsentFieldsProps<T extends FieldValues & ConsentValues> {
  control: Control<T>;
  errors: FieldErrors<T>;
}

/** POPIA consent and acceptance of the terms, each with its own error tied to the checkbox. */
export function ConsentFields<T extends FieldValues & ConsentValues>({
  control,
  errors,
}: ConsentFieldsProps<T>) {
  const id = useId();
  const items = [
    {
      name: 'acceptPOPIA' as Path<T>,
      label: (
        <>
          I consent to Telkom Cover processing my personal information as described in the{' '}
          <Link component={RouterLink} to={PATHS.privacy} target="_blank">
            privacy notice (POPIA)
          </Link>
          .
        </>
      ),
    },
    {
      name: 'acceptTerms' as Path<T>,
      label: (
        <>
          I accept the{' '}
          <Link component={RouterLink} to={PATHS.terms} target="_blank">
            terms and conditions
          </Link>
          .
        </>
      ),
    },
  ];
  return (
    <Box>
      {items.map((item) => {
        const error = errors[item.name]?.message;
        const errorId = `${id}-${item.name}-error`;
        return (
          <Controller
            key={item.name}
            control={control}
            name={item.name}
            render={({ field }) => (
              <Box sx={{ mb: 1 }}>
                <FormControlLabel
                  sx={{ alignItems: 'flex-start', mr: 0 }}
                  control={
                    <Checkbox
                      checked={Boolean(field.value)}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      name={field.name}
                      slotProps={{
                        input: {
                          ref: field.ref,
                          'aria-invalid': error ? true : undefined,
                          'aria-describedby': error ? errorId : undefined,
                        },
                      }}
                      sx={{ mt: -0.75 }}
                    />
                  }
                  label={item.label}
                />
                {typeof error === 'string' ? (
                  <FormHelperText id={errorId} error sx={{ ml: 5.5 }}>
                    {error}
                  </FormHelperText>
                ) : null}
              </Box>
            )}
          />
        );
      })}
    </Box>
  );
}
