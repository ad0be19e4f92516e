/**
 * A phone's IMEI (issue 10, spec 002 §3 device registration `deviceIMEINumber`): 15 digits once spaces and
 * hyphens are removed, the last one the Luhn check digit of the first 14. Dial *#06# to see it.
 */
import { passesLuhn } from './luhn.js';

/** Spaces and hyphens removed, as a phone or a box label groups the digits (35-209900-176148-1). */
export function normaliseImei(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isValidImei(value: string): boolean {
  const digits = normaliseImei(value);
  return /^\d{15}$/.test(digits) && passesLuhn(digits);
}
