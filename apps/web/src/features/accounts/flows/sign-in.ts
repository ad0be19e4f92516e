import { employeeUsernameVariants } from '@cover/domain';
import type { SignInOutput } from 'aws-amplify/auth';
import { withAuth } from '../../../lib/identity/amplify-client';
import { identityErrorName } from '../../../lib/identity/error-mapping';
import type { Audience } from '../../../lib/identity';

export type SignInStep = SignInOutput['nextStep']['signInStep'];

export interface SignInResult {
  step: SignInStep;
  /** The pool username the sign-in ran for (an employee's may differ from what was typed). */
  username: string;
  /** For MFA selection / setup: the offered methods. */
  allowedMfaTypes?: string[];
}

/** Errors worth retrying with the other form of an employee user name (with or without its leading zero). */
const TRY_OTHER_FORM = new Set(['NotAuthorizedException', 'UserNotFoundException']);

/**
 * Sign-in with username and password (SRP, the default flow). Retail users type their SA ID number or
 * username; employees their user name or salary reference number, with the leading-zero variants tried
 * in turn (spec 000 §5).
 */
export async function signInWithPassword(
  audience: Audience,
  typed: string,
  password: string,
): Promise<SignInResult> {
  const candidates = audience === 'employee' ? employeeUsernameVariants(typed) : [typed.trim()];
  let lastError: unknown = null;
  for (const username of candidates) {
    try {
      const output = await withAuth(audience, (auth) => auth.signIn({ username, password }));
      const next = output.nextStep;
      const allowedMfaTypes = 'allowedMFATypes' in next ? next.allowedMFATypes : undefined;
      return { step: next.signInStep, username, allowedMfaTypes };
    } catch (error) {
      lastError = error;
      if (!TRY_OTHER_FORM.has(identityErrorName(error))) throw error;
    }
  }
  throw lastError ?? new Error('No user name given');
}

/** Answers a sign-in challenge (SMS / email / TOTP code, new password, MFA choice). */
export async function answerSignInChallenge(audience: Audience, response: string): Promise<SignInStep> {
  const output = await withAuth(audience, (auth) => auth.confirmSignIn({ challengeResponse: response }));
  return output.nextStep.signInStep;
}
