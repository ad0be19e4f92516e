import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A valid sample of a zod (v4) input schema, as far as one can be built without knowing the route: every
 * leaf tries candidates in turn (a value supplied by name, a value fitting common field names, the bounds
 * of its checks, strings generated from its format or pattern) and keeps the first its own schema accepts.
 * With `optional: true` optional fields are filled as well, so the fuzzer knows every field's position.
 */
export type Fill = (key: string) => unknown;

interface Check {
  check?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  items?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  defaultValue?: unknown;
  getter?: () => z.ZodType;
  format?: string;
  pattern?: RegExp;
  checks?: { _zod: { def: Check } }[];
}

export const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (def: Def): Check[] => (def.checks ?? []).map((check) => check._zod.def);

const NAMED_STRINGS: [RegExp, string[]][] = [
  [/email/i, ['sample@example.co.za']],
  [/(cell|phone|mobile)/i, ['0821234567', '+27821234567']],
  [/date|dob|birth/i, ['1990-01-01', '2026-01-15']],
  [/code/i, ['123456', 'A1']],
  [/branch/i, ['250655']],
  [/account.?number/i, ['62123456789']],
  [/(^|_)id$|Id$/i, ['3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f']],
  [/name/i, ['Thandi', 'thandi']],
];

const accepts = (schema: z.ZodType, value: unknown) => value !== undefined && schema.safeParse(value).success;

/** Strings generated to match a pattern: the same for the same pattern (fixed seed), so made once. */
const generatedByPattern = new Map<string, string[]>();
function generatedMatching(pattern: RegExp): string[] {
  const key = `${pattern.source}/${pattern.flags}`;
  let generated = generatedByPattern.get(key);
  if (!generated) {
    generated = fc
      .sample(fc.stringMatching(pattern), { seed: 42, numRuns: 12 })
      .sort((a, b) => a.length - b.length);
    generatedByPattern.set(key, generated);
  }
  return generated;
}

/** The candidates in the order they are tried; strings generated from a pattern (slow) only if needed. */
function* stringCandidates(def: Def, key: string): Generator<unknown> {
  const checks = checksOf(def);
  const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
  const max = checks.find((c) => c.check === 'max_length')?.maximum;
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const patterns = [def.pattern, ...checks.map((c) => c.pattern)].filter((p): p is RegExp => !!p);
  const sized = exact ?? Math.max(min, Math.min(max ?? 6, 6));
  for (const [pattern, values] of NAMED_STRINGS) if (pattern.test(key)) yield* values;
  yield* ['sample', 'a'.repeat(sized), '1'.repeat(sized)];
  for (const pattern of patterns) yield* generatedMatching(pattern);
}

function numberCandidates(def: Def): unknown[] {
  const checks = checksOf(def);
  const low = checks.find((c) => c.check === 'greater_than');
  const high = checks.find((c) => c.check === 'less_than');
  const from = low ? low.value! + (low.inclusive ? 0 : 1) : undefined;
  const to = high ? high.value! - (high.inclusive ? 0 : 1) : undefined;
  return [
    1,
    from,
    to,
    from !== undefined && to !== undefined ? Math.floor((from + to) / 2) : undefined,
    0,
    100,
    1000,
  ];
}

export function validSample(
  schema: z.ZodType,
  fill: Fill = () => undefined,
  options: { optional?: boolean } = {},
  key = '',
  depth = 0,
): unknown {
  if (depth > 12) return undefined;
  const def = defOf(schema);
  const recurse = (inner: z.ZodType | undefined, name = key) =>
    inner ? validSample(inner, fill, options, name, depth + 1) : undefined;
  const firstAccepted = (candidates: unknown[]) => candidates.find((value) => accepts(schema, value));
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const filled = fill(name);
        if (filled !== undefined && accepts(field, filled)) out[name] = filled;
        else if (options.optional || !field.safeParse(undefined).success) {
          const value = recurse(field, name);
          if (value !== undefined) out[name] = value;
        }
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'readonly':
    case 'nonoptional':
    case 'catch':
    case 'default':
    case 'prefault':
      return recurse(def.innerType);
    case 'pipe':
      return recurse(def.in);
    case 'lazy':
      return recurse(def.getter?.());
    case 'array': {
      const min = checksOf(def).find((c) => c.check === 'min_length' || c.check === 'length_equals');
      const count = Math.max(1, min?.minimum ?? min?.length ?? 1);
      return Array.from({ length: count }, () => recurse(def.element));
    }
    case 'tuple':
      return (def.items ?? []).map((item) => recurse(item));
    case 'intersection': {
      const left = recurse(def.left);
      const right = recurse(def.right);
      return typeof left === 'object' && typeof right === 'object' ? { ...left, ...right } : left;
    }
    case 'union': {
      const samples = (def.options ?? []).map((option) => recurse(option));
      return samples.find((sample) => accepts(schema, sample)) ?? samples[0];
    }
    case 'record':
      return {};
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'boolean':
      return firstAccepted([fill(key), true, false]) ?? true;
    case 'number':
    case 'int':
      return firstAccepted([fill(key), ...numberCandidates(def)]) ?? 1;
    case 'string': {
      const filled = fill(key);
      if (accepts(schema, filled)) return filled;
      let firstString: unknown = typeof filled === 'string' ? filled : undefined;
      for (const candidate of stringCandidates(def, key)) {
        if (accepts(schema, candidate)) return candidate;
        firstString ??= candidate;
      }
      return firstString;
    }
    case 'any':
    case 'unknown':
      return 'sample';
    default:
      return undefined;
  }
}
