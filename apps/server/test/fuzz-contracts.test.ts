import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OPERATIONS } from '../src/modules/idp/protocol.js';
import {
  describeIdpMutation,
  idpMutations,
  idpRequest,
  idpSample,
  type IdpMutation,
} from './contract-fuzz/idp.js';
import {
  apiAnswerProblems,
  fieldTheGuardRefuses,
  refusalProblems,
  businessDigest,
  changedTables,
  idpAnswerProblems,
  pollution,
} from './contract-fuzz/properties.js';
import { mutationsFor, nulCases } from './contract-fuzz/mutations.js';
import { fuzzCase, requestOf, type CallerName, type FuzzCase } from './contract-fuzz/requests.js';
import { planRoute, routeLabel, type FuzzRoute } from './contract-fuzz/routes.js';
import { startFuzzWorld } from './contract-fuzz/world.js';

// Each test walks every route of every module in turn: minutes, not seconds, on a busy two-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

/**
 * Contract fuzzing (issue 8): every route of every module, collected as it registers (a route added by a
 * later product line is fuzzed with no change here), called anonymously and as each audience with requests
 * generated from its zod contract: a valid sample with ONE thing made hostile (a control character, lone
 * surrogate, bidi override or 100k characters in a text field; a wrong type, huge number, deep nesting or
 * prototype-pollution object in its place; a malformed escape in the query or path; an odd content type
 * or multipart form). Properties: never a 5xx, never internals in the body, every /api refusal in the
 * documented envelope, every /idp refusal in the protocol's shape, and no business record changed.
 *
 * Seed: FUZZ_SEED if set, 20261122 in CI, random otherwise (printed). Budget: FUZZ_RUNS random cases per
 * route for its own audience (plus a NUL in every text field, always), FUZZ_OTHER_RUNS for each other caller.
 */
const SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? 20261122
    : Math.floor(Math.random() * 2 ** 31);
const OWN_RUNS = Number(process.env.FUZZ_RUNS ?? 16);
const OTHER_RUNS = Number(process.env.FUZZ_OTHER_RUNS ?? 2);
const IDP_RUNS = Number(process.env.FUZZ_IDP_RUNS ?? 24);
const SEED_NOTE = `contract fuzz seed ${SEED} — reproduce with FUZZ_SEED=${SEED}`;
console.log(`[fuzz-contracts] ${SEED_NOTE}`);

/** A stable per-route seed derived from the run's seed, so each route explores differently. */
const seedFor = (label: string) => {
  let hash = SEED | 0;
  for (const char of label) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
};

const world = await startFuzzWorld();
const CALLERS: CallerName[] = ['anonymous', 'retail', 'employee', 'operator', 'backoffice'];

/** Routes that end the caller's session when they succeed. */
const ENDS_SESSIONS = /\/(?:logout|clear-cookies)$/;

let address = 0;
/** Every request from its own address, so per-address rate limits never hide an answer. */
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

let baseline: Record<string, string>;
let start: Record<string, string>;
beforeAll(async () => {
  baseline = await businessDigest(world.h.app);
  start = baseline;
});
afterAll(async () => {
  await world.close();
});

/** The caller that may call the route, and for public routes a signed-in one as well. */
const ownCallers = (route: FuzzRoute): CallerName[] =>
  route.audience === 'public' || route.audience === 'dev' || route.audience === undefined
    ? ['anonymous', 'retail']
    : [route.audience];

async function fuzzRoute(route: FuzzRoute) {
  const own = ownCallers(route);
  for (const callerName of CALLERS) {
    const caller = world.callers[callerName];
    const isOwn = own.includes(callerName);
    const plan = planRoute(route, caller.fill);
    const cases = mutationsFor(plan, caller.fill).map((mutation) => fuzzCase(route, callerName, mutation));
    const examples: [FuzzCase][] = isOwn
      ? nulCases(plan).map((mutation): [FuzzCase] => [fuzzCase(route, callerName, mutation)])
      : [];
    await fc.assert(
      fc.asyncProperty(cases, async (fuzz) => {
        const response = await world.h.app.inject(requestOf(plan, caller, fuzz.mutation, nextAddress()));
        const problems = [...apiAnswerProblems(response), pollution()].filter(Boolean);
        // Text no field accepts, sent by a caller the route admits, is refused with a 400 naming the field.
        const field = isOwn && route.audience !== 'dev' ? fieldTheGuardRefuses(fuzz.mutation) : null;
        if (field !== null) problems.push(...refusalProblems(response, field));
        // A hostile request that was accepted is the one way a record could change: look at once.
        if (route.method !== 'GET' && response.statusCode < 300)
          problems.push(...(await recordsChanged(response)));
        // A logout or cookie clearing that went through ended a session the next cases need: sign in again
        // (which records the sign-in, so the baseline moves on).
        if (ENDS_SESSIONS.test(route.url) && response.statusCode < 300) {
          await world.renewSessions();
          baseline = await businessDigest(world.h.app);
        }
        if (problems.length > 0) throw new Error(problems.join('\n'));
      }),
      {
        seed: seedFor(`${routeLabel(route)} ${callerName}`),
        numRuns: isOwn ? OWN_RUNS : OTHER_RUNS,
        examples,
      },
    );
  }
}

/** Per-case check after an accepted write request: the tables it changed (and the baseline moves on). */
async function recordsChanged(response: { statusCode: number; body: string }): Promise<string[]> {
  const now = await businessDigest(world.h.app);
  const changed = changedTables(baseline, now);
  baseline = now;
  return changed.length > 0
    ? [
        `a hostile request answered ${response.statusCode} and changed ${changed.join(', ')}: ${response.body.slice(0, 200)}`,
      ]
    : [];
}

/** The business tables a step changed (the baseline moves on, so one write is reported once). */
async function expectNoRecordChanged(step: string) {
  const now = await businessDigest(world.h.app);
  const changed = changedTables(baseline, now);
  baseline = now;
  expect(changed, `${step} changed records (${SEED_NOTE})`).toEqual([]);
}

describe('contract fuzz: every /api route', () => {
  it('collected the routes of every module', () => {
    const labels = world.routes.map(routeLabel);
    expect(labels.length).toBeGreaterThan(100);
    for (const known of [
      'POST /api/retail/user/checkUsername',
      'POST /api/operator/login',
      'GET /api/backoffice/claims/:claimId',
      'POST /api/telkom-cms/funeral/create-claim-with-documents',
    ])
      expect(labels).toContain(known);
    const valid = world.routes.filter(
      (route) => planRoute(route, world.callers[ownCallers(route)[0] ?? 'anonymous'].fill).valid,
    );
    console.log(
      `[fuzz-contracts] ${world.routes.length} routes, ${valid.length} with a fully valid base sample`,
    );
  });

  for (const route of world.routes)
    it(
      routeLabel(route),
      async () => {
        try {
          await fuzzRoute(route);
        } finally {
          await expectNoRecordChanged(routeLabel(route));
        }
      },
      120_000,
    );
});

describe('contract fuzz: the user pool protocol (/idp)', () => {
  for (const operation of Object.keys(OPERATIONS))
    it(
      operation,
      async () => {
        const sample = idpSample(operation, world.idp);
        const cases = idpMutations(operation, sample).map((mutation) =>
          Object.assign(
            { mutation },
            { [fc.toStringMethod]: () => `/idp ${operation}: ${describeIdpMutation(mutation)}` },
          ),
        );
        try {
          await fc.assert(
            fc.asyncProperty(cases, async ({ mutation }: { mutation: IdpMutation }) => {
              const response = await world.h.app.inject(
                idpRequest(operation, sample, mutation, nextAddress()),
              );
              const problems = [...idpAnswerProblems(response), pollution()].filter(Boolean);
              if (response.statusCode < 300) problems.push(...(await recordsChanged(response)));
              if (problems.length > 0) throw new Error(problems.join('\n'));
            }),
            { seed: seedFor(`/idp ${operation}`), numRuns: IDP_RUNS },
          );
        } finally {
          await expectNoRecordChanged(`/idp ${operation}`);
        }
      },
      120_000,
    );
});

describe('contract fuzz: afterwards', () => {
  it('left every business record as it was', async () => {
    const end = await businessDigest(world.h.app);
    expect(changedTables(start, end), SEED_NOTE).toEqual([]);
    expect(Object.keys(end).length).toBeGreaterThan(10);
  });
});
