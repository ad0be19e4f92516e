import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMMUNICATION_TYPES, isValidSaIdNumber } from '@cover/domain';
import { readApiError } from '../../../lib/api-error';
import { signUpFailure } from '../../../lib/identity/error-mapping';
import { useEmployeeRegistrationCheckMutation, useLazyGetEmployeeDataQuery } from '../api/accounts-api';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { ConsentFields } from '../components/consent-fields';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../components/form-fields/password-field';
import { RosterLookupResult, type RosterLookup } from '../components/roster-lookup';
import { signUpToPool } from '../flows/account-flows';
import { rememberPendingSignIn } from '../flows/pending-sign-in';
import { bindField } from '../forms/field-props';
import { withPasswordMatch } from '../forms/password-match';
import {
  EMPLOYEE_REGISTER_DEFAULTS,
  EMPLOYEE_TYPES,
  employeePoolAttributes,
  isServerField,
} from '../forms/employee-register-form';
import {
  employeeRegisterFormSchema,
  type EmployeeRegisterForm,
  type EmployeeRegisterValues,
} from '../forms/sign-up-schemas';
import { useAudience, useLinkWithNext } from '../hooks/use-audience';
import { handAccount } from '../hooks/use-handed-account';
import { useDebouncedEffect } from '../hooks/use-debounced-effect';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

/**
 * Employee self-registration (spec 000 §2, §5): the salary reference and ID numbers are looked up on the roster,
 * the form is checked against it, then the account is created in the employee pool with the salary
 * reference number as its username.
 */
export function EmployeeRegisterPage() {
  const navigate = useNavigate();
  // where the visit was going (e.g. the accept link of an application an operator made): kept through
  // confirming the account and its automatic sign-in, as retail sign-up keeps it
  const linkWithNext = useLinkWithNext(useAudience());
  const run = useSessionOperation('employee');
  const signUpStatus = useOperationStatus('employee', 'signUp');
  const [lookupEmployee] = useLazyGetEmployeeDataQuery();
  const [checkRegistration] = useEmployeeRegistrationCheckMutation();
  const [lookup, setLookup] = useState<RosterLookup>({ state: 'idle' });
  const { register, handleSubmit, watch, setError, clearErrors, getValues, setValue, control, formState } =
    useForm<EmployeeRegisterForm, unknown, EmployeeRegisterValues>({
      resolver: withPasswordMatch(zodResolver(employeeRegisterFormSchema), 'password'),
      mode: 'onTouched',
      defaultValues: EMPLOYEE_REGISTER_DEFAULTS,
    });
  const { errors, isSubmitting } = formState;

  // The roster shows a person's details only once the salary reference and the ID number both match it.
  const salaryReference = watch('salaryReferenceNumber').replace(/\s+/g, '');
  const idNumber = watch('idNumber').trim();
  const lookupKey =
    /^\d{5,12}$/.test(salaryReference) && isValidSaIdNumber(idNumber) ? `${salaryReference}|${idNumber}` : '';
  useDebouncedEffect(lookupKey, async (key) => {
    const [reference = '', id = ''] = key.split('|');
    if (!key) {
      setLookup({ state: 'idle' });
      return;
    }
    setLookup({ state: 'loading' });
    const current = () =>
      `${getValues('salaryReferenceNumber').replace(/\s+/g, '')}|${getValues('idNumber').trim()}` === key;
    try {
      const match = await lookupEmployee({ salaryReferenceNumber: reference, idNumber: id }).unwrap();
      if (!current()) return;
      setLookup({ state: 'found', match });
      clearErrors('salaryReferenceNumber');
      if (!getValues('firstName')) setValue('firstName', match.firstName);
      if (!getValues('lastName')) setValue('lastName', match.lastName);
      if (!getValues('employeeType')) setValue('employeeType', match.employeeType);
    } catch (error) {
      if (!current()) return;
      const message = readApiError(error).message;
      setLookup({ state: 'failed', message });
      setError('salaryReferenceNumber', { type: 'server', message });
    }
  });

  const onSubmit = handleSubmit(async (values) => {
    const { password, confirmPassword: _confirm, ...form } = values;
    const outcome = await run(
      'signUp',
      async () => {
        const { username } = await checkRegistration(form).unwrap();
        await signUpToPool('employee', {
          username,
          password,
          attributes: employeePoolAttributes(form),
        });
        return username;
      },
      {
        failure: (error) => {
          const problem = readApiError(error);
          if (problem.code !== 'UNKNOWN') return { message: problem.message, failureType: problem.code };
          return signUpFailure(error, 'employee');
        },
      },
    );
    if (!outcome.ok) {
      const fields = Object.entries(readApiError(outcome.error).fields);
      fields.forEach(([name, message], index) => {
        if (isServerField(name)) setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      return;
    }
    rememberPendingSignIn({ audience: 'employee', username: outcome.value, password, autoSignIn: true });
    await navigate(linkWithNext('/employee/confirm-sign-up'), handAccount({ username: outcome.value }));
  });

  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } } as const;

  return (
    <AuthCard
      wide
      title="Register as an employee"
      intro="Start with your salary reference number and ID number: we check them against the employee roster."
      footer={
        <AuthLinks
          links={[{ to: linkWithNext('/employee/sign-in'), label: 'Sign in', lead: 'Already registered?' }]}
        />
      }
    >
      <FormAlert message={signUpStatus.failed ? signUpStatus.alertMessage : null} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Register as an employee">
        <Stack spacing={2}>
          <TextField
            {...bindField(register, errors, 'salaryReferenceNumber', 'On your payslip, digits only')}
            id="register-salary-reference"
            label="Salary reference number"
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 14 } }}
          />
          <TextField
            {...bindField(register, errors, 'idNumber', 'Your 13-digit South African ID number')}
            id="register-id-number"
            label="ID number"
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
          />
          <RosterLookupResult lookup={lookup} />
          <Box sx={grid}>
            <TextField
              {...bindField(register, errors, 'employeeType')}
              id="register-employee-type"
              label="Employee type"
              select
              required
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="" disabled>
                Choose your employee type
              </option>
              {EMPLOYEE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </TextField>
            <TextField
              {...bindField(register, errors, 'firstName')}
              id="register-first-name"
              label="First name"
              required
              autoComplete="given-name"
              slotProps={{ inputLabel: { shrink: Boolean(watch('firstName')) || undefined } }}
            />
            <TextField
              {...bindField(register, errors, 'lastName')}
              id="register-last-name"
              label="Last name"
              required
              autoComplete="family-name"
              slotProps={{ inputLabel: { shrink: Boolean(watch('lastName')) || undefined } }}
            />
            <TextField
              {...bindField(register, errors, 'email')}
              id="register-email"
              label="Email address"
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              {...bindField(
                register,
                errors,
                'cellNumber',
                'Starting with 0 or +27, for example 082 123 4567',
              )}
              id="register-cell-number"
              label="Cell number"
              type="tel"
              required
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
            />
            <TextField
              {...bindField(
                register,
                errors,
                'userName',
                'You sign in with this or your salary reference number',
              )}
              id="register-user-name"
              label="User name"
              required
              autoComplete="username"
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 40 } }}
            />
            <TextField
              {...bindField(
                register,
                errors,
                'communicationType',
                'How we send you policy letters and reminders',
              )}
              id="register-communication"
              label="Communication type"
              select
              required
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              {COMMUNICATION_TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </TextField>
            <PasswordField
              {...bindField(
                register,
                errors,
                'password',
                'At least 8 characters with a number, upper and lower case letters and a symbol',
              )}
              id="register-password"
              label="Password"
              required
              autoComplete="new-password"
            />
            <PasswordField
              {...bindField(register, errors, 'confirmPassword')}
              id="register-confirm-password"
              label="Confirm password"
              required
              autoComplete="new-password"
            />
          </Box>
          <ConsentFields control={control} errors={errors} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting || signUpStatus.loading}
            sx={{ alignSelf: { md: 'flex-start' }, minWidth: { md: 240 } }}
          >
            {isSubmitting || signUpStatus.loading ? 'Registering…' : 'Register'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export { EmployeeRegisterPage as Component };
