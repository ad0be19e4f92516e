import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatSaMobile, otpCodeField, type UserProfile } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { useNotify } from '../../../../components/notifications/use-notify';
import type { Audience } from '../../../../lib/identity';
import type { PoolMfa } from '../../../../lib/identity/identity-config';
import { AuthenticatorKey } from '../authenticator-key';
import { AUTHENTICATOR_CODE_HELP, CodeField } from '../code-field';
import { FormAlert } from '../form-alert';
import {
  AUTHENTICATOR_ISSUER,
  confirmAuthenticator,
  preferMethod,
  startAuthenticator,
  turnOffTwoStep,
  type AuthenticatorSetUp,
  type TwoStepMethod,
  type TwoStepSettings,
} from './two-step-flows';
import { twoStepProblem } from './two-step-messages';
import { TurnOffDialog } from './turn-off-dialog';
import { useTwoStep } from './use-two-step';

export { WRONG_CODE } from './two-step-messages';

export const TWO_STEP_ON_NOTICE = 'Two-step sign-in is on. Next time you sign in, we will ask for your code.';
export const TWO_STEP_OFF_NOTICE = 'Two-step sign-in is off.';

/** Where the profile's details (and the mobile number's verification) are. */
export const DETAILS_ANCHOR = 'your-details';

export interface TwoStepSectionProps {
  audience: Audience;
  /** The pools' MFA: OFF hides the section, ON keeps it from being turned off. */
  poolMfa: PoolMfa;
  profile: UserProfile;
}

/** The method the next sign-in asks for: the preferred one, or the only one on (else the user chooses). */
function currentMethod(settings: TwoStepSettings): TwoStepMethod | null {
  if (settings.preferred) return settings.preferred;
  const [only] = settings.enabled;
  return settings.enabled.length === 1 && only ? only : null;
}

function statusText(settings: TwoStepSettings, profile: UserProfile): string {
  if (settings.enabled.length === 0) return TWO_STEP_OFF_NOTICE;
  const method = currentMethod(settings);
  const how =
    method === 'TOTP'
      ? 'we ask for a code from your authenticator app'
      : method === 'SMS'
        ? `we text a code to ${profile.phoneNumber ? formatSaMobile(profile.phoneNumber) : 'your mobile number'}`
        : method === 'EMAIL'
          ? `we email a code to ${profile.email ?? 'you'}`
          : 'you choose how to get your code';
  return `Two-step sign-in is on. When you sign in, ${how}.`;
}

const CHOICE_LABEL: Record<TwoStepMethod, string> = {
  TOTP: 'Use an authenticator app',
  SMS: 'Use text messages',
  EMAIL: 'Use email',
};

interface SetUpInProgress extends AuthenticatorSetUp {
  /** The app's code was accepted: only making it the sign-in's method is left. */
  verified: boolean;
}

/**
 * The profile's two-step sign-in (the pool's MFA): whether it is on and how the code comes, turning it on
 * with an authenticator app (key, link and QR code, then the app's first code), text messages to a verified
 * mobile number or email to a verified address, and turning it off after a confirmation. Nothing when the
 * pools have no MFA; never turned off when they require it.
 */
export function TwoStepSection({ audience, poolMfa, profile }: TwoStepSectionProps) {
  if (poolMfa === 'OFF') return null;
  return <TwoStepContent audience={audience} required={poolMfa === 'ON'} profile={profile} />;
}

function TwoStepContent({
  audience,
  required,
  profile,
}: {
  audience: Audience;
  required: boolean;
  profile: UserProfile;
}) {
  const notify = useNotify();
  const { state, reload } = useTwoStep(audience);
  const [setUp, setSetUp] = useState<SetUpInProgress | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<TwoStepMethod | 'verify' | null>(null);
  const [confirmingOff, setConfirmingOff] = useState(false);

  const phoneVerified = Boolean(profile.phoneNumber) && profile.phoneNumberVerified;
  const emailVerified = Boolean(profile.email) && profile.emailVerified;

  const turnedOn = async () => {
    setSetUp(null);
    setCode('');
    await reload();
    notify.success(TWO_STEP_ON_NOTICE);
  };

  const startApp = async () => {
    setBusy('TOTP');
    setProblem(null);
    try {
      const accountName = profile.preferredUsername || profile.email || AUTHENTICATOR_ISSUER;
      setSetUp({ ...(await startAuthenticator(audience, accountName)), verified: false });
    } catch (error) {
      setProblem(twoStepProblem(error, 'start'));
    }
    setBusy(null);
  };

  const finishApp = async (event: FormEvent) => {
    event.preventDefault();
    if (!setUp) return;
    setProblem(null);
    if (!setUp.verified) {
      const parsed = otpCodeField.safeParse(code);
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message ?? 'Please enter the 6-digit code');
        return;
      }
      setCodeError(null);
      setBusy('verify');
      try {
        await confirmAuthenticator(audience, parsed.data);
      } catch (error) {
        setBusy(null);
        setProblem(twoStepProblem(error, 'verify'));
        return;
      }
      setSetUp({ ...setUp, verified: true });
    }
    setBusy('verify');
    try {
      await preferMethod(audience, 'TOTP');
    } catch (error) {
      setBusy(null);
      setProblem(twoStepProblem(error, 'turn-on'));
      return;
    }
    setBusy(null);
    await turnedOn();
  };

  const chooseMethod = async (method: 'SMS' | 'EMAIL') => {
    setBusy(method);
    setProblem(null);
    try {
      await preferMethod(audience, method);
    } catch (error) {
      setBusy(null);
      setProblem(twoStepProblem(error, 'turn-on'));
      return;
    }
    setBusy(null);
    await turnedOn();
  };

  const turnOff = async (settings: TwoStepSettings): Promise<string | null> => {
    try {
      await turnOffTwoStep(audience, settings.enabled);
    } catch (error) {
      return twoStepProblem(error, 'turn-off');
    }
    await reload();
    notify.success(TWO_STEP_OFF_NOTICE);
    return null;
  };

  const cancelApp = () => {
    setSetUp(null);
    setCode('');
    setCodeError(null);
    setProblem(null);
  };

  const intro = (
    <Typography color="text.secondary">
      With two-step sign-in, signing in with your password also asks for a 6-digit code, so your password
      alone is not enough to get into your account.
    </Typography>
  );

  if (state.status !== 'ready')
    return (
      <Stack spacing={2}>
        {intro}
        {state.status === 'loading' ? (
          <LoadingState label="Loading your two-step sign-in" lines={1} />
        ) : (
          <ErrorState message={state.message} onRetry={() => void reload()} />
        )}
      </Stack>
    );

  const { settings } = state;
  const on = settings.enabled.length > 0;
  const current = on ? currentMethod(settings) : null;
  const offered = (['TOTP', 'SMS', 'EMAIL'] as const).filter(
    (method) =>
      method !== current &&
      (method === 'TOTP' || (method === 'SMS' && phoneVerified) || (method === 'EMAIL' && emailVerified)),
  );

  return (
    <Stack spacing={2}>
      {intro}
      <Typography sx={{ fontWeight: 500 }}>{statusText(settings, profile)}</Typography>
      {required ? (
        <Typography color="text.secondary">
          Your account must use two-step sign-in, so it cannot be turned off. You can change how you get the
          code.
        </Typography>
      ) : null}
      <FormAlert message={problem} />
      {setUp ? (
        <Stack component="form" noValidate spacing={2} onSubmit={(event) => void finishApp(event)}>
          <Typography>
            Use an authenticator app on your phone, such as Google Authenticator or Microsoft Authenticator.
          </Typography>
          <AuthenticatorKey secret={setUp.key} setupUri={setUp.link} />
          {setUp.verified ? null : (
            <CodeField
              label="Code from your app"
              helperText={codeError ?? AUTHENTICATOR_CODE_HELP}
              error={Boolean(codeError)}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              sx={{ maxWidth: { sm: 280 } }}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button type="submit" variant="contained" loading={busy === 'verify'}>
              Turn on
            </Button>
            <Button onClick={cancelApp} disabled={busy === 'verify'}>
              Cancel
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          {!phoneVerified && current !== 'SMS' ? (
            <Typography>
              {`To get codes by text message, first ${profile.phoneNumber ? 'verify' : 'add and verify'} your mobile number. `}
              <Link href={`#${DETAILS_ANCHOR}`}>Verify your mobile number</Link>
            </Typography>
          ) : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {offered.map((method) => (
              <Button
                key={method}
                variant="outlined"
                loading={busy === method}
                disabled={busy !== null && busy !== method}
                onClick={() => void (method === 'TOTP' ? startApp() : chooseMethod(method))}
              >
                {on ? `${CHOICE_LABEL[method]} instead` : CHOICE_LABEL[method]}
              </Button>
            ))}
            {on && !required ? (
              <Button
                variant="outlined"
                color="error"
                disabled={busy !== null}
                onClick={() => setConfirmingOff(true)}
              >
                Turn off two-step sign-in
              </Button>
            ) : null}
          </Stack>
        </>
      )}
      <TurnOffDialog
        open={confirmingOff}
        onClose={() => setConfirmingOff(false)}
        onConfirm={() => turnOff(settings)}
      />
    </Stack>
  );
}
