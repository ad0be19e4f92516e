/**
 * OTP notices (spec 000 §8): the login OTP was sent to an email address, or to a mobile number
 * ending in the shown digits. The texts are ours.
 */
import { mobileEnding } from '../validators/mobile.js';

/**
 * 'jane.doe@example.com' → 'j***@e***.com': the first letter of the name and of the domain and the last part
 * of the domain, as the user pool shows where it sent a code, so every page masks an address alike (QA walk 10
 * no. 21). A value without a name before '@' is masked whole.
 */
export function maskEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = trimmed.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${trimmed.charAt(0)}***@${domain.charAt(0)}***${tld}`;
}

export function otpSentToEmailNotice(email: string): string {
  return `We have sent a one-time code to your email address ${maskEmail(email)}`;
}

export function otpSentToMobileNotice(mobile: string): string {
  return `We have sent a one-time code to your mobile number ending ${mobileEnding(mobile)}`;
}
