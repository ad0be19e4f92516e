import fc from 'fast-check';

/**
 * Hostile values for the contract fuzzer. Each is a small description (label + how it is written on the
 * wire) so that a failing case prints compactly; 100k-character strings are built when the request is.
 */
export type Hostile =
  /** A string that no text field accepts (written as JSON text, or percent-encoded in a URL). */
  | { kind: 'text'; label: string; text: string }
  /** Raw JSON text put where a value goes in a body (wrong types, huge numbers, deep nesting, pollution). */
  | { kind: 'json'; label: string; json: string }
  /** Raw URL text put where a query value or path parameter goes (malformed escapes). */
  | { kind: 'url'; label: string; raw: string };

const char = (code: number) => String.fromCharCode(code);
const hex = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/** C0 controls other than tab, line feed and carriage return; DEL; C1 controls. */
const CONTROL_CODES = [
  ...Array.from({ length: 9 }, (_, i) => i),
  0x0b,
  0x0c,
  ...Array.from({ length: 18 }, (_, i) => 0x0e + i),
  0x7f,
  ...Array.from({ length: 32 }, (_, i) => 0x80 + i),
];
const BIDI_CODES = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069];

const around = (inner: fc.Arbitrary<{ label: string; text: string }>) =>
  fc
    .tuple(fc.string({ maxLength: 3 }), inner, fc.string({ maxLength: 3 }))
    .map(([before, { label, text }, after]): Hostile => ({
      kind: 'text',
      label,
      text: before + text + after,
    }));

const control = around(
  fc.constantFrom(...CONTROL_CODES).map((code) => ({ label: `control ${hex(code)}`, text: char(code) })),
);
const loneSurrogate = around(
  fc
    .oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }))
    .map((code) => ({ label: `lone surrogate ${hex(code)}`, text: char(code) })),
);
const bidi = around(
  fc.constantFrom(...BIDI_CODES).map((code) => ({ label: `bidi ${hex(code)}`, text: char(code) })),
);
const long = fc
  .constantFrom({ length: 100_000, unit: 'a' }, { length: 100_000, unit: 'é' }, { length: 5_000, unit: 'x' })
  .map(({ length, unit }): Hostile => ({
    kind: 'text',
    label: `long ${unit}×${length}`,
    text: unit.repeat(length),
  }));

export const NUL: Hostile = { kind: 'text', label: 'NUL', text: '\u0000' };

/** Text no field accepts: controls, lone surrogates, bidi overrides, very long. */
export const hostileText: fc.Arbitrary<Hostile> = fc.oneof(
  fc.constant(NUL),
  control,
  loneSurrogate,
  bidi,
  long,
);

const nested = (depth: number, open: string, close: string, leaf = '1') =>
  `${open.repeat(depth)}${leaf}${close.repeat(depth)}`;

const JSON_VALUES: [string, string][] = [
  ['number', '123'],
  ['negative', '-1'],
  ['fraction', '0.5'],
  ['true', 'true'],
  ['false', 'false'],
  ['null', 'null'],
  ['empty string', '""'],
  ['empty array', '[]'],
  ['array', '["x",1]'],
  ['empty object', '{}'],
  ['object', '{"a":"b"}'],
  ['number as string', '"1e308"'],
  ['huge', '1e308'],
  ['overflow', '1e309'],
  ['negative overflow', '-1e309'],
  ['beyond safe integer', '9007199254740993'],
  ['40 digits', '1234567890123456789012345678901234567890'],
  ['underflow', '1e-400'],
  ['minus zero', '-0'],
  ['2^32', '4294967296'],
  ['__proto__', '{"__proto__":{"polluted":"yes"}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"polluted":"yes"}}}'],
  ['array of __proto__', '[{"__proto__":{"polluted":"yes"}}]'],
  ['nested arrays ×500', nested(500, '[', ']')],
  ['nested objects ×500', nested(500, '{"a":', '}')],
  ['nested arrays ×10000', nested(10_000, '[', ']')],
  ['invalid JSON NaN', 'NaN'],
  ['invalid escape', '"\\x00"'],
];

/** Values of the wrong type, huge numbers, deep nesting and prototype-pollution objects, as JSON text. */
export const hostileJson: fc.Arbitrary<Hostile> = fc
  .constantFrom(...JSON_VALUES)
  .map(([label, json]): Hostile => ({ kind: 'json', label, json }));

const URL_RAW: string[] = [
  '%',
  '%%',
  '%zz',
  '%E0%A4%A',
  '%FF',
  '%C0%80',
  '%ED%A0%80',
  '%00',
  '%u0000',
  'a%2',
  '%F0%9F%98',
];

/** Malformed percent-escapes and escaped invalid UTF-8. */
export const hostileUrl: fc.Arbitrary<Hostile> = fc
  .constantFrom(...URL_RAW)
  .map((raw): Hostile => ({ kind: 'url', label: `raw ${raw}`, raw }));

/** JSON text of a hostile value, for a body. */
export const jsonOf = (value: Hostile): string =>
  value.kind === 'json'
    ? value.json
    : value.kind === 'text'
      ? JSON.stringify(value.text)
      : JSON.stringify(value.raw);

/**
 * Percent-encodes text byte by byte like encodeURIComponent, but writes lone surrogates as the 3 bytes they
 * would take (WTF-8) instead of throwing, so that the server sees them.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i] ?? '');
  }
  return out;
}

/** How a hostile value is written in a URL. */
export const urlOf = (value: Hostile): string =>
  value.kind === 'url'
    ? value.raw
    : value.kind === 'text'
      ? percentEncode(value.text)
      : encodeURIComponent(value.json);

/** A short printable description of a hostile value. */
export const describeHostile = (value: Hostile): string => {
  if (value.kind === 'json')
    return `${value.label} ${value.json.length > 60 ? `${value.json.slice(0, 60)}…` : value.json}`;
  if (value.kind === 'url') return value.label;
  const shown =
    value.text.length > 60 ? `${value.text.slice(0, 20)}…(${value.text.length} chars)` : value.text;
  return `${value.label} ${JSON.stringify(shown)}`;
};
