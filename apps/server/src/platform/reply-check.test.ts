import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { convertsOneWay, replyCheck } from './reply-check.js';

const plain = z.object({ id: z.string(), amount: z.number().int().min(0) });

describe('convertsOneWay', () => {
  it.each([
    ['a plain object', plain, false],
    [
      'optional, nullable, readonly, arrays, records, unions, tuples',
      z.object({
        a: z.string().optional(),
        b: z.number().nullable(),
        c: z.array(plain).readonly(),
        d: z.record(z.string(), plain),
        e: z.union([plain, z.literal('none')]),
        f: z.discriminatedUnion('kind', [
          z.object({ kind: z.literal('x') }),
          z.object({ kind: z.literal('y'), n: z.number() }),
        ]),
        g: z.tuple([z.string(), z.number()]),
        h: z.intersection(plain, z.object({ extra: z.boolean() })),
        i: z.string().pipe(z.email()),
      }),
      false,
    ],
    ['a default', plain.extend({ currency: z.string().default('ZAR') }), true],
    ['a prefault', plain.extend({ currency: z.string().prefault('ZAR') }), true],
    ['a catch', plain.extend({ amount: z.number().catch(0) }), true],
    ['a transform', plain.extend({ id: z.string().transform((id) => id.toUpperCase()) }), true],
    ['a preprocess', plain.extend({ id: z.preprocess((id) => String(id), z.string()) }), true],
    [
      'a codec',
      plain.extend({
        at: z.codec(z.iso.datetime(), z.date(), {
          decode: (s) => new Date(s),
          encode: (d) => d.toISOString(),
        }),
      }),
      true,
    ],
    [
      'a default deep in an array of a union',
      z.object({ rows: z.array(z.union([z.null(), plain.extend({ n: z.number().default(1) })])) }),
      true,
    ],
    ['a success', z.object({ ok: z.success(z.string()) }), true],
  ] as const)('%s: %s', (_name, schema, expected) => {
    expect(convertsOneWay(schema)).toBe(expected);
  });

  it('follows lazy schemas, recursive ones included', () => {
    interface Node {
      name: string;
      children: Node[];
    }
    const tree: z.ZodType<Node> = z.lazy(() => z.object({ name: z.string(), children: z.array(tree) }));
    expect(convertsOneWay(tree)).toBe(false);
    const defaulted: z.ZodType = z.lazy(() =>
      z.object({ name: z.string().default('x'), children: z.array(defaulted) }),
    );
    expect(convertsOneWay(defaulted)).toBe(true);
  });
});

describe('replyCheck', () => {
  it('strips what the schema does not name and refuses what breaks it, as an error Fastify reports', () => {
    const check = replyCheck(plain, 'GET', '/x');
    expect(check({ id: 'a', amount: 5, idNumber: '8001015009087' })).toEqual({ id: 'a', amount: 5 });
    let thrown: unknown;
    try {
      check({ id: 'a', amount: -1 });
    } catch (error) {
      thrown = error;
    }
    expect(isResponseSerializationError(thrown)).toBe(true);
  });

  it('encodes where parsing would change the reply: a missing default is refused, not filled in', () => {
    const check = replyCheck(plain.extend({ currency: z.string().default('ZAR') }), 'GET', '/x');
    expect(check({ id: 'a', amount: 5, currency: 'USD' })).toEqual({ id: 'a', amount: 5, currency: 'USD' });
    expect(() => check({ id: 'a', amount: 5 })).toThrow();
    const dated = replyCheck(
      z.object({
        at: z.codec(z.iso.datetime(), z.date(), {
          decode: (s) => new Date(s),
          encode: (d) => d.toISOString(),
        }),
      }),
      'GET',
      '/x',
    );
    expect(dated({ at: new Date('2026-11-29T10:00:00.000Z') })).toEqual({ at: '2026-11-29T10:00:00.000Z' });
  });
});
