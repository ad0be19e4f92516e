import type { Audience } from '../../../../lib/identity';
import { withAuth } from '../../../../lib/identity/amplify-client';

/** The ways a second step can come: an authenticator app, a text message, an email. */
export type TwoStepMethod = 'TOTP' | 'SMS' | 'EMAIL';

/** The signed-in user's two-step sign-in as the pool has it. */
export interface TwoStepSettings {
  enabled: TwoStepMethod[];
  /** The method the next sign-in asks for; null when none is chosen (or none is on). */
  preferred: TwoStepMethod | null;
}

/** What an authenticator app needs: the key to type by hand and the otpauth:// link (also the QR code). */
export interface AuthenticatorSetUp {
  key: string;
  link: string;
}

/** The name the authenticator app lists the account under. */
export const AUTHENTICATOR_ISSUER = 'Telkom Cover';

const METHODS: readonly TwoStepMethod[] = ['TOTP', 'SMS', 'EMAIL'];
const isMethod = (value: unknown): value is TwoStepMethod => METHODS.includes(value as TwoStepMethod);

/** GetUser's MFA settings (fetchMFAPreference). */
export async function loadTwoStep(audience: Audience): Promise<TwoStepSettings> {
  return withAuth(audience, async (auth) => {
    const { enabled, preferred } = await auth.fetchMFAPreference();
    return {
      enabled: (enabled ?? []).filter(isMethod),
      preferred: isMethod(preferred) ? preferred : null,
    };
  });
}

/**
 * A new authenticator key (AssociateSoftwareToken; setUpTOTP). `accountName` is what the app shows under
 * Telkom Cover: never the username, which for a retail customer is their ID number.
 */
export async function startAuthenticator(
  audience: Audience,
  accountName: string,
): Promise<AuthenticatorSetUp> {
  return withAuth(audience, async (auth) => {
    const { sharedSecret, getSetupUri } = await auth.setUpTOTP();
    return { key: sharedSecret, link: getSetupUri(AUTHENTICATOR_ISSUER, accountName).toString() };
  });
}

/** The app's first code proves the key is in it (VerifySoftwareToken; verifyTOTPSetup). */
export async function confirmAuthenticator(audience: Audience, code: string): Promise<void> {
  await withAuth(audience, (auth) => auth.verifyTOTPSetup({ code }));
}

const FIELD = { TOTP: 'totp', SMS: 'sms', EMAIL: 'email' } as const;

/** Turns the method on and makes it the one the next sign-in asks for (SetUserMFAPreference). */
export async function preferMethod(audience: Audience, method: TwoStepMethod): Promise<void> {
  await withAuth(audience, (auth) => auth.updateMFAPreference({ [FIELD[method]]: 'PREFERRED' }));
}

/** Turns every enabled method off: sign-in asks for no second step (SetUserMFAPreference). */
export async function turnOffTwoStep(audience: Audience, methods: TwoStepMethod[]): Promise<void> {
  const input = Object.fromEntries(methods.map((method) => [FIELD[method], 'DISABLED' as const]));
  await withAuth(audience, (auth) => auth.updateMFAPreference(input));
}
