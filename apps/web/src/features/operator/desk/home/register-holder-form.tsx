import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  registerPolicyHolderInputSchema,
  type DeskEmployee,
  type RegisterPolicyHolderDraft,
  type RegisterPolicyHolderReply,
} from '@cover/domain/motor';
import { formatMaskedMobile } from '@cover/domain';
import { PhoneField } from '../../../../components/identity-fields/phone-field';
import { useNotify } from '../../../../components/notifications/use-notify';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useRegisterDeskPolicyHolderMutation } from '../api/desk-api';

type Problems = Partial<Record<'email' | 'cellphone', string>>;

/**
 * registerPolicyHolder's body: the employee by their salary reference number, with the email and cellphone
 * only when the operator corrects them (blank keeps the roster's).
 */
export function registerHolderInput(
  employee: Pick<DeskEmployee, 'salaryReferenceNumber'>,
  email: string,
  cellphone: string,
) {
  const draft: RegisterPolicyHolderDraft = {
    salaryReferenceNumber: employee.salaryReferenceNumber,
    ...(email.trim() ? { email: email.trim() } : {}),
    ...(cellphone.trim() ? { cellphone: cellphone.trim() } : {}),
  };
  const parsed = registerPolicyHolderInputSchema.safeParse(draft);
  if (parsed.success) return { ok: true as const, body: draft };
  const problems: Problems = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'cellphone') && !problems[field]) problems[field] = issue.message;
  }
  return { ok: false as const, problems };
}

/**
 * Registers the employee as a policy holder on their behalf: the operator confirms the email and cellphone
 * the roster holds (shown masked) or types corrected ones; the acceptance link goes to them later.
 */
export function RegisterHolderForm({
  employee,
  onRegistered,
}: {
  employee: DeskEmployee;
  onRegistered: (reply: RegisterPolicyHolderReply) => void;
}) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [cellphone, setCellphone] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [keys] = useState(createAttemptKeys);
  const [register, registering] = useRegisterDeskPolicyHolderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = registerHolderInput(employee, email, cellphone);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    const result = await register({ body: checked.body, idempotencyKey: keys.keyFor(checked.body) });
    if ('error' in result) {
      const error = readApiError(result.error);
      setProblems({ email: error.fields.email, cellphone: error.fields.cellphone });
      return setProblem(error.message);
    }
    keys.complete();
    notify.success(result.data.message);
    onRegistered(result.data);
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Register as policy holder"
    >
      <Stack spacing={2}>
        <Typography>
          The link to accept the application goes to the employee’s email and cellphone on the roster (partly
          hidden, for their privacy). Ask the employee whether these still reach them: type a new address or
          number only if they give you one, or leave a field blank to keep the roster’s.
        </Typography>
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        <TextField
          id="desk-holder-email"
          label="Corrected email address"
          type="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(problems.email)}
          helperText={problems.email ?? `On the roster: ${employee.maskedEmail}`}
          slotProps={{ htmlInput: { autoComplete: 'off', maxLength: 254 } }}
        />
        <PhoneField
          id="desk-holder-cellphone"
          label="Corrected cellphone number"
          value={cellphone}
          onChange={(typed) => setCellphone(typed)}
          error={problems.cellphone}
          helperText={`On the roster: ${formatMaskedMobile(employee.maskedCellphone)}`}
          autoComplete="off"
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={registering.isLoading}>
            Register as policy holder
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
