import { isCodeFactor, type SignInNextStep, type SignInResult } from '../../flows/sign-in';

/** How a sign-in was started on the sign-in page. */
export type StartIntent = 'password' | 'code' | 'passkey' | 'workPhone';

/** The account has no passkey the pool can use: the pool offers the other ways instead. */
export const NO_PASSKEY_NOTICE =
  'There is no passkey for this account yet. Please choose another way to sign in; once you are in, you can add a passkey on your profile page.';
/** The account has neither a verified email nor a mobile number for codes. */
export const NO_CODE_NOTICE =
  'We cannot send a sign-in code to this account. Please choose another way to sign in.';

/**
 * Why the first-factor choice is shown when the user asked for something else: a passkey the account does
 * not have, or a code it cannot receive. Null when the choice is what was asked for.
 */
export function startNotice(intent: StartIntent, next: SignInNextStep): string | null {
  if (next.step !== 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION') return null;
  if (intent === 'passkey') return NO_PASSKEY_NOTICE;
  if (intent === 'code' && !(next.availableChallenges ?? []).some(isCodeFactor)) return NO_CODE_NOTICE;
  return null;
}

/**
 * The first step to show after a start, with its notice. A passkey start that ends in the first-factor
 * choice means the pool could not use a passkey for this account: the passkey is not offered again there.
 */
export function firstStepAfterStart(
  intent: StartIntent,
  started: SignInResult,
): { start: SignInResult; notice: string | null } {
  const notice = startNotice(intent, started);
  if (intent !== 'passkey' || !notice) return { start: started, notice };
  const others = (started.availableChallenges ?? []).filter((factor) => factor !== 'WEB_AUTHN');
  return { start: { ...started, availableChallenges: others }, notice };
}
