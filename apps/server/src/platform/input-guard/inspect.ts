import type { z } from 'zod';
import { acceptsAnything, childSchema, stringFacts } from './schema-lookup.js';
import {
  DEFAULT_MAX_MULTILINE_LENGTH,
  DEFAULT_MAX_TEXT_LENGTH,
  MAX_KEY_LENGTH,
  TEXT_MESSAGES,
  textProblem,
} from './text-rules.js';

/** Deeper than any payload of ours; deeper input is refused before anything walks it further. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP_MESSAGE = 'The request is nested too deeply.';

export interface Inspection {
  /** The input with every string normalised to Unicode NFC (objects and arrays are updated in place). */
  value: unknown;
  /** Refused fields, by dotted path (e.g. beneficiaries.0.name), each with a message for the user. */
  problems: Record<string, string>;
  /** True when the input was nested deeper than MAX_INPUT_DEPTH. */
  tooDeep: boolean;
}

export interface InspectOptions {
  /** The name used for the whole value when it is itself a string (e.g. 'body'). */
  rootName: string;
  /** The longest string allowed where the schema sets no maximum (default: DEFAULT_MAX_TEXT_LENGTH). */
  defaultMaxLength?: number;
  /** Normalise strings to NFC (default true); secrets (SECRET_KEY) are never normalised. */
  normalise?: boolean;
}

/**
 * Secrets are compared byte for byte with what the person's own device computed (an SRP verifier, a hash),
 * so they are checked but never rewritten.
 */
export const SECRET_KEY = /pass(word)?|secret|token|code|srp|signature/i;

/** One walk's settings and findings, passed down instead of closed over (no closures per request). */
interface Walk {
  readonly rootName: string;
  readonly defaultMax: number;
  readonly normalise: boolean;
  readonly problems: Record<string, string>;
  tooDeep: boolean;
}

function report(walk: Walk, path: string[], message: string): void {
  const name = path.length > 0 ? path.join('.') : walk.rootName;
  walk.problems[name] ??= message;
}

function visitString(walk: Walk, current: string, at: z.ZodType | undefined, path: string[], free: boolean) {
  const facts = stringFacts(at);
  const multiline = facts.multiline || free;
  const limit =
    facts.maxLength === null ? (multiline ? DEFAULT_MAX_MULTILINE_LENGTH : walk.defaultMax) : null;
  const problem = textProblem(current, { multiline, maxLength: limit });
  if (problem) {
    report(walk, path, problem);
    return current;
  }
  const key = path[path.length - 1] ?? '';
  return walk.normalise && !SECRET_KEY.test(key) ? current.normalize('NFC') : current;
}

function visit(
  walk: Walk,
  current: unknown,
  at: z.ZodType | undefined,
  path: string[],
  free: boolean,
): unknown {
  if (walk.tooDeep) return current;
  if (path.length > MAX_INPUT_DEPTH) {
    walk.tooDeep = true;
    return current;
  }
  if (typeof current === 'string') return visitString(walk, current, at, path, free);
  if (Array.isArray(current)) {
    for (let index = 0; index < current.length; index++) {
      current[index] = visit(walk, current[index], childSchema(at, index), [...path, String(index)], free);
    }
    return current;
  }
  if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
    const record = current as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const keyProblem = textProblem(key, { multiline: false, maxLength: MAX_KEY_LENGTH });
      if (keyProblem) {
        report(walk, path.length > 0 ? path : [walk.rootName], keyProblem);
        continue;
      }
      const child = childSchema(at, key);
      record[key] = visit(walk, record[key], child, [...path, key], free || acceptsAnything(child));
    }
    return current;
  }
  return current;
}

/**
 * Walks a request part (body, query or params) beside its zod schema: refuses hostile text in any string
 * or key (text-rules.ts), applies a default maximum length where the field's schema has none, and
 * normalises every string to NFC so that names and free text are stored and compared in one form.
 */
export function inspectInput(
  value: unknown,
  schema: z.ZodType | undefined,
  options: InspectOptions,
): Inspection {
  const walk: Walk = {
    rootName: options.rootName,
    defaultMax: options.defaultMaxLength ?? DEFAULT_MAX_TEXT_LENGTH,
    normalise: options.normalise ?? true,
    problems: Object.create(null) as Record<string, string>,
    tooDeep: false,
  };
  const normalised = visit(walk, value, schema, [], acceptsAnything(schema));
  return { value: normalised, problems: walk.problems, tooDeep: walk.tooDeep };
}

export { TEXT_MESSAGES };
