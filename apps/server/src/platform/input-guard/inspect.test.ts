import { multilineText } from '@cover/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inspectInput, MAX_INPUT_DEPTH } from './inspect.js';
import { parseQuerystring } from './querystring.js';
import { DEFAULT_MAX_TEXT_LENGTH, TEXT_MESSAGES, UNREADABLE, textProblem } from './text-rules.js';

const oneLine = { multiline: false, maxLength: 50 };
const lines = { multiline: true, maxLength: 50 };

describe('textProblem', () => {
  it.each([
    ['Thabo Mokoena', oneLine, null],
    ['Zoë van der Merwe-Nkosi', oneLine, null],
    ["O'Brien", oneLine, null],
    ['emoji 🙂 and 中文', oneLine, null],
    ['a\u0000b', oneLine, TEXT_MESSAGES.control],
    ['\u0007bell', lines, TEXT_MESSAGES.control],
    ['del\u007f', oneLine, TEXT_MESSAGES.control],
    ['c1\u0085', lines, TEXT_MESSAGES.control],
    ['line\nbreak', oneLine, TEXT_MESSAGES.lineBreak],
    ['tab\there', oneLine, TEXT_MESSAGES.lineBreak],
    ['line\r\nbreak\tand tab', lines, null],
    ['\ud800', oneLine, TEXT_MESSAGES.surrogate],
    ['x\udc00', lines, TEXT_MESSAGES.surrogate],
    ['safe\u202Egnp.exe', oneLine, TEXT_MESSAGES.bidi],
    ['isolate\u2067', lines, TEXT_MESSAGES.bidi],
    ['broken \uFFFD byte', oneLine, TEXT_MESSAGES.unreadable],
    ['x'.repeat(50), oneLine, null],
    ['x'.repeat(51), oneLine, TEXT_MESSAGES.tooLong(50)],
    ['x'.repeat(5000), { multiline: false, maxLength: null }, null],
  ])('%j with %j → %s', (value, rules, expected) => {
    expect(textProblem(value, rules)).toBe(expected);
  });
});

describe('inspectInput', () => {
  const schema = z.object({
    name: z.string().max(60),
    note: multilineText(z.string().trim().max(2000)).optional(),
    people: z.array(z.object({ name: z.string() })),
    extra: z.record(z.string(), z.unknown()).optional(),
  });

  it('names every refused field by its path and leaves good input as it was', () => {
    const body = {
      name: 'a\u0000',
      note: 'first line\nsecond line',
      people: [{ name: 'ok' }, { name: 'bad\u202E' }],
      extra: { stack: 'Error: x\n    at y' },
    };
    const result = inspectInput(body, schema, { rootName: 'body' });
    expect(result.problems).toEqual({ name: TEXT_MESSAGES.control, 'people.1.name': TEXT_MESSAGES.bidi });
    expect(result.tooDeep).toBe(false);
  });

  it('applies a default maximum where the schema has none, and the schema its own', () => {
    const long = 'x'.repeat(DEFAULT_MAX_TEXT_LENGTH + 1);
    expect(inspectInput({ people: [{ name: long }] }, schema, { rootName: 'body' }).problems).toEqual({
      'people.0.name': TEXT_MESSAGES.tooLong(DEFAULT_MAX_TEXT_LENGTH),
    });
    // name has its own maximum (60): zod says so in its own words, after the guard.
    expect(inspectInput({ name: 'x'.repeat(61) }, schema, { rootName: 'body' }).problems).toEqual({});
    expect(inspectInput('x'.repeat(2000), undefined, { rootName: 'body' }).problems).toEqual({
      body: TEXT_MESSAGES.tooLong(DEFAULT_MAX_TEXT_LENGTH),
    });
  });

  it('normalises names and free text to NFC, but never a secret', () => {
    const decomposed = 'Zoe\u0308';
    const body = { name: decomposed, password: decomposed, nested: [{ title: 'Ame\u0301lie' }] };
    const { value } = inspectInput(body, undefined, { rootName: 'body' });
    expect(value).toEqual({ name: 'Zoë', password: decomposed, nested: [{ title: 'Amélie' }] });
    expect((value as { name: string }).name).toHaveLength(3);
  });

  it('refuses hostile keys and input nested deeper than the limit', () => {
    expect(inspectInput({ ['a\u0000']: 1 }, undefined, { rootName: 'body' }).problems).toEqual({
      body: TEXT_MESSAGES.control,
    });
    let deep: unknown = 'x';
    for (let depth = 0; depth <= MAX_INPUT_DEPTH + 1; depth += 1) deep = [deep];
    expect(inspectInput(deep, undefined, { rootName: 'body' }).tooDeep).toBe(true);
    let fine: unknown = 'x';
    for (let depth = 0; depth < MAX_INPUT_DEPTH; depth += 1) fine = { a: fine };
    expect(inspectInput(fine, undefined, { rootName: 'body' }).tooDeep).toBe(false);
  });
});

describe('parseQuerystring', () => {
  it.each([
    ['a=1&b=two+words&c=%C3%AB', { a: '1', b: 'two words', c: 'ë' }],
    ['a=1&a=2&a=3', { a: ['1', '2', '3'] }],
    ['flag&empty=', { flag: '', empty: '' }],
    ['x=%00', { x: '\u0000' }],
    ['x=%E0%A4%A', { x: UNREADABLE }],
    ['x=100%', { x: UNREADABLE }],
    ['x=%ED%A0%80', { x: UNREADABLE }],
    ['%ZZ=1', { [UNREADABLE]: '1' }],
    ['', {}],
  ])('%s', (query, expected) => {
    expect({ ...parseQuerystring(query) }).toEqual(expected);
  });

  it('marks what did not decode so the guard refuses it', () => {
    expect(textProblem(UNREADABLE, { multiline: false, maxLength: null })).toBe(TEXT_MESSAGES.unreadable);
  });
});
