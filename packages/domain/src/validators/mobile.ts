/**
 * South African mobile numbers (spec 000 §5, REFERENCE "Mobile"): `0` or `+27` (also `27`), then 6, 7 or 8,
 * then exactly 8 more digits. Spaces, dashes, dots and brackets are ignored. `+27` followed by the trunk `0`
 * ('+27 083 555 0101', '+27 (0)83 …', as many write it) is the same number (QA walk 10 no. 14).
 */
const MOBILE_PATTERN = /^(?:\+?270?|0)([678]\d{8})$/;

function compact(input: string): string {
  return input.replace(/[\s\-().]/g, '');
}

/** The spec's Mobile validator: `+27` or `0`, then 6, 7 or 8, then 8 digits. */
export function isValidSaMobile(input: string): boolean {
  return MOBILE_PATTERN.test(compact(input));
}

/** Normalises a South African mobile number to `+27XXXXXXXXX`, or returns null when it is not one. */
export function normaliseSaMobile(input: string): string | null {
  const match = MOBILE_PATTERN.exec(compact(input));
  return match ? `+27${match[1]}` : null;
}

/** A mobile number as South Africans write it: '+27825551234' → '082 555 1234'; other text unchanged. */
export function formatSaMobile(input: string): string {
  const match = MOBILE_PATTERN.exec(compact(input));
  if (!match?.[1]) return input;
  const digits = `0${match[1]}`;
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** The last digits of a number, for notices such as "mobile number ending 4567". */
export function mobileEnding(input: string, digits = 4): string {
  return compact(input).slice(-digits);
}

/**
 * A masked mobile number as South Africans write a number, its last 4 digits shown: the server's
 * '+27*****0002' (or the hosted pool's '+*******0002') → '0** *** 0002'; other text unchanged.
 */
export function formatMaskedMobile(masked: string): string {
  const match = /^\+?\d{0,2}\*{5,}(\d{4})$/.exec(masked.trim());
  return match ? `0** *** ${match[1]}` : masked;
}
