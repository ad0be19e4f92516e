/**
 * What no text input may hold, whatever its field: NUL and the other C0 control characters (tab, line feed
 * and carriage return only where a field documents line breaks), DEL and the C1 controls, the
 * bidirectional embedding, override and isolate characters (they make text display other than it reads),
 * and lone surrogates (half a character: not valid Unicode, and PostgreSQL refuses them).
 */

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;
const LINE_BREAK = /[\t\n\r]/u;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/u;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** U+FFFF is no character: it marks text that could not be decoded (querystring.ts), and is never input. */
export const UNREADABLE = '\uFFFF';
/**
 * The non-characters, and U+FFFD: what a UTF-8 decoder puts where the bytes sent were not UTF-8 (a JSON
 * body or a form field with a broken or half character). Such text arrived damaged and is refused, not
 * stored with the damage.
 */
const NONCHARACTER = /[\uFFFD\uFFFE\uFFFF]/u;

/** The longest text a field without its own limit takes (one line), and a documented multi-line one. */
export const DEFAULT_MAX_TEXT_LENGTH = 1000;
export const DEFAULT_MAX_MULTILINE_LENGTH = 8000;
/** Object keys are field names: short, and never free text. */
export const MAX_KEY_LENGTH = 100;

export const TEXT_MESSAGES = {
  control: 'This field contains characters that are not allowed. Please retype it.',
  lineBreak: 'Please keep this field to one line.',
  bidi: 'This field contains characters that change the direction of text. Please retype it.',
  surrogate: 'This field contains an incomplete character. Please retype it.',
  unreadable: 'This field could not be read. Please retype it.',
  tooLong: (max: number) => `Please use at most ${max} characters.`,
} as const;

export interface TextRules {
  /** Tab, line feed and carriage return are allowed. */
  multiline: boolean;
  /** Enforced here only when the field's own schema sets no maximum (the schema then says it). */
  maxLength: number | null;
}

/** Why a text value is refused, in words for the person who typed it; null when it is acceptable. */
export function textProblem(value: string, rules: TextRules): string | null {
  if (NONCHARACTER.test(value)) return TEXT_MESSAGES.unreadable;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  if (CONTROL.test(value)) return TEXT_MESSAGES.control;
  if (!rules.multiline && LINE_BREAK.test(value)) return TEXT_MESSAGES.lineBreak;
  if (BIDI_CONTROL.test(value)) return TEXT_MESSAGES.bidi;
  if (rules.maxLength !== null && value.length > rules.maxLength)
    return TEXT_MESSAGES.tooLong(rules.maxLength);
  return null;
}
