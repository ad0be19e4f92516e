/** Field problems keyed by their dotted path, e.g. 'children.0.dateOfBirth' → 'Please enter a name'. */
export type FlatErrors = Record<string, string>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Keys of an error node that describe it rather than hold nested fields. */
const OWN_KEYS = new Set(['message', 'type', 'types', 'ref', 'root']);

function collect(node: unknown, path: string, into: FlatErrors) {
  if (!isRecord(node)) return;
  if (typeof node.message === 'string' && path) into[path] ??= node.message;
  if (isRecord(node.root) && typeof node.root.message === 'string' && path) into[path] ??= node.root.message;
  for (const [key, child] of Object.entries(node)) {
    if (!OWN_KEYS.has(key)) collect(child, path ? `${path}.${key}` : key, into);
  }
}

/**
 * A form's errors (react-hook-form's, or a part of them) as one flat map, for editors that take their
 * errors by path (lists of people, bank details) rather than reading them from the form.
 */
export function flattenErrors(errors: object): FlatErrors {
  const flat: FlatErrors = {};
  collect(errors, '', flat);
  return flat;
}
