import fc from 'fast-check';
import type { z } from 'zod';
import { unwrap } from '../../src/platform/input-guard/schema-lookup.js';
import { describeHostile, hostileJson, hostileText, hostileUrl, NUL, type Hostile } from './hostile.js';
import { isMultipart, takesBody, type FuzzRoute, type Part, type Path, type RoutePlan } from './routes.js';
import { defOf, type Fill } from './sample.js';

/**
 * What one generated request changes in an otherwise valid request — exactly one hostile thing — and the
 * arbitraries that generate those changes for a route from its zod contract.
 */

/** What one generated request changes in an otherwise valid request: exactly one hostile thing. */
export type Mutation =
  | { kind: 'field'; part: Part; path: Path; value: Hostile }
  | { kind: 'query-shape'; label: string; query: string }
  | { kind: 'content-type'; label: string; contentType: string | undefined; payload: string }
  | { kind: 'header'; name: string; value: string }
  | { kind: 'multipart'; label: string; contentType: string; payload: string };

/** The zod schemas that may describe the value at `path` (several below a union). */
function schemasAt(schema: z.ZodType | undefined, path: Path): z.ZodType[] {
  const base = unwrap(schema);
  if (!base) return [];
  const def = defOf(base);
  if (def.type === 'union') return (def.options ?? []).flatMap((option) => schemasAt(option, path));
  if (def.type === 'intersection') return [...schemasAt(def.left, path), ...schemasAt(def.right, path)];
  if (path.length === 0) return [base];
  const [head, ...rest] = path;
  if (def.type === 'object') return schemasAt(def.shape?.[String(head)], rest);
  if (def.type === 'array') return schemasAt(def.element, rest);
  if (def.type === 'tuple') return schemasAt(def.items?.[Number(head)], rest);
  return [];
}

const partSchema = (route: FuzzRoute, part: Part) =>
  part === 'body' ? route.schema.body : part === 'query' ? route.schema.querystring : route.schema.params;

/** True when the field's own schema would accept the hostile value (then it is not hostile there). */
function acceptedThere(route: FuzzRoute, part: Part, path: Path, value: Hostile): boolean {
  if (value.kind !== 'json' || part !== 'body') return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value.json) as unknown;
  } catch {
    return false;
  }
  return schemasAt(partSchema(route, part), path).some((schema) => schema.safeParse(parsed).success);
}

const CONTENT_TYPES: { label: string; contentType: string | undefined; payload?: string }[] = [
  { label: 'text/plain', contentType: 'text/plain' },
  { label: 'no content type', contentType: undefined },
  { label: 'multipart without boundary', contentType: 'multipart/form-data' },
  {
    label: 'multipart with a foreign boundary',
    contentType: 'multipart/form-data; boundary=zz',
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
  },
  { label: 'form-urlencoded', contentType: 'application/x-www-form-urlencoded', payload: 'a=b&__proto__=x' },
  { label: 'json, empty body', contentType: 'application/json', payload: '' },
  { label: 'json, truncated', contentType: 'application/json', payload: '{"a":' },
  { label: 'xml', contentType: 'application/xml', payload: '<a>&xxe;</a>' },
  { label: 'json over the size limit', contentType: 'application/json', payload: 'BIG' },
];

/** Odd shapes of a query field of the route's schema: an array where one value goes. */
const KEY_SHAPES: { label: string; query: (key: string) => string }[] = [
  { label: 'repeated key', query: (key) => `${key}=a&${key}=b` },
  { label: 'bracket array', query: (key) => `${key}[]=a&${key}[0]=b` },
];

/**
 * Keys no schema names. A route ignores unknown keys, so these are hostile only to the parser and the
 * guard: they are sent to GET routes only (on a POST the rest of the request would be valid and act).
 */
const EXTRA_KEYS: { label: string; query: string }[] = [
  { label: '__proto__ key', query: '__proto__=x' },
  { label: '__proto__ bracket key', query: '__proto__[polluted]=yes' },
  { label: 'constructor key', query: 'constructor=x' },
  { label: 'constructor.prototype key', query: 'constructor[prototype][polluted]=yes' },
  { label: 'Object.prototype method key', query: 'hasOwnProperty=1&toString=x' },
  { label: 'key with NUL', query: 'a%00b=1' },
  { label: 'malformed key', query: '%E0%A4%A=1' },
  { label: 'lone ampersands', query: '&&&=&=' },
];

function multipartBody(
  fields: [string, string][],
  file?: { name: string },
): { type: string; payload: string } {
  const boundary = '----fuzz7MA4YWxkTrZu0gW';
  const parts = fields.map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  if (file)
    parts.push(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n\r\n',
    );
  return {
    type: `multipart/form-data; boundary=${boundary}`,
    payload: `${parts.join('')}--${boundary}--\r\n`,
  };
}

/** Multipart fields as the upload routes read them (not in their schema: they parse the form themselves). */
const MULTIPART_FIELDS = ['claimId', 'kind', 'description', 'policyId'];

function multipartMutations(fill: Fill): fc.Arbitrary<Mutation> {
  const fieldValue = (name: string) =>
    String(fill(name) ?? (name === 'kind' ? 'death_certificate' : 'sample'));
  const hostileField = fc
    .tuple(fc.constantFrom(...MULTIPART_FIELDS), hostileText)
    .map(([field, value]): Mutation => {
      const text = value.kind === 'text' ? value.text : '';
      const fields = MULTIPART_FIELDS.map((name): [string, string] => [
        name,
        name === field ? text : fieldValue(name),
      ]);
      const { type, payload } = multipartBody(fields, { name: 'doc.pdf' });
      return {
        kind: 'multipart',
        label: `field ${field} ← ${describeHostile(value)}`,
        contentType: type,
        payload,
      };
    });
  // File names are cleaned, not refused (platform/uploads/file-name.ts): the form is made invalid by an
  // unknown kind, so the file is read and its name handled, and still nothing may be stored.
  const hostileName = hostileText.map((value): Mutation => {
    const fields = MULTIPART_FIELDS.map((name): [string, string] => [
      name,
      name === 'kind' ? 'no_such_kind' : fieldValue(name),
    ]);
    const text = value.kind === 'text' ? value.text.replace(/["\r\n]/g, '') : 'x';
    const { type, payload } = multipartBody(fields, { name: text });
    return { kind: 'multipart', label: `file name ← ${describeHostile(value)}`, contentType: type, payload };
  });
  const broken = fc.constantFrom<Mutation>(
    { kind: 'multipart', label: 'no boundary', contentType: 'multipart/form-data', payload: 'x' },
    {
      kind: 'multipart',
      label: 'unterminated',
      contentType: 'multipart/form-data; boundary=b',
      payload: '--b\r\nContent-Disposition: form-data; name="claimId"\r\n\r\nx',
    },
    {
      kind: 'multipart',
      label: 'part without a name',
      contentType: 'multipart/form-data; boundary=b',
      payload: '--b\r\nContent-Disposition: form-data\r\n\r\nx\r\n--b--\r\n',
    },
    {
      kind: 'multipart',
      label: 'JSON sent as multipart',
      contentType: 'multipart/form-data; boundary=b',
      payload: '{"claimId":"x"}',
    },
  );
  return fc.oneof(hostileField, hostileName, broken);
}

/**
 * Every hostile request for one route: one field of body, query or path set to a hostile value (text,
 * JSON or URL, as the part allows), an odd query shape, an odd content type, an over-long idempotency key,
 * or (upload routes) a hostile multipart form.
 */
export function mutationsFor(plan: RoutePlan, fill: Fill): fc.Arbitrary<Mutation> {
  const { route, paths } = plan;
  const options: fc.Arbitrary<Mutation>[] = [];
  const field = (part: Part, values: fc.Arbitrary<Hostile>) =>
    fc
      .tuple(fc.constantFrom(...paths[part]), values)
      .filter(([path, value]) => !acceptedThere(route, part, path, value))
      .map(([path, value]): Mutation => ({ kind: 'field', part, path, value }));
  if (paths.body.length > 0 && takesBody(route))
    options.push(field('body', fc.oneof(hostileText, hostileJson)));
  if (paths.query.length > 0) {
    options.push(field('query', fc.oneof(hostileText, hostileUrl)));
    const keys = paths.query.map((path) => String(path[0]));
    options.push(
      fc.tuple(fc.constantFrom(...KEY_SHAPES), fc.constantFrom(...keys)).map(([shape, key]): Mutation => ({
        kind: 'query-shape',
        label: shape.label,
        query: shape.query(key),
      })),
    );
  }
  if (route.method === 'GET')
    options.push(
      fc
        .constantFrom(...EXTRA_KEYS)
        .map((extra): Mutation => ({ kind: 'query-shape', label: extra.label, query: extra.query })),
    );
  if (paths.params.length > 0) {
    const longParam = fc
      .constantFrom(500, 100_000)
      .map((length): Hostile => ({ kind: 'text', label: `long p×${length}`, text: 'p'.repeat(length) }));
    options.push(field('params', fc.oneof(hostileText, hostileUrl, longParam)));
  }
  if (takesBody(route) && !isMultipart(route))
    options.push(
      fc.constantFrom(...CONTENT_TYPES).map((variant): Mutation => ({
        kind: 'content-type',
        label: variant.label,
        contentType: variant.contentType,
        payload: variant.payload ?? JSON.stringify(plan.base.body ?? {}),
      })),
    );
  if (isMultipart(route)) options.push(multipartMutations(fill));
  if (route.schema.headers)
    options.push(
      fc.constantFrom<Mutation>(
        { kind: 'header', name: 'idempotency-key', value: 'k'.repeat(300) },
        { kind: 'header', name: 'idempotency-key', value: '   ' },
      ),
    );
  return fc.oneof(...options);
}

/** The deterministic cases every run sends: a NUL in each text position of body, query and path. */
export function nulCases(plan: RoutePlan): Mutation[] {
  const out: Mutation[] = [];
  const isText = (part: Part, path: Path) =>
    schemasAt(partSchema(plan.route, part), path).some((schema) => defOf(schema).type === 'string');
  for (const part of ['body', 'query', 'params'] as const) {
    if (part === 'body' && !takesBody(plan.route)) continue;
    for (const path of plan.paths[part])
      if (path.length > 0 && isText(part, path)) out.push({ kind: 'field', part, path, value: NUL });
  }
  if (isMultipart(plan.route))
    out.push({ kind: 'multipart', label: 'no boundary', contentType: 'multipart/form-data', payload: 'x' });
  return out;
}

export function describeMutation(mutation: Mutation): string {
  switch (mutation.kind) {
    case 'field':
      return `${mutation.part}${mutation.path.map((key) => `.${String(key)}`).join('')} ← ${describeHostile(mutation.value)}`;
    case 'query-shape':
      return `query shape: ${mutation.label} (${mutation.query})`;
    case 'content-type':
      return `content type: ${mutation.label}`;
    case 'header':
      return `header ${mutation.name}: ${JSON.stringify(mutation.value.slice(0, 20))} (${mutation.value.length} chars)`;
    case 'multipart':
      return `multipart: ${mutation.label}`;
  }
}
