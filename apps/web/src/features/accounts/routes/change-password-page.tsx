import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { homePath, RequireAuth } from '../../../lib/identity';
import { changePasswordFailure } from '../../../lib/identity/error-mapping';
import { unwrapAsPool, useChangePasswordMutation } from '../api/password-api';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { FormAlert } from '../components/form-alert';
import { PasswordField } from '../../../components/form-fields/password-field';
import { bindField } from '../forms/field-props';
import { withPasswordMatch } from '../forms/password-match';
import { changePasswordFormSchema, type ChangePasswordForm } from '../forms/schemas';
import { useAudience } from '../hooks/use-audience';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

function ChangePasswordForm() {
  const audience = useAudience();
  const navigate = useNavigate();
  const run = useSessionOperation(audience);
  const status = useOperationStatus(audience, 'changePassword');
  const [changePassword] = useChangePasswordMutation();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: withPasswordMatch(zodResolver(changePasswordFormSchema), 'newPassword'),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const outcome = await run(
      'changePassword',
      () =>
        unwrapAsPool(
          changePassword({
            audience,
            body: { oldPassword: values.oldPassword, newPassword: values.newPassword },
          }),
        ),
      {
        failure: changePasswordFailure,
        success: 'Your password has been changed',
      },
    );
    if (outcome.ok) await navigate(homePath(audience));
  });

  return (
    <AuthCard
      title="Change your password"
      footer={<AuthLinks links={[{ to: homePath(audience), label: 'Back to my account' }]} />}
    >
      <FormAlert message={status.failed ? status.alertMessage : null} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change your password">
        <Stack spacing={2.5}>
          <PasswordField
            {...bindField(register, errors, 'oldPassword')}
            id="change-old-password"
            label="Current password"
            required
            autoComplete="current-password"
          />
          <PasswordField
            {...bindField(
              register,
              errors,
              'newPassword',
              'At least 8 characters with a number, upper and lower case letters and a symbol',
            )}
            id="change-new-password"
            label="New password"
            required
            autoComplete="new-password"
          />
          <PasswordField
            {...bindField(register, errors, 'confirmPassword')}
            id="change-confirm-password"
            label="Confirm new password"
            required
            autoComplete="new-password"
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting || status.loading}>
            {isSubmitting || status.loading ? 'Saving…' : 'Change my password'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

/**
 * Change password (spec 000 §2, §5): old and new password; a wrong old password has its own message. The API
 * changes it with the user's own token and tells them by email (and SMS) that it was changed.
 */
export function ChangePasswordPage() {
  const audience = useAudience();
  return (
    <RequireAuth audience={audience}>
      <ChangePasswordForm />
    </RequireAuth>
  );
}

export { ChangePasswordPage as Component };
