import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { emailField, isValidSaIdNumber, MAIN_MEMBER_AGE, MEMBER_AGE_MESSAGES } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useDebouncedValue } from '../../../components/async-state/use-debounced-value';
import {
  addNameErrors,
  focusFirstError,
  type FieldErrors,
} from '../../../components/funeral/members/member-validation';
import { isAcceptableMobile, PhoneField } from '../../../components/identity-fields/phone-field';
import { checkSaId } from '../../../components/identity-fields/sa-id-check';
import { SaIdField } from '../../../components/identity-fields/sa-id-field';
import { useNotify } from '../../../components/notifications/use-notify';
import { readApiError } from '../../../lib/api-error';
import { useAuthSession } from '../../../lib/identity';
import {
  useCreateEmployeePolicyholderMutation,
  useGetEmployeeProfileQuery,
  useLazyGetEmployeePolicyHolderQuery,
} from '../api/employee-funeral-api';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeDetails } from '../state/register-types';

const BAND = {
  minAge: MAIN_MEMBER_AGE.min,
  maxAge: MAIN_MEMBER_AGE.max,
  ageMessage: MEMBER_AGE_MESSAGES.main,
};

/** Step 2: the employee's own details (from the profile), registered as the policy holder when new. */
export function StepDetails() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const saved = useAppSelector((state) => state.employeeFuneralRegister.values.details);
  const session = useAuthSession('employee');
  const profile = useGetEmployeeProfileQuery(session.user?.username ?? '', { skip: !session.user });
  const [details, setDetails] = useState<EmployeeDetails>(saved);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const [lookUp, holder] = useLazyGetEmployeePolicyHolderQuery();
  const [createHolder] = useCreateEmployeePolicyholderMutation();
  const settledId = useDebouncedValue(details.idNumber);
  const form = useRef<HTMLFormElement>(null);
  const set = <K extends keyof EmployeeDetails>(field: K, value: EmployeeDetails[K]) =>
    setDetails((current) => ({ ...current, [field]: value }));

  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    setDetails((current) => ({
      idNumber: current.idNumber || data.saIdNumber || '',
      firstName: current.firstName || data.givenName || '',
      lastName: current.lastName || data.familyName || '',
      email: current.email || data.email || '',
      mobile: current.mobile || data.phoneNumber || '',
    }));
  }, [profile.data]);

  useEffect(() => {
    if (isValidSaIdNumber(settledId)) void lookUp(settledId, true);
  }, [lookUp, settledId]);
  const holderFound = holder.isSuccess && holder.originalArgs === details.idNumber;

  const submit = async () => {
    const found: FieldErrors = {};
    const id = checkSaId(details.idNumber, BAND);
    if (!id.idValid || !id.ageValid) found.idNumber = id.message ?? 'Please enter your 13-digit SA ID number';
    addNameErrors(found, '', details);
    if (!emailField.safeParse(details.email).success) found.email = 'Please enter a valid email address';
    if (!isAcceptableMobile(details.mobile, true))
      found.mobile = 'Please enter a valid South African mobile number, e.g. 082 123 4567';
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => focusFirstError(form.current));
      return;
    }
    setSaving(true);
    if (!holderFound) {
      const created = await createHolder({
        type: 'individual',
        id: { type: 'id', number: details.idNumber.trim(), country: 'ZA' },
        first_name: details.firstName,
        last_name: details.lastName,
        email: details.email.trim(),
        cellphone: details.mobile.trim(),
      });
      if ('error' in created) {
        const problem = readApiError(created.error);
        if (problem.code !== 'POLICY_HOLDER_EXISTS') {
          setSaving(false);
          setErrors({ form: problem.message, idNumber: problem.fields['id.number'] ?? '' });
          notify.error(problem.message);
          return;
        }
      }
    }
    setSaving(false);
    dispatch(employeeRegisterActions.detailsSaved(details));
  };

  return (
    <Stack
      ref={form}
      component="form"
      noValidate
      spacing={3}
      aria-label="Your details"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Your details
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <SaIdField
            value={details.idNumber}
            required
            onChange={(value) => set('idNumber', value)}
            error={errors.idNumber || undefined}
            validHint={holderFound ? 'Your policy holder record is on file' : undefined}
            {...BAND}
          />
          <TextField
            label="First name"
            required
            value={details.firstName}
            onChange={(event) => set('firstName', event.target.value)}
            error={Boolean(errors.firstName)}
            helperText={errors.firstName ?? ' '}
          />
          <TextField
            label="Last name"
            required
            value={details.lastName}
            onChange={(event) => set('lastName', event.target.value)}
            error={Boolean(errors.lastName)}
            helperText={errors.lastName ?? ' '}
          />
          <TextField
            label="Email"
            type="email"
            required
            value={details.email}
            onChange={(event) => set('email', event.target.value)}
            error={Boolean(errors.email)}
            helperText={errors.email ?? ' '}
          />
          <PhoneField
            value={details.mobile}
            required
            onChange={(value) => set('mobile', value)}
            error={errors.mobile}
          />
        </Box>
      </Paper>
      <Box
        sx={{
          display: 'flex',
          gap: 1.5,
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
        }}
      >
        <Button onClick={() => dispatch(employeeRegisterActions.stepOpened(1))}>Back</Button>
        <Button type="submit" variant="contained" size="large" loading={saving}>
          Continue
        </Button>
      </Box>
    </Stack>
  );
}
