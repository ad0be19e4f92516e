/**
 * The return path carried through the account pages (sign-in, create an account, confirm the code, the
 * two-factor step) so the customer comes back where they were, e.g. the funeral wizard. It travels as the
 * `next` query parameter. Only same-origin paths are followed; anything else falls back to the default.
 */

/** The query parameter that carries the return path. */
export const RETURN_PATH_PARAM = 'next';

/** Longer values are not paths a page of this site produces. */
const MAX_LENGTH = 2000;

/** The account pages themselves: returning to one would loop through sign-in again. */
const ACCOUNT_PAGE =
  /^\/(?:retail|employee|operator)\/(?:sign-in|sign-up|register|confirm-sign-up|two-factor|forgot-password|forgot-username|checkemail)(?:[/?#]|$)/i;

/** A scheme such as `https:` or `javascript:` at the start. */
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/** Spaces and control characters (browsers drop tabs and new lines, turning `/\t/x` into `//x`). */
const hasSpaceOrControl = (value: string) =>
  /\s/.test(value) || [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** Whether `value` is a path on this site that is safe to return to. */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  if (typeof value !== 'string' || value === '' || value.length > MAX_LENGTH) return false;
  if (SCHEME.test(value) || !value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\') || hasSpaceOrControl(value)) return false;
  if (ACCOUNT_PAGE.test(value)) return false;
  try {
    const base = 'https://return-path.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/** The return path when it is safe, otherwise `fallback`. */
export function safeReturnPath(value: string | null | undefined, fallback: string): string {
  return isSafeReturnPath(value) ? value : fallback;
}

/**
 * `path` with the return path added as `?next=` (kept when the path already has a query). A return path
 * that is not safe, or equals `omitWhen` (the default anyway), is left out.
 */
export function withReturnPath(
  path: string,
  returnPath: string | null | undefined,
  omitWhen?: string,
): string {
  if (!isSafeReturnPath(returnPath) || returnPath === omitWhen) return path;
  const [base = path, hash] = path.split('#', 2);
  const separator = base.includes('?') ? '&' : '?';
  const query = new URLSearchParams({ [RETURN_PATH_PARAM]: returnPath }).toString();
  return `${base}${separator}${query}${hash === undefined ? '' : `#${hash}`}`;
}
