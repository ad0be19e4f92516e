import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useNavigate } from 'react-router';
import { useSelector } from 'react-redux';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CATALOGUE, OTP_VERIFY_DELAY_MS, type TwoFactorChannel } from '@cover/domain';
import { useAppDispatch } from '../../../app/hooks';
import { useNotify } from '../../../components/notifications';
import {
  selectSession,
  sessionActions,
  signInPath,
  useAuthSession,
  useSignOut,
  type SessionRootState,
} from '../../../lib/identity';
import { storeTwoFactorStatus } from '../../../lib/identity/two-factor-storage';
import { readApiError } from '../../../lib/api-error';
import { useTwoFactorSendMutation, useTwoFactorVerifyMutation } from '../api/accounts-api';
import { AuthCard } from '../components/auth-card';
import { CodeField } from '../components/code-field';
import { FormAlert } from '../components/form-alert';
import { codeFormSchema, type CodeForm } from '../forms/schemas';
import { useAudience, useNextPath } from '../hooks/use-audience';
import { useOperationStatus, useSessionOperation } from '../hooks/use-session-operation';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec 000 §8: a send failure shows one of the two login-OTP texts; the server's own text when it has one. */
function sendFailure(error: unknown) {
  const problem = readApiError(error);
  const message =
    problem.code === 'UNKNOWN' || problem.code === 'NETWORK'
      ? ERROR_CATALOGUE.LOGIN_OTP_SEND_FAILED
      : problem.message;
  return { message, failureType: problem.code };
}

function verifyFailure(error: unknown) {
  const problem = readApiError(error);
  const message = problem.code === 'UNKNOWN' ? ERROR_CATALOGUE.LOGIN_OTP_WRONG : problem.message;
  return { message, failureType: problem.code };
}

/**
 * The two-factor step after a password sign-in when the flag is on (spec 000 §4): a code goes to the
 * email address (or the mobile number); the sign-in counts only once the code is verified.
 */
export function TwoFactorPage() {
  const audience = useAudience();
  const next = useNextPath(audience);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const auth = useAuthSession(audience);
  const session = useSelector((state: SessionRootState) => selectSession(state, audience));
  const run = useSessionOperation(audience);
  const sendStatus = useOperationStatus(audience, 'twoFactorSend');
  const verifyStatus = useOperationStatus(audience, 'twoFactorVerify');
  const signOut = useSignOut(audience);
  const [sendCode] = useTwoFactorSendMutation();
  const [verifyCode] = useTwoFactorVerifyMutation();
  const sentOnce = useRef(false);
  const channel = session.twoFactor.verifyAttribute;

  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeFormSchema), defaultValues: { code: '' } });

  const send = async (verifyAttribute: TwoFactorChannel) => {
    const outcome = await run('twoFactorSend', () => sendCode({ audience, verifyAttribute }).unwrap(), {
      failure: sendFailure,
    });
    if (outcome.ok) {
      dispatch(sessionActions(audience).twoFactorChanged({ verifyAttribute, notice: outcome.value.notice }));
      reset({ code: '' });
    }
  };

  const pending = session.status === 'known' && session.signedIn && !session.isAuthenticated;
  useEffect(() => {
    if (!pending || sentOnce.current || session.twoFactor.notice) return;
    sentOnce.current = true;
    void send('email');
    // Sends once when the step opens; later sends are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  const onSubmit = handleSubmit(async ({ code }) => {
    const outcome = await run(
      'twoFactorVerify',
      async () => {
        await wait(OTP_VERIFY_DELAY_MS);
        return verifyCode({ audience, verificationCode: code.trim(), verifyAttribute: channel }).unwrap();
      },
      { failure: verifyFailure },
    );
    if (!outcome.ok) return;
    if (outcome.value.status !== 'enabled') {
      dispatch(
        sessionActions(audience).operationFailed({
          operation: 'twoFactorVerify',
          message: ERROR_CATALOGUE.LOGIN_OTP_WRONG,
          failureType: 'NotVerified',
        }),
      );
      return;
    }
    storeTwoFactorStatus(audience, 'enabled');
    dispatch(sessionActions(audience).twoFactorChanged({ status: 'enabled', notice: '' }));
    notify.success('You are signed in');
    await navigate(next, { replace: true });
  });

  if (auth.status === 'signedIn') return <Navigate replace to={next} />;
  if (session.status === 'known' && !session.signedIn) {
    return <Navigate replace to={`${signInPath(audience)}?next=${encodeURIComponent(next)}`} />;
  }

  const other: TwoFactorChannel = channel === 'email' ? 'phone_number' : 'email';
  const { ref: codeRef, ...codeField } = register('code');

  return (
    <AuthCard
      title="Enter your one-time code"
      intro="For your security we check that it is really you before you see your cover."
    >
      <Typography role="status" sx={{ mb: 2 }}>
        {sendStatus.loading ? 'Sending your code…' : session.twoFactor.notice}
      </Typography>
      <FormAlert message={sendStatus.failed ? sendStatus.alertMessage : null} />
      <FormAlert message={verifyStatus.failed ? verifyStatus.alertMessage : null} />
      <Box component="form" noValidate onSubmit={onSubmit} aria-label="Verify your one-time code">
        <Stack spacing={2.5}>
          <CodeField
            {...codeField}
            inputRef={codeRef}
            id={`${audience}-two-factor-code`}
            label="One-time code"
            required
            error={Boolean(errors.code)}
            helperText={errors.code?.message}
          />
          <Button type="submit" variant="contained" size="large" disabled={verifyStatus.loading}>
            {verifyStatus.loading ? 'Checking your code…' : 'Verify and continue'}
          </Button>
        </Stack>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ mt: 2.5, flexWrap: 'wrap' }}
      >
        <Button variant="outlined" disabled={sendStatus.loading} onClick={() => void send(channel)}>
          Resend code
        </Button>
        <Button variant="text" disabled={sendStatus.loading} onClick={() => void send(other)}>
          {other === 'phone_number' ? 'Send it to my mobile instead' : 'Send it to my email instead'}
        </Button>
        <Button variant="text" onClick={() => void signOut()}>
          Cancel and sign out
        </Button>
      </Stack>
    </AuthCard>
  );
}

export { TwoFactorPage as Component };
