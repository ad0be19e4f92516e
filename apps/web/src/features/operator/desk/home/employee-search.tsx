import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { findEmployeeInputSchema, type DeskEmployee } from '@cover/domain/motor';
import { readApiError } from '../../../../lib/api-error';
import { useFindEmployeeMutation } from '../api/desk-api';

export type RosterKey = 'salaryReferenceNumber' | 'idNumber';

const KEYS: readonly { value: RosterKey; label: string; help: string }[] = [
  {
    value: 'salaryReferenceNumber',
    label: 'Salary reference number',
    help: '5 to 12 digits, as on the payslip',
  },
  { value: 'idNumber', label: 'ID number', help: '13 digits, as on the ID book or smart ID card' },
];

/** findEmployee's input for the key chosen, with the contract's message when it is not acceptable. */
export function searchInput(key: RosterKey, typed: string) {
  const parsed = findEmployeeInputSchema.safeParse({ [key]: typed });
  return parsed.success
    ? { ok: true as const, input: parsed.data }
    : { ok: false as const, message: parsed.error.issues[0]?.message ?? 'Please check this number' };
}

/**
 * Finds an employee on the roster by salary reference number or ID number (one field; the toggle chooses
 * which). The desk learns names, masked contacts, the salary level's schemes and whether they are a policy
 * holder already, never the ID number.
 */
export function EmployeeSearch({ onFound }: { onFound: (employee: DeskEmployee) => void }) {
  const keyLabel = useId();
  const [key, setKey] = useState<RosterKey>('salaryReferenceNumber');
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [find, finding] = useFindEmployeeMutation();
  const chosen = KEYS.find((entry) => entry.value === key) ?? KEYS[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    const checked = searchInput(key, typed);
    if (!checked.ok) return setFieldError(checked.message);
    const result = await find(checked.input);
    if ('error' in result) {
      const problem = readApiError(result.error);
      return setFieldError(problem.fields[key] ?? problem.message);
    }
    onFound(result.data);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-label="Find an employee">
      <Stack spacing={2}>
        <Box>
          <FormLabel id={keyLabel}>Search by</FormLabel>
          <RadioGroup
            row
            aria-labelledby={keyLabel}
            value={key}
            onChange={(event) => {
              setKey(event.target.value === 'idNumber' ? 'idNumber' : 'salaryReferenceNumber');
              setFieldError(null);
            }}
          >
            {KEYS.map((entry) => (
              <FormControlLabel
                key={entry.value}
                value={entry.value}
                control={<Radio />}
                label={entry.label}
              />
            ))}
          </RadioGroup>
        </Box>
        <TextField
          id="desk-employee-key"
          label={chosen?.label}
          value={typed}
          required
          onChange={(event) => setTyped(event.target.value.replace(/[^\d\s]/g, '').slice(0, 16))}
          error={Boolean(fieldError)}
          helperText={fieldError ?? chosen?.help}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={finding.isLoading}>
            Find employee
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
