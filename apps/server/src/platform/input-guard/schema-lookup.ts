import { z } from 'zod';

/**
 * Finds, inside a route's zod schema, the schema that validates one value of the request, so that the input
 * guard can apply that field's own rules (its maximum length, whether it documents line breaks).
 * Works on zod 4's definitions; any shape it does not know gives `undefined` (the defaults then apply).
 */

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  rest?: z.ZodType | null;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  catchall?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema under optional / nullable / default / pipe / lazy wrappers (the one a value first meets). */
export function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  let current = schema;
  for (let guard = 0; current && guard < 20; guard += 1) {
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = def.in;
    else if (def.type === 'lazy') current = def.getter?.();
    else return current;
  }
  return current;
}

/** The schema of one property or element of a value validated by `schema`. */
export function childSchema(schema: z.ZodType | undefined, key: string | number): z.ZodType | undefined {
  const base = unwrap(schema);
  if (!base) return undefined;
  const def = defOf(base);
  switch (def.type) {
    case 'object':
      // Own properties only: a key such as "__proto__" or "constructor" must not find Object.prototype.
      return def.shape && Object.hasOwn(def.shape, String(key)) ? def.shape[String(key)] : def.catchall;
    case 'record':
      return def.valueType;
    case 'array':
      return def.element;
    case 'tuple':
      return typeof key === 'number' ? (def.items?.[key] ?? def.rest ?? undefined) : undefined;
    case 'union':
      for (const option of def.options ?? []) {
        const found = childSchema(option, key);
        if (found) return found;
      }
      return undefined;
    case 'intersection':
      return childSchema(def.left, key) ?? childSchema(def.right, key);
    default:
      return undefined;
  }
}

/** Schemas that accept anything: their text may hold line breaks (for example a client's error report). */
export function acceptsAnything(schema: z.ZodType | undefined): boolean {
  const type = schema ? defOf(schema).type : undefined;
  return type === 'unknown' || type === 'any';
}

export interface StringFacts {
  multiline: boolean;
  maxLength: number | null;
}

function readStringFacts(schema: z.ZodType): StringFacts {
  let multiline = false;
  let maxLength: number | null = null;
  const visit = (candidate: z.ZodType | undefined) => {
    if (!candidate) return;
    if (z.globalRegistry.get(candidate)?.multiline === true) multiline = true;
    const own = (candidate as { maxLength?: number | null }).maxLength;
    if (typeof own === 'number') maxLength = maxLength === null ? own : Math.max(maxLength, own);
  };
  visit(schema);
  const base = unwrap(schema);
  visit(base);
  if (base && defOf(base).type === 'union') {
    for (const option of defOf(base).options ?? []) visit(unwrap(option));
  }
  return { multiline, maxLength };
}

const NO_FACTS: StringFacts = Object.freeze({ multiline: false, maxLength: null });
/** Schemas do not change once built: each one's facts are read on its first request only. */
const factsBySchema = new WeakMap<z.ZodType, StringFacts>();

/** A string schema's own maximum length and whether it documents line breaks (`.meta({ multiline: true })`). */
export function stringFacts(schema: z.ZodType | undefined): StringFacts {
  if (!schema) return NO_FACTS;
  let facts = factsBySchema.get(schema);
  if (!facts) {
    facts = Object.freeze(readStringFacts(schema));
    factsBySchema.set(schema, facts);
  }
  return facts;
}
