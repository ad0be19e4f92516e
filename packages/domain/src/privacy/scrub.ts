/**
 * Removes personal data and secrets from free text that is about to be logged: tokens (JWTs, bearer
 * credentials), values after a secret-looking key (password=…, code: …), emails, phone numbers in their
 * South African forms (+27 82 123 4567, 082 123 4567) and digit runs of `digits` or more (ID numbers,
 * account numbers, one-time codes). Used by the browser before it reports an error and by the server
 * before it writes a client's report, so the two always agree.
 */
export function scrub(text: string, digits = 6): string {
  return text
    .replace(/eyJ[\w-]+\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/\b(bearer)\s+[\w.~+/-]+=*/gi, '$1 [token]')
    .replace(
      /\b(password|pass|passwd|secret|token|otp|code|authorization)(["']?\s*[:=]\s*["']?)[^\s"',;&]+/gi,
      '$1$2[redacted]',
    )
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\+\d{2}(?:[\s-]?\d){8,}/g, '[number]')
    .replace(/\b0\d{2}[\s-]\d{3}[\s-]?\d{4}\b/g, '[number]')
    .replace(new RegExp(`\\b\\d{${digits},}\\b`, 'g'), '[number]');
}
