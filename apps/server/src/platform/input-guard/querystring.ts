import { UNREADABLE } from './text-rules.js';

/**
 * A strict query-string parser: keys and values are percent-decoded as UTF-8 (and '+' as a space), and
 * anything that does not decode — a '%' starting no escape, bytes that are not UTF-8, the encoding of a
 * lone surrogate — becomes the UNREADABLE marker, which the input guard refuses with a 400 naming the
 * field. (Lenient parsers pass such text through undecoded, so it would reach the application as if the
 * client had meant it.) Repeated keys give arrays.
 */
export function parseQuerystring(query: string): Record<string, string | string[]> {
  const result: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  if (!query) return result;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1));
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else result[key] = [existing, value];
  }
  return result;
}

function decode(text: string): string {
  const spaced = text.includes('+') ? text.replace(/\+/g, ' ') : text;
  if (!spaced.includes('%')) return spaced;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return UNREADABLE;
  }
}
