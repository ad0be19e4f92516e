import { useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSaMobile, otpCodeField, type UserProfile, type VerifiableAttribute } from '@cover/domain';
import { useAppDispatch } from '../../../app/hooks';
import { refreshSessionUser, type Audience } from '../../../lib/identity';
import { apiFailure } from '../api/api-failure';
import {
  useGetUserAttributeVerificationCodeMutation,
  useVerifyUserAttributeCodeMutation,
} from '../api/accounts-api';
import { useSessionOperation } from '../hooks/use-session-operation';
import { codeDestination } from './code-destination';
import { CodeField } from './code-field';
import { FormAlert } from './form-alert';

const LABELS: Record<VerifiableAttribute, string> = { email: 'email address', phone_number: 'mobile number' };

export interface PendingVerificationProps {
  audience: Audience;
  attribute: VerifiableAttribute;
  /** The new value waiting for its code; null when the current value itself is unverified. */
  pendingValue: string | null;
  /** The current value (the one to verify when nothing is pending). */
  currentValue?: string | null;
}

/** An email as it is, a mobile number as South Africans write it. */
const shown = (attribute: VerifiableAttribute, value: string) =>
  attribute === 'phone_number' ? formatSaMobile(value) : value;

/**
 * What to do, truthfully: no code is sent to a current value until it is asked for (a new account's mobile
 * number has had none); messages about the cover go where "Messages from us" says, verified or not.
 */
function unverifiedText(attribute: VerifiableAttribute, currentValue: string | null | undefined): string {
  if (attribute === 'email') return 'Verify it so we can reach you and so you can reset your password.';
  const to = currentValue ? shown(attribute, currentValue) : 'it';
  return `Press “Send me a code” and enter the code we text to ${to}. Once it is verified, you can also sign in with a code sent by SMS.`;
}

/**
 * A changed email or mobile waits for its code (spec 000 §2: profile update with a one-time code); the old
 * value stays in use until the code is verified.
 */
export function PendingVerification({
  audience,
  attribute,
  pendingValue,
  currentValue,
}: PendingVerificationProps) {
  const id = useId();
  const dispatch = useAppDispatch();
  const run = useSessionOperation(audience);
  // The session's 'otp' group is shared by both boxes: each box keeps its own check and its own refusal,
  // so a wrong code shows (and waits) only where it was typed.
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sendCode, sending] = useGetUserAttributeVerificationCodeMutation();
  const [verifyCode] = useVerifyUserAttributeCodeMutation();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const label = LABELS[attribute];

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = otpCodeField.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code');
      return;
    }
    setCodeError(null);
    setFailure(null);
    setChecking(true);
    const outcome = await run('otp', () => verifyCode({ audience, attribute, code: parsed.data }).unwrap(), {
      failure: (error) => {
        const refused = apiFailure(error);
        setFailure(refused.message);
        return refused;
      },
      success: `Your ${label} is verified`,
    });
    setChecking(false);
    if (outcome.ok) {
      setCode('');
      await dispatch(refreshSessionUser(audience));
    }
  };

  const resend = async () => {
    try {
      const delivery = await sendCode({ audience, attribute }).unwrap();
      setSentTo(delivery.destination);
    } catch (error) {
      setCodeError(apiFailure(error).message);
    }
  };

  // before any code was sent the first thing to press is "Send me a code" (QA walk 11): it comes first and
  // is the main button; once a code is on its way, Verify is
  const awaitingCode = Boolean(pendingValue || sentTo);
  const sendButton = (
    <Button
      variant={awaitingCode ? 'text' : 'contained'}
      onClick={() => void resend()}
      disabled={sending.isLoading}
      sx={{ mt: { sm: 0.5 } }}
    >
      {pendingValue ? 'Resend code' : sentTo ? 'Send a new code' : 'Send me a code'}
    </Button>
  );
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, bgcolor: 'primary.light', borderColor: 'primary.main' }}
    >
      <Typography variant="h3" component="h3" sx={{ fontSize: '1.0625rem' }} id={`${id}-title`}>
        {pendingValue ? `New ${label} pending verification` : `Your ${label} is not verified`}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        {pendingValue ? (
          <>
            <strong>{shown(attribute, pendingValue)}</strong> will replace your current {label} once you enter
            the code we sent to it.
          </>
        ) : (
          unverifiedText(attribute, currentValue)
        )}
      </Typography>
      <FormAlert message={failure} />
      {sentTo ? (
        <Typography role="status" sx={{ mt: 1 }}>
          We have sent a code to {codeDestination(sentTo)}.
        </Typography>
      ) : null}
      <Box component="form" noValidate onSubmit={verify} aria-labelledby={`${id}-title`} sx={{ mt: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <CodeField
            id={`${id}-code`}
            label="Verification code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={Boolean(codeError)}
            helperText={codeError ?? undefined}
            sx={{ maxWidth: { sm: 240 } }}
          />
          {awaitingCode ? null : sendButton}
          <Button
            type="submit"
            variant={awaitingCode ? 'contained' : 'outlined'}
            disabled={checking}
            sx={{ mt: { sm: 0.5 } }}
          >
            {checking ? 'Checking…' : 'Verify'}
          </Button>
          {awaitingCode ? sendButton : null}
        </Stack>
      </Box>
    </Paper>
  );
}

/**
 * The email and the mobile number each get a code box while they wait for one: a new value replacing a
 * verified one (pending), or a current value that is not verified yet (e.g. a mobile changed from an
 * unverified one, which the pool replaces at once and texts a code to).
 */
export function ContactVerifications({ audience, profile }: { audience: Audience; profile: UserProfile }) {
  const email = profile.pendingEmail || !profile.emailVerified;
  const phone = profile.pendingPhoneNumber || (profile.phoneNumber && !profile.phoneNumberVerified);
  return (
    <>
      {email ? (
        <PendingVerification
          audience={audience}
          attribute="email"
          pendingValue={profile.pendingEmail}
          currentValue={profile.email}
        />
      ) : null}
      {phone ? (
        <PendingVerification
          audience={audience}
          attribute="phone_number"
          pendingValue={profile.pendingPhoneNumber}
          currentValue={profile.phoneNumber}
        />
      ) : null}
    </>
  );
}
