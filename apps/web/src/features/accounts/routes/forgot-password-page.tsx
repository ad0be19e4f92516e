import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { normaliseEmployeeUsername } from '@cover/domain';
import { signInPath, type Audience } from '../../../lib/identity';
import { forgotPasswordFailure } from '../../../lib/identity/error-mapping';
import { apiFailure } from '../api/api-failure';
import { useCheckUsernameMutation } from '../api/accounts-api';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { FormAlert } from '../components/form-alert';
import { requestPasswordReset } from '../flows/account-flows';
import { bindField } from '../forms/field-props';
import { usernameFormSchema, type UsernameForm } from '../forms/schemas';
import { useAudience } from '../hooks/use-audience';
import { handAccount, useHandedAccount } from '../hooks/use-handed-account';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

/** Where the reset page lives: /retail/checkEmail (spec 000 §2), and the same for employees. */
export const checkEmailPath = (audience: Audience): string => `/${audience}/checkEmail`;

/**
 * Forgot password (spec 000 §2, §5): the username is checked first (retail: checkUsername, 422 →
 * "Username not found…"), then the pool sends a reset code; it refuses an account without a verified email
 * (InvalidParameterException) and answers an unknown name as a known one.
 */
export function ForgotPasswordPage() {
  const audience = useAudience();
  const handed = useHandedAccount();
  const navigate = useNavigate();
  const run = useSessionOperation(audience);
  const usernameCheck = useOperationStatus(audience, 'usernameCheck');
  const forgot = useOperationStatus(audience, 'forgotPassword');
  const [checkUsername] = useCheckUsernameMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UsernameForm>({
    resolver: zodResolver(usernameFormSchema),
    defaultValues: { username: handed.username },
  });

  const onSubmit = handleSubmit(async ({ username: typed }) => {
    let username = audience === 'employee' ? normaliseEmployeeUsername(typed) : typed.trim();
    if (audience === 'retail') {
      // Only whether the text can be a username; the pool takes the SA ID number or the username as typed.
      const looked = await run('usernameCheck', () => checkUsername({ userName: username }).unwrap(), {
        failure: apiFailure,
      });
      if (!looked.ok) return;
      username = looked.value.userName;
    }
    const sent = await run('forgotPassword', () => requestPasswordReset(audience, username), {
      failure: forgotPasswordFailure,
      success: 'We have sent you a code to reset your password',
    });
    if (!sent.ok) return;
    if (sent.value.step === 'DONE') {
      await navigate(signInPath(audience));
      return;
    }
    await navigate(checkEmailPath(audience), handAccount({ username, destination: sent.value.destination }));
  });

  const busy = isSubmitting || usernameCheck.loading || forgot.loading;
  const failure = usernameCheck.failed
    ? usernameCheck.alertMessage
    : forgot.failed
      ? forgot.alertMessage
      : null;

  return (
    <AuthCard
      title="Reset your password"
      intro="Enter your username and we will email you a code to choose a new password."
      footer={
        <AuthLinks
          links={[
            { to: signInPath(audience), label: 'Back to sign in' },
            ...(audience === 'retail'
              ? [{ to: '/retail/forgot-username', label: 'Forgot your username?' }]
              : []),
          ]}
        />
      }
    >
      <FormAlert message={failure} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Reset your password">
        <Stack spacing={2.5}>
          <TextField
            {...bindField(
              register,
              errors,
              'username',
              audience === 'retail'
                ? 'Your SA ID number or username'
                : 'Your user name or salary reference number',
            )}
            id={`${audience}-forgot-username`}
            label="Username"
            required
            autoComplete="username"
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 128 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Sending…' : 'Send me a code'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
