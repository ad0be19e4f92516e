/**
 * Replies that never change are serialized once. A reply that is deeply frozen (reference answers kept in
 * memory, the public configuration) is the same object request after request, so each route remembers its
 * JSON text by object; every other reply is checked and serialized by zod as it is sent.
 */
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/** Freezes a plain data value and everything in it, in place, and returns it (buffers are left as they are). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * The routes' serializer: zod's (the reply is checked against the route's schema and encoded), except that
 * the JSON of a frozen reply is kept per route (weakly, so it goes with the object).
 */
export const serializerCompiler: typeof zodSerializerCompiler = (route) => {
  const serialize = zodSerializerCompiler(route);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let text = serialized.get(data);
    if (text === undefined) {
      text = serialize(data);
      serialized.set(data, text);
    }
    return text;
  };
};
