import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { signInPath } from '../../../lib/identity';
import { forgotPasswordFailure, resetPasswordFailure } from '../../../lib/identity/error-mapping';
import { unwrapAsPool, useConfirmForgotPasswordMutation } from '../api/password-api';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { CodeField } from '../components/code-field';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../components/form-fields/password-field';
import { requestPasswordReset } from '../flows/account-flows';
import { bindField } from '../forms/field-props';
import { withPasswordMatch } from '../forms/password-match';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../forms/schemas';
import { useAudience } from '../hooks/use-audience';
import { useHandedAccount } from '../hooks/use-handed-account';
import type { PasswordChangedState } from './password-changed';
import { useClearOperation, useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

/**
 * /retail/checkEmail (spec 000 §2): after a forgot-password request, the emailed code and the new
 * password (through the API, which tells the account's owner); the code can be sent again.
 */
export function CheckEmailPage() {
  const audience = useAudience();
  const handed = useHandedAccount();
  const navigate = useNavigate();
  const run = useSessionOperation(audience);
  const clear = useClearOperation(audience);
  const newPassword = useOperationStatus(audience, 'newPassword');
  const resend = useOperationStatus(audience, 'resendCode');
  const [confirmForgotPassword] = useConfirmForgotPasswordMutation();
  const { username } = handed;
  const [destination, setDestination] = useState(handed.destination);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({
    resolver: withPasswordMatch(zodResolver(resetPasswordFormSchema), 'newPassword'),
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });

  if (!username) return <Navigate replace to={`/${audience}/forgot-password`} />;

  const onSubmit = handleSubmit(async (values) => {
    clear('resendCode');
    const outcome = await run(
      'newPassword',
      () =>
        unwrapAsPool(
          confirmForgotPassword({
            audience,
            body: { username, confirmationCode: values.code, newPassword: values.newPassword },
          }),
        ),
      { failure: resetPasswordFailure },
    );
    // The sign-in page says so and fills in the username (in the route state: nothing in the address).
    const state: PasswordChangedState = { passwordChanged: true, username };
    if (outcome.ok) await navigate(signInPath(audience), { replace: true, state });
  });

  // The alert says what happened last: a new code on its way clears a refusal of the old one.
  const onResend = async () => {
    clear('newPassword');
    const outcome = await run('resendCode', () => requestPasswordReset(audience, username), {
      failure: forgotPasswordFailure,
      success: 'We have sent you a new code',
    });
    if (outcome.ok) setDestination(outcome.value.destination);
  };

  const failure = newPassword.failed ? newPassword.alertMessage : resend.failed ? resend.alertMessage : null;

  return (
    <AuthCard
      title="Check your email"
      intro={
        destination
          ? `We have sent a 6-digit code to ${destination}. Enter it with your new password.`
          : 'We have emailed you a 6-digit code. Enter it with your new password.'
      }
      footer={<AuthLinks links={[{ to: signInPath(audience), label: 'Back to sign in' }]} />}
    >
      <FormAlert message={failure} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
        <Stack spacing={2.5}>
          <CodeField
            {...bindField(register, errors, 'code', 'The 6-digit code from the email')}
            id="reset-code"
            required
          />
          <PasswordField
            {...bindField(
              register,
              errors,
              'newPassword',
              'At least 8 characters with a number, upper and lower case letters and a symbol',
            )}
            id="reset-new-password"
            label="New password"
            required
            autoComplete="new-password"
          />
          <PasswordField
            {...bindField(register, errors, 'confirmPassword')}
            id="reset-confirm-password"
            label="Confirm new password"
            required
            autoComplete="new-password"
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={isSubmitting || newPassword.loading}
          >
            {isSubmitting || newPassword.loading ? 'Saving…' : 'Save my new password'}
          </Button>
          <Button variant="outlined" onClick={() => void onResend()} disabled={resend.loading}>
            {resend.loading ? 'Sending…' : 'Resend code'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export { CheckEmailPage as Component };
