import type { Line, Owner } from './owners.js';

/**
 * What fills each parameter that names a record: keyed by the parameter's NAME (a path parameter, or a
 * field of the query or body) and resolved against the route's line (from its URL) and an owner. A path
 * parameter or an id-like field with no entry here, or whose record the owner lacks, fails the suite naming
 * the route: a new route that names something new needs a line here, not a list of routes.
 */

/** The line a route's ids belong to, from its URL (the first match wins; the rest is funeral). */
const LINE_OF: [RegExp, Line][] = [
  [/\/motor\/credit-life\/|\/motor-credit-life\//, 'motorCreditLife'],
  [/\/device\/credit-life\/|\/employee\/credit-life\//, 'deviceCreditLife'],
  [/\/motor\/|\/motoveys\/|\/operator\/|\/pre-inspections\//, 'motor'],
  [/\/device\//, 'device'],
];
export const lineOf = (url: string): Line => LINE_OF.find(([pattern]) => pattern.test(url))?.[1] ?? 'funeral';

type Resolve = (owner: Owner, line: Line, url: string) => string | undefined;
const record =
  (key: keyof NonNullable<Owner['lines'][Line]>): Resolve =>
  (owner, line) =>
    owner.lines[line]?.[key];
const self =
  (key: string): Resolve =>
  (owner) =>
    owner.self[key];

/** A bare `:id` names the record of the path segment before it (…/claims/:id/notes). */
const BY_SEGMENT: [RegExp, Resolve][] = [
  [/\/policies\/:id\b/, record('policyId')],
  [/\/claims\/:id\b/, record('claimId')],
  [/\/applications\/:id\b/, record('applicationId')],
  [/\/pre-inspections\/:id\b/, (owner) => owner.preInspectionId],
];

/** Parameters naming an owner's record or the owner: the "other user's id" calls put another owner's here. */
export const OWNED: Record<string, Resolve> = {
  policyId: record('policyId'),
  claimId: record('claimId'),
  applicationId: record('applicationId'),
  documentId: record('documentId'),
  quote_package_id: record('quotePackageId'),
  alterationPackageId: record('alterationPackageId'),
  memberId: record('memberId'),
  beneficiaryId: record('beneficiaryId'),
  preInspectionId: (owner) => owner.preInspectionId,
  id: (owner, line, url) => BY_SEGMENT.find(([pattern]) => pattern.test(url))?.[1](owner, line, url),
  policyHolderId: self('policyHolderId'),
  userName: self('username'),
  username: self('username'),
  salaryReferenceNumber: self('salaryReferenceNumber'),
};

/** Id-like parameters that name no one's record: reference data, or a value the route itself hands out. */
export const NOT_OWNED: Record<string, string> = {
  /** a pre-inspection photo's kind (front, rear, …) */
  kind: 'front',
  /** the public inspection upload of a link's own session (the link token is the credential) */
  uploadId: '00000000-0000-4000-8000-000000000000',
  /** a queued job of the back office's dead-letter view (no user's record; none fails in this world) */
  jobId: '00000000-0000-4000-8000-000000000000',
  /** the valuation guide's row (reference data; the fixtures quote on the customer's own value) */
  valuationId: '',
};

/**
 * Records the world does not build yet, as `audience:line:parameter`: a cell that would need one is left out
 * and counted (printed with the matrix), so the gap stays visible. A new route is never covered by this.
 */
export const NOT_BUILT = new Set([
  // Employee funeral claims take their documents only with the claim (create-claim-with-documents).
  'employee:funeral:documentId',
  // Device credit life is issued with the phone; a stand-alone device credit life application is not made.
  'retail:deviceCreditLife:applicationId',
  'employee:deviceCreditLife:applicationId',
  // No priced motor edit or swap is previewed.
  'retail:motor:alterationPackageId',
  'employee:motor:alterationPackageId',
]);

/** Id-like names: a path parameter, or a query/body field that ends like an id. */
export const ID_LIKE = /(?:Id|ID|_id)$|^id$/;

export type Fill = (key: string) => unknown;

/** The value of a parameter for an owner on a route; undefined when the table or the owner has none. */
export function resolveParam(name: string, owner: Owner, url: string): string | undefined {
  const resolve = OWNED[name];
  if (resolve) return resolve(owner, lineOf(url), url);
  const constant = NOT_OWNED[name];
  return constant === '' ? undefined : constant;
}

/** Whether the table has an entry for this name. */
export const hasEntry = (name: string) => name in OWNED || name in NOT_OWNED;
