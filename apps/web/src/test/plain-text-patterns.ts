/**
 * Text that must never reach a customer: a validator's default wording (zod's 'Invalid option: expected one
 * of …', 'Too small: expected string to have >=1 characters', zod 3's 'String must contain …'), internal
 * codes (ON_HOLD, pending_payout, death_certificate), leaked values ('undefined', 'NaN', '[object Object]')
 * date-format hints that contradict a date picker ('YYYY-MM-DD') and dates in the API's form.
 */
export const NOT_PLAIN_TEXT: readonly RegExp[] = [
  /\bInvalid (input|option|type|value|string|number|date|enum|literal|email|url|uuid|union|key|element)\b/i,
  /\bexpected (one of|string|number|boolean|bigint|object|array|date|undefined|null|int|nan|never|>|<)/i,
  /\breceived (undefined|null|string|number|boolean|object|array|nan)\b/i,
  /\bToo (small|big)\b/i,
  /\b(String|Number|Array) must (contain|be)\b/,
  /[A-Z]{2,}_[A-Z_]{2,}/,
  /\b[a-z]+_[a-z_]+\b/,
  /\bundefined\b|\bNaN\b|\[object Object\]/,
  /\b(YYYY|yyyy)[-/]|\b(DD|dd)\/(MM|mm)\b/,
  // a calendar day as the API carries it ('2026-11-24'), not as a person reads it
  /\b\d{4}-\d{2}-\d{2}\b/,
];
