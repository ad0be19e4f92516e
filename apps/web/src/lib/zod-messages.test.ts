import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installPlainZodMessages, PLAIN_ZOD_MESSAGES as PLAIN, plainZodMessage } from './zod-messages';

beforeAll(() => installPlainZodMessages());

/** The message of the first issue of parsing `input` with `schema`. */
function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const parsed = schema.safeParse(input);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

/** What zod's own messages look like: none of these may reach a customer. */
const ZOD_DEFAULT =
  /Invalid (input|option|type|string|number|date|enum|literal|email|url|UUID)|expected|received|Too (small|big)|>=|<=/i;

describe('plain zod messages (z.config customError)', () => {
  it.each<[string, string, z.ZodType, unknown]>([
    // invalid_type
    ['a missing text', PLAIN.required, z.string(), undefined],
    ['a null text', PLAIN.required, z.string(), null],
    ['a number where text is wanted', PLAIN.check, z.string(), 12],
    ['text where a number is wanted', PLAIN.number, z.number(), 'twelve'],
    ['a missing number', PLAIN.required, z.number(), undefined],
    ['NaN', PLAIN.number, z.number(), Number.NaN],
    ['a missing yes/no', PLAIN.required, z.boolean(), undefined],
    ['text where yes/no is wanted', PLAIN.yesOrNo, z.boolean(), 'yes'],
    ['a bad date object', PLAIN.date, z.date(), new Date('nope')],
    ['a missing object', PLAIN.required, z.object({ a: z.string() }), undefined],
    // invalid_value (enum, literal)
    ['an account type not offered', PLAIN.choose, z.enum(['cheque', 'savings', 'transmission']), 'gold'],
    ['an empty choice', PLAIN.choose, z.enum(['cheque', 'savings', 'transmission']), ''],
    ['a literal not matched', PLAIN.choose, z.literal('yes'), 'no'],
    ['an unticked box', PLAIN.tick, z.literal(true), false],
    // too_small
    ['an empty required text', PLAIN.required, z.string().min(1), ''],
    ['a short text', 'Please enter at least 3 characters', z.string().min(3), 'ab'],
    ['a text of the wrong length', 'Please enter exactly 4 characters', z.string().length(4), 'ab'],
    ['a number below its minimum', 'Please enter 1 or more', z.number().min(1), 0],
    ['a number not above its bound', 'Please enter more than 0', z.number().positive(), 0],
    ['an empty list', PLAIN.chooseOne, z.array(z.string()).min(1), []],
    ['a short list', 'Please choose at least 2 options', z.array(z.string()).min(2), ['a']],
    // too_big
    ['a long text', 'Please use at most 200 characters', z.string().max(200), 'x'.repeat(201)],
    ['a one-character limit', 'Please use at most 1 character', z.string().max(1), 'xy'],
    ['a number above its maximum', 'Please enter 10 or less', z.number().max(10), 11],
    ['a number not below its bound', 'Please enter less than 10', z.number().lt(10), 10],
    ['a long list', 'Please choose at most 1 option', z.array(z.string()).max(1), ['a', 'b']],
    // invalid_format
    ['an email', PLAIN.email, z.string().email(), 'nobody'],
    ['a web address', PLAIN.webAddress, z.string().url(), 'nowhere'],
    ['an id from a choice', PLAIN.choose, z.string().uuid(), 'p-1'],
    ['an empty id', PLAIN.required, z.string().uuid(), ''],
    ['a pattern', PLAIN.check, z.string().regex(/^\d+$/), 'abc'],
    ['an ISO date', PLAIN.date, z.iso.date(), '14/03/2026'],
    // the rest
    ['a fraction', PLAIN.number, z.number().int(), 1.5],
    ['a multiple', 'Please enter a multiple of 5', z.number().multipleOf(5), 7],
    ['an extra key', PLAIN.extra, z.strictObject({ a: z.string() }), { a: 'x', b: 1 }],
    ['a refinement without words', PLAIN.check, z.string().refine((value) => value === 'ok'), 'no'],
    ['a union', PLAIN.check, z.union([z.number(), z.boolean()]), 'x'],
  ])('%s → %s', (_case, message, schema, input) => {
    const shown = firstMessage(schema, input);
    expect(shown).toBe(message);
    expect(shown).not.toMatch(ZOD_DEFAULT);
  });

  it("keeps a schema's own message, and a parse call's own message", () => {
    expect(firstMessage(z.enum(['a', 'b'], { message: 'Please choose the bank' }), 'c')).toBe(
      'Please choose the bank',
    );
    expect(firstMessage(z.string().min(1, 'Please enter a name'), '')).toBe('Please enter a name');
    const parsed = z.enum(['a', 'b']).safeParse('c', { error: () => 'Please choose the account type' });
    expect(parsed.error?.issues[0]?.message).toBe('Please choose the account type');
  });

  it('gives a plain sentence for every issue code, never zod wording', () => {
    const codes: z.core.$ZodRawIssue[] = [
      { code: 'invalid_type', expected: 'string', input: 1 },
      { code: 'invalid_value', values: ['a'], input: 'b' },
      { code: 'too_small', origin: 'string', minimum: 2, input: 'a' },
      { code: 'too_big', origin: 'file', maximum: 10, input: null },
      { code: 'too_small', origin: 'date', minimum: 0, input: new Date() },
      { code: 'too_big', origin: 'date', maximum: 0, input: new Date() },
      { code: 'invalid_format', format: 'jwt', input: 'x' },
      { code: 'not_multiple_of', divisor: 1, input: 1.5 },
      { code: 'unrecognized_keys', keys: ['b'], input: {} },
      { code: 'invalid_union', errors: [], input: 'x' },
      { code: 'invalid_key', origin: 'record', issues: [], input: 'x' },
      { code: 'invalid_element', origin: 'map', key: 'k', issues: [], input: 'x' },
      { code: 'custom', input: '' },
    ];
    for (const issue of codes) {
      const message = plainZodMessage(issue);
      expect(message).toMatch(/^(Please|This) [^_]+$/);
      expect(message).not.toMatch(ZOD_DEFAULT);
    }
  });
});
