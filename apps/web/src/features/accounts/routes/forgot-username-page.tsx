import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { forgotUsernameSchema } from '@cover/domain';
import type { z } from 'zod';
import { useNotify } from '../../../components/notifications';
import { readApiError } from '../../../lib/api-error';
import { useSendForgotUsernameMailMutation } from '../api/accounts-api';
import { AuthCard } from '../components/auth-card';
import { AuthLinks } from '../components/auth-links';
import { FormAlert } from '../components/form-alert';
import { bindField } from '../forms/field-props';

type ForgotUsernameForm = z.input<typeof forgotUsernameSchema>;

/**
 * Forgot username (retail, spec 000 §2): the SA ID number; the username is emailed to the verified
 * address on the account. The page answers the same whether or not the ID number has an account: the email
 * is the answer (docs/decisions/0010-account-privacy.md).
 */
export function ForgotUsernamePage() {
  const notify = useNotify();
  const [sendMail, { data, error, isLoading, reset }] = useSendForgotUsernameMailMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotUsernameForm>({
    resolver: zodResolver(forgotUsernameSchema),
    defaultValues: { idNumber: '' },
  });

  const onSubmit = handleSubmit(async ({ idNumber }) => {
    reset();
    try {
      const reply = await sendMail({ idNumber: idNumber.trim() }).unwrap();
      notify.success(reply.message);
    } catch (failure) {
      notify.error(readApiError(failure).message);
    }
  });

  return (
    <AuthCard
      title="Forgot your username?"
      intro="Enter your SA ID number and we will email your username to the address on your account."
      footer={
        <AuthLinks
          links={[
            { to: '/retail/sign-in', label: 'Back to sign in' },
            { to: '/retail/forgot-password', label: 'Forgot your password?' },
          ]}
        />
      }
    >
      <FormAlert message={error ? readApiError(error).message : null} />
      <FormAlert
        severity="success"
        message={
          data
            ? `${data.message} You can sign in with it or your ID number. No email? Check your spam folder, or contact us.`
            : null
        }
      />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot your username">
        <Stack spacing={2.5}>
          <TextField
            {...bindField(register, errors, 'idNumber', 'The 13-digit ID number you signed up with')}
            id="forgot-username-id-number"
            label="SA ID number"
            required
            autoComplete="off"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13 } }}
          />
          <Button type="submit" variant="contained" size="large" disabled={isLoading}>
            {isLoading ? 'Sending…' : 'Email my username'}
          </Button>
        </Stack>
      </Box>
    </AuthCard>
  );
}

export { ForgotUsernamePage as Component };
