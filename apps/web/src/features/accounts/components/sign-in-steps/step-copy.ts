import type { CodeDelivery, SignInNextStep } from '../../flows/sign-in';
import { codeDestination } from '../code-destination';

/** Second factors (MFA selection and setup), in plain words. */
export const MFA_LABELS: Record<string, string> = {
  SMS: 'Text message (SMS)',
  EMAIL: 'Email',
  TOTP: 'Authenticator app',
};

/** The mfa type's plain name, or the type itself when it is one we do not know. */
export function mfaLabel(type: string): string {
  return MFA_LABELS[type] ?? type;
}

/**
 * "We sent a 6-digit code to the number ending in 4567." (or to the masked email address) — or, without a
 * destination, where it went in general.
 */
export function codeSentText(delivery: CodeDelivery | undefined, fallback: string): string {
  const destination = delivery?.destination?.trim();
  return destination ? `We sent a 6-digit code to ${codeDestination(destination)}.` : fallback;
}

const CODE_FALLBACKS: Partial<Record<SignInNextStep['step'], string>> = {
  CONFIRM_SIGN_IN_WITH_SMS_CODE: 'Enter the code we sent to your mobile number.',
  CONFIRM_SIGN_IN_WITH_EMAIL_CODE: 'Enter the code we sent to your email address.',
};

/** What a code step says: where the code went, or (for an authenticator app) where to find it. */
export function codePrompt(step: SignInNextStep): string {
  if (step.step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'Enter the code from your authenticator app.';
  return codeSentText(step.codeDeliveryDetails, CODE_FALLBACKS[step.step] ?? 'Enter the code we sent you.');
}

/** The attributes a new password step may ask for, with their labels and autofill hints. */
export const ATTRIBUTE_LABELS: Record<string, { label: string; autoComplete?: string; type?: string }> = {
  email: { label: 'Email address', autoComplete: 'email', type: 'email' },
  phone_number: { label: 'Mobile number', autoComplete: 'tel', type: 'tel' },
  given_name: { label: 'First name', autoComplete: 'given-name' },
  family_name: { label: 'Surname', autoComplete: 'family-name' },
  name: { label: 'Full name', autoComplete: 'name' },
  preferred_username: { label: 'Username', autoComplete: 'username' },
};

/** A plain label for any attribute name: 'custom:employeeType' → 'Employee type', 'middle_name' → 'Middle name'. */
export function attributeLabel(name: string): string {
  const known = ATTRIBUTE_LABELS[name];
  if (known) return known.label;
  const words = name
    .replace(/^custom:/, '')
    .replace(/_/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : name;
}

/** Shown when the pool asks for a step this site has no screen for. */
export const UNSUPPORTED_STEP_MESSAGE =
  'This account needs a sign-in step this site does not offer. Please contact us to sign in.';
