import type { z } from 'zod';

/**
 * A best-effort valid sample of a zod (v4) input schema, for tests that call every route: objects get every
 * required key, strings a value fitting common field names, enums their first option. `fill` supplies a
 * value for a key by name first (e.g. a user's name), so a request can point at a chosen account.
 */
export type SampleFill = (key: string) => unknown;

const STRING_SAMPLES: [RegExp, string][] = [
  [/email/i, 'sample@example.co.za'],
  [/(cell|phone|mobile)/i, '0821234567'],
  [/date|dob|birth/i, '1990-01-01'],
  [/code/i, '123456'],
];

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

export function sampleOf(schema: z.ZodType, fill: SampleFill = () => undefined, key = ''): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const filled = fill(name);
        if (filled !== undefined) out[name] = filled;
        else if (defOf(field).type !== 'optional') out[name] = sampleOf(field, fill, name);
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
      return def.innerType ? sampleOf(def.innerType, fill, key) : undefined;
    case 'default':
    case 'prefault':
      return def.innerType ? sampleOf(def.innerType, fill, key) : def.defaultValue;
    case 'pipe':
      return def.in ? sampleOf(def.in, fill, key) : undefined;
    case 'array':
      return def.element ? [sampleOf(def.element, fill, key)] : [];
    case 'union':
      return def.options?.[0] ? sampleOf(def.options[0], fill, key) : undefined;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return true;
    case 'number':
    case 'int':
      return 1;
    case 'string':
      return STRING_SAMPLES.find(([pattern]) => pattern.test(key))?.[1] ?? 'sample';
    default:
      return undefined;
  }
}
