import { withAuth } from '../../../lib/identity/amplify-client';
import type { Audience } from '../../../lib/identity';

export interface SignUpInput {
  username: string;
  password: string;
  attributes: Record<string, string>;
}

export type SignUpStep = 'CONFIRM_SIGN_UP' | 'COMPLETE_AUTO_SIGN_IN' | 'DONE';

/** Sign-up to the audience's pool with auto sign-in after confirmation (spec 000 §4). */
export async function signUpToPool(audience: Audience, input: SignUpInput): Promise<SignUpStep> {
  const output = await withAuth(audience, (auth) =>
    auth.signUp({
      username: input.username,
      password: input.password,
      options: { userAttributes: input.attributes, autoSignIn: true },
    }),
  );
  return output.nextStep.signUpStep;
}

export async function confirmSignUpCode(
  audience: Audience,
  username: string,
  code: string,
): Promise<SignUpStep> {
  const output = await withAuth(audience, (auth) =>
    auth.confirmSignUp({ username, confirmationCode: code.trim() }),
  );
  return output.nextStep.signUpStep;
}

/** Resends the sign-up code; answers where it went (masked). */
export async function resendSignUpCode(audience: Audience, username: string): Promise<string> {
  const output = await withAuth(audience, (auth) => auth.resendSignUpCode({ username }));
  return output.destination ?? '';
}

/** Amplify's autoSignIn after a confirmed sign-up; true when the user is signed in. */
export async function completeAutoSignIn(audience: Audience): Promise<boolean> {
  const output = await withAuth(audience, (auth) => auth.autoSignIn());
  return output.isSignedIn;
}

export type ResetStep = 'CONFIRM_RESET_PASSWORD_WITH_CODE' | 'DONE';

/** Forgot password: sends a reset code (the pool refuses when the email is not verified). */
export async function requestPasswordReset(
  audience: Audience,
  username: string,
): Promise<{ step: ResetStep; destination: string }> {
  const output = await withAuth(audience, (auth) => auth.resetPassword({ username }));
  const step = output.nextStep.resetPasswordStep;
  const destination =
    'codeDeliveryDetails' in output.nextStep ? output.nextStep.codeDeliveryDetails.destination : '';
  return { step, destination: destination ?? '' };
}
