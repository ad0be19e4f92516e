/**
 * OTP notices (spec 000 §8): the login OTP was sent to an email address, or to a mobile number
 * ending in the shown digits. The texts are ours.
 */
import { mobileEnding } from '../validators/mobile.js';

/** 'jane.doe@example.com' → 'j***@example.com'; a value without '@' is masked whole. */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '***';
  return `${trimmed.charAt(0)}***${trimmed.slice(at)}`;
}

export function otpSentToEmailNotice(email: string): string {
  return `We have sent a one-time code to your email address ${maskEmail(email)}`;
}

export function otpSentToMobileNotice(mobile: string): string {
  return `We have sent a one-time code to your mobile number ending ${mobileEnding(mobile)}`;
}
