import fp from 'fastify-plugin';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPERATOR_SESSION_COOKIE } from '../src/platform/auth/operator-session.js';
import { operatorSession } from '../src/modules/operator/testing/staff-sessions.js';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type TestUser,
} from '../src/modules/accounts/testing/harness.js';
import {
  employeeAttributes,
  retailAttributes,
  testSaId,
  THABO,
} from '../src/modules/accounts/testing/people.js';
import { validSample } from './contract-fuzz/sample.js';

/**
 * Every back-office route, as registered by ALL modules (a route added later is covered without an entry
 * here): without a session 401, with a retail or an employee token 401, with a plain operator's session (role
 * 'operator' only) 403; a back-office session gets past the guard (any answer but 401 and 403).
 */
interface CollectedRoute {
  method: string;
  url: string;
  schema: { querystring?: z.ZodType; body?: z.ZodType } | undefined;
}

const routes: CollectedRoute[] = [];
const collector = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    if (route.config?.audience !== 'backoffice') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema as CollectedRoute['schema'] });
    }
  });
});

let h: AccountsHarness;
let retail: TestUser;
let employee: TestUser;
let plainOperator: string;
let staff: string;
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.8.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true, beforeModules: [collector] });
  retail = await createSignedInUser(h, 'retail', testSaId(7), retailAttributes(7));
  employee = await createSignedInUser(
    h,
    'employee',
    THABO.salaryReferenceNumber,
    employeeAttributes(THABO, 'thabo'),
  );
  plainOperator = await operatorSession(h.app, ['operator']);
  staff = await operatorSession(h.app, ['backoffice']);
}, 90_000);
afterAll(() => h.close());

/** A request to the route: sample path ids, a valid query and body from its schemas. */
function requestFor(route: CollectedRoute): InjectOptions {
  const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
  const query = route.schema?.querystring
    ? (validSample(route.schema.querystring) as Record<string, unknown>)
    : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const body = route.schema?.body ? validSample(route.schema.body) : undefined;
  return {
    method: route.method as InjectOptions['method'],
    url: search.size ? `${url}?${search.toString()}` : url,
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
    remoteAddress: nextIp(),
  };
}

const label = (route: CollectedRoute) => `${route.method} ${route.url}`;

async function statuses(as: (options: InjectOptions) => InjectOptions) {
  const answers: Record<string, number> = {};
  for (const route of routes) answers[label(route)] = (await h.app.inject(as(requestFor(route)))).statusCode;
  return answers;
}

const withCookie = (cookie: string) => (options: InjectOptions) => ({
  ...options,
  cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
});
const withToken = (user: TestUser) => (options: InjectOptions) => ({
  ...options,
  headers: { authorization: `Bearer ${user.tokens.AccessToken}` },
});

describe('every back-office route', () => {
  it('was collected: claims, pre-inspections, underwriting, queues, search, payments, policies, notes', () => {
    const labels = routes.map(label);
    for (const known of [
      'GET /api/backoffice/queues',
      'POST /api/backoffice/search',
      'GET /api/backoffice/payments/failed',
      'GET /api/backoffice/policies/:policyId',
      'POST /api/backoffice/policies/:id/notes',
      'GET /api/backoffice/applications',
      'POST /api/backoffice/applications/:applicationId/underwriting',
      'GET /api/backoffice/claims',
      'POST /api/backoffice/claims/:claimId/confirm',
    ]) {
      expect(labels).toContain(known);
    }
    expect(labels.some((entry) => entry.includes('pre-inspection'))).toBe(true);
  });

  it('refuses anonymous callers with 401', async () => {
    const answers = await statuses((options) => options);
    expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
  });

  it('refuses retail and employee customers with 401', async () => {
    for (const user of [retail, employee]) {
      const answers = await statuses(withToken(user));
      expect(Object.entries(answers).filter(([, status]) => status !== 401)).toEqual([]);
    }
  });

  it('refuses an operator without the back-office role with 403', async () => {
    const answers = await statuses(withCookie(plainOperator));
    expect(Object.entries(answers).filter(([, status]) => status !== 403)).toEqual([]);
  });

  it('lets a back-office session past the guard', async () => {
    const answers = await statuses(withCookie(staff));
    expect(Object.entries(answers).filter(([, status]) => status === 401 || status === 403)).toEqual([]);
  });
});
