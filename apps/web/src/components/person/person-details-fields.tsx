import type { ReactNode } from 'react';
import { Controller, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import { TITLES } from '@cover/domain';
import { BoundTextField } from '../form-fields/bound-text-field';
import { PhoneField } from '../identity-fields/phone-field';
import type { AgeBand } from '../identity-fields/sa-id-check';
import { SaIdField } from '../identity-fields/sa-id-field';

export type PersonField =
  'title' | 'idNumber' | 'firstName' | 'lastName' | 'dateOfBirth' | 'mobile' | 'alternateMobile' | 'email';

export interface PersonDetailsFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control' | 'setValue'>;
  /** the form paths of the fields to show, in the order they are shown */
  names: Partial<Record<PersonField, Path<T>>>;
  /** the ID number may be left out (and is labelled so); a valid one fills in the date of birth */
  idOptional?: boolean;
  /** the age band the ID number must fall in, and the hint shown once it is valid */
  idNumber?: AgeBand & { validHint?: string };
  /** the hint under the date of birth */
  dateOfBirthHelp?: string;
  /** the details are the person's own: the browser may fill in their name and birthday */
  ownDetails?: boolean;
  /** more fields in the same grid, after these */
  children?: ReactNode;
}

/** The plain text fields: their labels, input types and what the browser may fill in. */
const TEXT_FIELDS = {
  firstName: { label: 'First name', autoComplete: 'given-name' },
  lastName: { label: 'Last name', autoComplete: 'family-name' },
  dateOfBirth: {
    label: 'Date of birth',
    type: 'date',
    autoComplete: 'bday',
    slotProps: { inputLabel: { shrink: true } },
  },
  email: { label: 'Email', type: 'email', autoComplete: 'email' },
} as const;

/**
 * A person's details (any of title, ID number, names, date of birth, mobile numbers and email) bound to a
 * form, two columns from sm up. Each field's error is its helper text.
 */
export function PersonDetailsFields<T extends FieldValues>({
  form,
  names,
  idOptional = false,
  idNumber,
  dateOfBirthHelp = ' ',
  ownDetails = false,
  children,
}: PersonDetailsFieldsProps<T>) {
  const { control, setValue } = form;
  const own = (token: string) => (ownDetails ? token : undefined);
  const field = (kind: PersonField, name: Path<T>): ReactNode => {
    switch (kind) {
      case 'title':
        return (
          <BoundTextField
            key={kind}
            control={control}
            name={name}
            select
            label="Title"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a title</option>
            {TITLES.map((title) => (
              <option key={title} value={title}>
                {title}
              </option>
            ))}
          </BoundTextField>
        );
      case 'idNumber':
        return (
          <Controller
            key={kind}
            control={control}
            name={name}
            render={({ field: id, fieldState }) => (
              <SaIdField
                label={idOptional ? 'SA ID number (optional)' : undefined}
                value={String(id.value ?? '')}
                required={!idOptional}
                onBlur={id.onBlur}
                onChange={(value, validity) => {
                  id.onChange(value);
                  if (names.dateOfBirth && validity.idValid && validity.dateOfBirth)
                    setValue(names.dateOfBirth, validity.dateOfBirth as PathValue<T, Path<T>>, {
                      shouldDirty: true,
                    });
                }}
                error={fieldState.error?.message || undefined}
                validHint={idNumber?.validHint}
                minAge={idNumber?.minAge}
                maxAge={idNumber?.maxAge}
                ageMessage={idNumber?.ageMessage}
              />
            )}
          />
        );
      case 'firstName':
      case 'lastName':
      case 'dateOfBirth':
      case 'email': {
        const { autoComplete, ...text } = TEXT_FIELDS[kind];
        return (
          <BoundTextField
            key={kind}
            control={control}
            name={name}
            required
            {...text}
            autoComplete={kind === 'email' ? autoComplete : own(autoComplete)}
            help={kind === 'dateOfBirth' ? dateOfBirthHelp : ' '}
          />
        );
      }
      case 'mobile':
      case 'alternateMobile':
        return (
          <Controller
            key={kind}
            control={control}
            name={name}
            render={({ field: mobile, fieldState }) => (
              <PhoneField
                {...(kind === 'alternateMobile'
                  ? { label: 'Alternate mobile (optional)', autoComplete: 'off' }
                  : { required: true })}
                value={String(mobile.value ?? '')}
                onChange={(value) => mobile.onChange(value)}
                error={fieldState.error?.message}
              />
            )}
          />
        );
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      {(Object.entries(names) as [PersonField, Path<T> | undefined][]).map(([kind, name]) =>
        name ? field(kind, name) : null,
      )}
      {children}
    </Box>
  );
}
