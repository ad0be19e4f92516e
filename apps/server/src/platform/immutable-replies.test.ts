import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { deepFreeze, serializerCompiler } from './immutable-replies.js';

const schema = z.object({ n: z.number(), items: z.array(z.object({ name: z.string() })) });
const compile = () => serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });

describe('deepFreeze', () => {
  it('freezes the value and everything in it, and leaves buffers alone', () => {
    const bytes = Buffer.from('abc');
    const value = deepFreeze({ a: { b: [{ c: 1 }] }, bytes });
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.a.b[0])).toBe(true);
    expect(() => {
      (value.a.b as unknown[]).push(2);
    }).toThrow(TypeError);
    expect(Object.isFrozen(bytes)).toBe(false);
    expect(deepFreeze(null)).toBeNull();
  });
});

describe('the routes’ serializer', () => {
  it('makes the JSON of a frozen reply once per route', () => {
    let reads = 0;
    const reply = deepFreeze({
      get n() {
        reads += 1;
        return 1;
      },
      items: [{ name: 'a' }],
    });
    reads = 0; // deepFreeze read it once
    const serialize = compile();
    expect(serialize(reply)).toBe('{"n":1,"items":[{"name":"a"}]}');
    expect(serialize(reply)).toBe('{"n":1,"items":[{"name":"a"}]}');
    expect(reads).toBe(1);
    // Another route (another schema) makes its own.
    compile()(reply);
    expect(reads).toBe(2);
  });

  it('serializes every other reply as it is sent, and strips what the schema does not name', () => {
    const serialize = compile();
    const reply = { n: 1, items: [{ name: 'a' }], secret: 'x' };
    expect(serialize(reply)).toBe('{"n":1,"items":[{"name":"a"}]}');
    reply.items.push({ name: 'b' });
    expect(serialize(reply)).toBe('{"n":1,"items":[{"name":"a"},{"name":"b"}]}');
  });

  it('still refuses a reply that breaks the schema, frozen or not, and keeps no text for it', () => {
    const serialize = compile();
    const wrong = deepFreeze({ n: 'one', items: [] });
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize(wrong)).toThrow();
    expect(() => serialize({ n: 1 })).toThrow();
  });
});
