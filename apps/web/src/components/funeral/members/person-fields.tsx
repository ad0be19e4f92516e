import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { SaIdField } from '../../identity-fields/sa-id-field';
import type { PersonDraft } from './member-drafts';
import type { FieldErrors } from './member-validation';

export interface PersonFieldsProps {
  person: PersonDraft;
  onChange: (change: Partial<PersonDraft>) => void;
  /** errors keyed by `${prefix}firstName`, `${prefix}dateOfBirth`, ... */
  errors: FieldErrors;
  prefix: string;
  idLabel?: string;
}

/** Names, an optional ID number and the date of birth (filled from a valid ID number). */
export function PersonFields({
  person,
  onChange,
  errors,
  prefix,
  idLabel = 'SA ID number (optional)',
}: PersonFieldsProps) {
  const error = (field: string) => errors[`${prefix}${field}`];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="First name"
        required
        value={person.firstName}
        onChange={(event) => onChange({ firstName: event.target.value })}
        error={Boolean(error('firstName'))}
        helperText={error('firstName') ?? ' '}
      />
      <TextField
        label="Last name"
        required
        value={person.lastName}
        onChange={(event) => onChange({ lastName: event.target.value })}
        error={Boolean(error('lastName'))}
        helperText={error('lastName') ?? ' '}
      />
      <SaIdField
        label={idLabel}
        value={person.idNumber}
        onChange={(value, validity) =>
          onChange(
            validity.idValid && validity.dateOfBirth
              ? { idNumber: value, dateOfBirth: validity.dateOfBirth }
              : { idNumber: value },
          )
        }
        error={error('idNumber')}
      />
      <TextField
        label="Date of birth"
        type="date"
        required
        value={person.dateOfBirth}
        onChange={(event) => onChange({ dateOfBirth: event.target.value })}
        error={Boolean(error('dateOfBirth'))}
        helperText={error('dateOfBirth') ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
