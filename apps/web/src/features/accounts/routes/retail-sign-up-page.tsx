import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { isValidSaIdNumber } from '@cover/domain';
import { readApiError } from '../../../lib/api-error';
import { signUpFailure } from '../../../lib/identity/error-mapping';
import { useRetailSignUpCheckMutation } from '../api/accounts-api';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { ConsentFields } from '../components/consent-fields';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../components/form-fields/password-field';
import { signUpToPool } from '../flows/account-flows';
import { rememberPendingSignIn } from '../flows/pending-sign-in';
import { bindField } from '../forms/field-props';
import { withPasswordMatch } from '../forms/password-match';
import {
  retailSignUpFormSchema,
  type RetailSignUpForm,
  type RetailSignUpValues,
} from '../forms/sign-up-schemas';
import { useAudience, useLinkWithNext } from '../hooks/use-audience';
import { handAccount } from '../hooks/use-handed-account';
import { useDebouncedEffect } from '../hooks/use-debounced-effect';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

const CHECKED_FIELDS = ['idNumber', 'preferredUsername'] as const;
type CheckedField = (typeof CHECKED_FIELDS)[number];
const isCheckedField = (name: string): name is CheckedField =>
  (CHECKED_FIELDS as readonly string[]).includes(name);

const PASSWORD_HELP = 'At least 8 characters with a number, upper and lower case letters and a symbol';

/** Retail sign-up (spec 000 §2): the SA ID number is the account; the chosen username is its alias. */
export function RetailSignUpPage() {
  const navigate = useNavigate();
  // The way back (e.g. to the funeral wizard) travels on to the confirm step and the sign-in after it.
  const linkWithNext = useLinkWithNext(useAudience());
  const run = useSessionOperation('retail');
  const signUpStatus = useOperationStatus('retail', 'signUp');
  const [checkAvailability] = useRetailSignUpCheckMutation();

  const form = useForm<RetailSignUpForm, unknown, RetailSignUpValues>({
    resolver: withPasswordMatch(zodResolver(retailSignUpFormSchema), 'password'),
    mode: 'onTouched',
    defaultValues: {
      idNumber: '',
      preferredUsername: '',
      firstName: '',
      lastName: '',
      email: '',
      mobile: '',
      password: '',
      confirmPassword: '',
      acceptPOPIA: false,
      acceptTerms: false,
    },
  });
  const { register, handleSubmit, watch, setError, clearErrors, control, formState } = form;
  const { errors, isSubmitting } = formState;

  /** signUpCheck: shows "already registered" / "not available" on the field it is about. */
  const check = async (idNumber: string, preferredUsername: string): Promise<boolean> => {
    try {
      await checkAvailability({ idNumber, preferredUsername }).unwrap();
      for (const field of CHECKED_FIELDS) if (errors[field]?.type === 'server') clearErrors(field);
      return true;
    } catch (error) {
      const problem = readApiError(error);
      const fields = Object.entries(problem.fields).filter(([name]) => isCheckedField(name));
      for (const [name, message] of fields)
        if (isCheckedField(name)) setError(name, { type: 'server', message });
      // Other failures (rate limit, network) do not block: the pool's pre-sign-up rule checks the same.
      return fields.length === 0;
    }
  };

  const idNumber = watch('idNumber').trim();
  const preferredUsername = watch('preferredUsername').trim();
  useDebouncedEffect(`${idNumber}|${preferredUsername}`, () => {
    if (isValidSaIdNumber(idNumber) && preferredUsername.length >= 3) void check(idNumber, preferredUsername);
  });

  const onSubmit = handleSubmit(async (values) => {
    if (!(await check(values.idNumber, values.preferredUsername))) return;
    const outcome = await run(
      'signUp',
      () =>
        signUpToPool('retail', {
          username: values.idNumber,
          password: values.password,
          attributes: {
            email: values.email,
            preferred_username: values.preferredUsername,
            given_name: values.firstName,
            family_name: values.lastName,
            phone_number: values.mobile,
          },
        }),
      { failure: (error) => signUpFailure(error, 'retail') },
    );
    if (!outcome.ok) return;
    rememberPendingSignIn({
      audience: 'retail',
      username: values.idNumber,
      password: values.password,
      autoSignIn: true,
    });
    await navigate(linkWithNext('/retail/confirm-sign-up'), handAccount({ username: values.idNumber }));
  });

  return (
    <AuthCard
      wide
      title="Create your account"
      intro="Sign up with your South African ID number. We email you a code to confirm your account."
      footer={
        <AuthLinks
          links={[
            { to: linkWithNext('/retail/sign-in'), label: 'Sign in', lead: 'Already have an account?' },
          ]}
        />
      }
    >
      <FormAlert message={signUpStatus.failed ? signUpStatus.alertMessage : null} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Create your account">
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <TextField
              {...bindField(register, errors, 'idNumber', 'Your 13-digit South African ID number')}
              id="sign-up-id-number"
              label="SA ID number"
              required
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
            />
            <TextField
              {...bindField(
                register,
                errors,
                'preferredUsername',
                'You can sign in with this or your ID number',
              )}
              id="sign-up-username"
              label="Username"
              required
              autoComplete="username"
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 40 } }}
            />
            <TextField
              {...bindField(register, errors, 'firstName')}
              id="sign-up-first-name"
              label="First name"
              required
              autoComplete="given-name"
            />
            <TextField
              {...bindField(register, errors, 'lastName')}
              id="sign-up-last-name"
              label="Last name"
              required
              autoComplete="family-name"
            />
            <TextField
              {...bindField(register, errors, 'email', 'We send your confirmation code here')}
              id="sign-up-email"
              label="Email address"
              type="email"
              required
              autoComplete="email"
            />
            <TextField
              {...bindField(register, errors, 'mobile', 'Starting with 0 or +27, for example 082 123 4567')}
              id="sign-up-mobile"
              label="Mobile number"
              type="tel"
              required
              autoComplete="tel"
              slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
            />
            <PasswordField
              {...bindField(register, errors, 'password', PASSWORD_HELP)}
              id="sign-up-password"
              label="Password"
              required
              autoComplete="new-password"
            />
            <PasswordField
              {...bindField(register, errors, 'confirmPassword')}
              id="sign-up-confirm-password"
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
            {isSubmitting || signUpStatus.loading ? 'Creating your account…' : 'Create my account'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export { RetailSignUpPage as Component };
