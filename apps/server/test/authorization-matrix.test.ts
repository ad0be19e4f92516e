import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { businessDigest, changedTables } from './contract-fuzz/properties.js';
import type { FuzzRoute } from './contract-fuzz/routes.js';
import { admits, CALLERS, refusalFor, type CallerName } from './authorization-matrix/callers.js';
import { errorCode, label, lateness, leakedIn, summarise, type Cell } from './authorization-matrix/cells.js';
import { markersOf, type Owner } from './authorization-matrix/owners.js';
import { cellRequest } from './authorization-matrix/requests.js';
import { startMatrixWorld, type MatrixWorld } from './authorization-matrix/world.js';

// Every route × every caller × own and another user's ids: minutes on a busy two-core machine.
vi.setConfig({ testTimeout: 300_000, hookTimeout: 300_000 });

/**
 * The authorization matrix (issue 16), generated from the route table: every /api route as registered by
 * every module, called by anonymous, retail, employee, operator and back-office callers. What each cell must
 * answer follows from the route's declared audience alone: callers outside it get the guard's exact refusal
 * (and nothing changes); callers inside it are never refused for their own records; with another user's
 * ids (a second owner of the same audience, with records of every line) the answer is 404 and shows none of
 * that user's values. The ids come from authorization-matrix/params.ts, keyed by parameter name and line.
 */
let world: MatrixWorld;
const cells: Cell[] = [];

/**
 * The operator desk's quotes act for any employee on the roster (decision 0022): a policy holder another
 * operator registered is the employee's, not that operator's, so pricing for it is the caller's own work.
 * Called with the other operator's holder they may answer 2xx, writing only the caller's own quote package
 * and its event (desk-credit-life.test.ts checks whose package it is); they still show none of its values.
 */
const ACTS_FOR_ROSTER = new Set([
  'POST /api/operator/quote/getVehicleQuote',
  'POST /api/operator/quote/getVehicleCreditLifeQuote',
]);
const ownQuoteOnly = (route: string, changed: readonly string[]) =>
  ACTS_FOR_ROSTER.has(route) && changed.every((table) => table === 'quote_packages' || table === 'events');
/** Cells left out because they need a record the world does not build (params.ts NOT_BUILT). */
const notBuilt = new Set<string>();
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${60 + ((address >> 16) & 63)}.${(address >> 8) & 255}.${address & 255}`;
};

beforeAll(async () => {
  world = await startMatrixWorld();
});
afterAll(async () => {
  if (cells.length > 0) {
    console.log(`[authorization-matrix] ${world.routes.length} routes, ${cells.length} cells`);
    console.table(summarise(cells));
    if (notBuilt.size > 0)
      console.log(`[authorization-matrix] not built, left out:\n  ${[...notBuilt].join('\n  ')}`);
  }
  await world?.close();
});

/** The owner whose records fill a caller's requests, and the second owner of the same audience. */
function ownersOf(caller: CallerName): { own: Owner; other?: Owner } {
  if (caller === 'backoffice') return { own: world.backoffice };
  if (caller === 'anonymous') return { own: world.owners.retail[0] };
  const [own, other] = world.owners[caller];
  return { own, other };
}

/** The owner whose records fill a route's ids when a caller outside its audience calls it. */
const audienceOwner = (route: FuzzRoute): Owner =>
  route.audience === 'retail' || route.audience === 'employee' || route.audience === 'operator'
    ? world.owners[route.audience][0]
    : world.backoffice;

async function call(
  route: FuzzRoute,
  caller: CallerName,
  fillFrom: Owner,
  idsFrom: Owner,
  ids: Cell['ids'],
  watch: Owner | undefined,
) {
  const credentials = caller === 'anonymous' ? {} : ownersOf(caller).own.credentials;
  const request = cellRequest(route, credentials, fillFrom, idsFrom, nextAddress());
  // (An outsider is refused before any id is read: a missing record does not matter there.)
  if (request.notBuilt.length > 0 && ids !== 'outsider') {
    notBuilt.add(`${label(route)} as ${caller} (${ids}): ${request.notBuilt.join(', ')}`);
    return undefined;
  }
  const response = await world.harness.app.inject(request.options);
  const cell: Cell = {
    route: label(route),
    caller,
    ids,
    status: response.statusCode,
    leaked: watch ? leakedIn(response.body, markersOf(watch), request.text) : [],
    ...(response.statusCode >= 400 ? { code: errorCode(response) } : {}),
  };
  cells.push(cell);
  return { cell, request, body: response.body };
}

/** The record kind each error code's "not found" is about, by the owned parameter that names it. */
const NOT_FOUND_OF: Record<string, RegExp> = {
  policyId: /^POLICY_/,
  claimId: /^CLAIM_/,
  applicationId: /^APPLICATION_/,
  documentId: /^DOCUMENT_/,
  preInspectionId: /INSPECTION_NOT_FOUND/,
  alterationPackageId: /^ALTERATION_/,
  quote_package_id: /^QUOTE_/,
  policyHolderId: /HOLDER_NOT_FOUND/,
};
const namesFilledRecord = (code: string | undefined, named: readonly string[]) =>
  !!code && named.some((name) => NOT_FOUND_OF[name]?.test(code));

describe('authorization matrix: every /api route', () => {
  it('was collected, and every id it names has an entry in the parameter table', () => {
    const labels = world.routes.map(label);
    expect(labels.length).toBeGreaterThan(300);
    for (const known of [
      'GET /api/backoffice/claims/:claimId',
      'GET /api/retail/funeral/documents/:documentId/download',
      'GET /api/employee/policies/:policyId/reinstatement',
      'POST /api/operator/applications/sendForAcceptance',
    ])
      expect(labels).toContain(known);
    const missing: string[] = [];
    for (const route of world.routes)
      for (const caller of CALLERS.filter((name) => name !== 'anonymous' && admits(route, name))) {
        if (route.audience === 'public' || route.audience === 'dev') continue;
        const { own, other } = ownersOf(caller);
        for (const owner of [own, other].filter((entry): entry is Owner => !!entry)) {
          const { unfilled } = cellRequest(route, owner.credentials, owner);
          if (unfilled.length > 0) missing.push(`${label(route)} as ${owner.name}: ${unfilled.join(', ')}`);
        }
      }
    expect(missing, 'routes whose ids the table (authorization-matrix/params.ts) cannot fill').toEqual([]);
  });

  it('refuses every caller outside the audience with the exact status, and nothing changes', async () => {
    const before = await businessDigest(world.harness.app);
    const wrong: string[] = [];
    for (const route of world.routes)
      for (const caller of CALLERS.filter((name) => !admits(route, name))) {
        const owner = audienceOwner(route);
        const answered = await call(route, caller, owner, owner, 'outsider', undefined);
        if (!answered) continue;
        const { cell } = answered;
        const expected = refusalFor(route, caller);
        if (cell.status !== expected)
          wrong.push(`${cell.route} as ${caller} → ${cell.status} (expected ${expected})`);
      }
    expect(wrong).toEqual([]);
    expect(changedTables(before, await businessDigest(world.harness.app))).toEqual([]);
  });

  it("answers another user's ids with 404 and shows none of their values", async () => {
    const wrong: string[] = [];
    for (const route of world.routes)
      for (const caller of CALLERS.filter((name) => admits(route, name))) {
        const { own, other } = ownersOf(caller);
        if (!other || route.audience !== caller) continue;
        const before = await businessDigest(world.harness.app);
        const ownRequest = cellRequest(route, own.credentials, own);
        const otherRequest = cellRequest(route, own.credentials, own, other);
        if (ownRequest.text === otherRequest.text) continue;
        const answered = await call(route, caller, own, other, "other's", other);
        if (!answered) continue;
        const { cell, body } = answered;
        const changed = changedTables(before, await businessDigest(world.harness.app));
        // Refused as not found; or refused for its input before any record was looked up; or an answer about
        // the caller alone (an empty list): never the other user's values, never a change.
        const refused = cell.status === 404 || (cell.status === 400 && cell.code === 'VALIDATION_FAILED');
        const changedWrongly =
          changed.length > 0 && !(cell.status < 300 && ownQuoteOnly(cell.route, changed));
        if (!(refused || cell.status < 300) || cell.leaked.length > 0 || changedWrongly)
          wrong.push(
            `${cell.route} as ${own.name} with ${other.name}'s ids → ${cell.status}${cell.code ? ` ${cell.code}` : ''}` +
              `${cell.leaked.length ? ` showing ${cell.leaked.join(', ')}` : ''}${changed.length ? ` changing ${changed.join(', ')}` : ''}: ${body.slice(0, 160)}`,
          );
      }
    expect(wrong).toEqual([]);
  });

  it('never refuses a caller inside the audience its own records, nor shows it anyone else’s', async () => {
    const wrong: string[] = [];
    const ordered = [...world.routes].sort((a, b) => lateness(a) - lateness(b));
    for (const route of ordered)
      for (const caller of CALLERS.filter((name) => admits(route, name))) {
        const { own, other } = ownersOf(caller);
        const answered = await call(route, caller, own, own, 'own', other);
        if (!answered) continue;
        const { cell, body, request } = answered;
        const guarded = route.audience !== 'public' && route.audience !== 'dev';
        const refused = guarded ? [401, 403] : [403];
        // An owner on a route of its own audience never hears that its own record was not found (back-office
        // staff own nothing: their queues answer 404 for a record that is not in them).
        const ownNotFound =
          guarded &&
          route.audience === caller &&
          caller !== 'backoffice' &&
          cell.status === 404 &&
          namesFilledRecord(cell.code, request.named);
        if (refused.includes(cell.status) || ownNotFound || cell.status >= 500 || cell.leaked.length > 0)
          wrong.push(
            `${cell.route} as ${own.name} → ${cell.status}${cell.code ? ` ${cell.code}` : ''}` +
              `${cell.leaked.length ? ` showing ${cell.leaked.join(', ')}` : ''}: ${body.slice(0, 160)}`,
          );
      }
    expect(wrong).toEqual([]);
  });
});
