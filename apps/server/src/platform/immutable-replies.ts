/**
 * Replies that never change are serialized once. A reply that is deeply frozen (reference answers kept in
 * memory, the public configuration) is the same object request after request, so each route remembers its
 * JSON text by object (and `compression.ts` keeps that text's compressed bytes); every other reply is
 * checked against its schema (`reply-check.ts`) and serialized as it is sent.
 */
import {
  InvalidSchemaError,
  type serializerCompiler as zodSerializerCompiler,
} from 'fastify-type-provider-zod';
import { $ZodType } from 'zod/v4/core';
import { keepCompressed } from './compression.js';
import { replyCheck } from './reply-check.js';

/** Freezes a plain data value and everything in it, in place, and returns it (buffers are left as they are). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value) && !ArrayBuffer.isView(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** The route's zod schema, given alone or as `{ properties }` (as fastify-type-provider-zod takes it). */
function zodSchemaOf(schema: unknown): $ZodType {
  if (schema instanceof $ZodType) return schema;
  const properties = (schema as { properties?: unknown } | null)?.properties;
  if (properties instanceof $ZodType) return properties;
  throw new InvalidSchemaError(JSON.stringify(schema));
}

/**
 * The routes' serializer: the reply is checked against the route's schema (what it does not name is
 * stripped) and written as JSON, as zod's serializer does; the JSON of a frozen reply is kept per route
 * (weakly, so it goes with the object).
 */
export const serializerCompiler: typeof zodSerializerCompiler = ({ schema, method, url }) => {
  const check = replyCheck(zodSchemaOf(schema), method, url);
  const serialize = (data: unknown) => JSON.stringify(check(data));
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (data === null || typeof data !== 'object' || !Object.isFrozen(data)) return serialize(data);
    let text = serialized.get(data);
    if (text === undefined) {
      text = serialize(data);
      serialized.set(data, text);
      keepCompressed(text);
    }
    return text;
  };
};
