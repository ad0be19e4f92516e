import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { expect } from 'vitest';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type TestUser,
} from '../../src/modules/accounts/testing/harness.js';
import {
  employeeAttributes,
  retailAttributes,
  testSaId,
  THABO,
} from '../../src/modules/accounts/testing/people.js';
import { captureLogs } from '../log-capture.js';

/**
 * The app the hostile-input reproductions run against: seeded, with a route that fails inside the database
 * carrying personal data in its parameters, signed-in retail and employee users, and its log lines.
 */
export interface HostileWorld {
  h: AccountsHarness;
  retail: TestUser;
  employee: TestUser;
  lines: string[];
}

/** A route that fails inside the database, carrying personal data in the query's parameters. */
const failingQuery = fp(async (app) => {
  app.get('/api/test/failing-query', { config: { audience: 'public' } }, async () => {
    await app.db.execute(sql`select ${'thandi.leak@example.co.za'}::text as email, 1 / ${0} as boom`);
    return { ok: true };
  });
});

export async function startHostileWorld(): Promise<HostileWorld> {
  const h = await startAccountsHarness({ seed: true, beforeModules: [failingQuery] });
  const lines = captureLogs(h.app.log);
  const retail = await createSignedInUser(h, 'retail', testSaId(11), retailAttributes(11));
  const employee = await createSignedInUser(
    h,
    'employee',
    THABO.salaryReferenceNumber,
    employeeAttributes(THABO, 'thabo'),
  );
  return { h, retail, employee, lines };
}

export interface Raw {
  method: 'GET' | 'POST';
  url: string;
  payload?: string;
  headers?: Record<string, string>;
  token?: string;
}

/** Sends a raw payload (so "\\ud800" escapes survive as JSON text) through app.inject. */
export function sendRaw(h: AccountsHarness, { method, url, payload, headers = {}, token }: Raw) {
  return h.app.inject({
    method,
    url,
    payload,
    headers: {
      ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

/** The 4xx envelope `{ error: { code, message, requestId } }`, with nothing of the internals in the body. */
export function expectEnvelope(response: { statusCode: number; body: string }, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = JSON.parse(response.body) as { error: Record<string, unknown> };
  expect(body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  expect(body.error.requestId).toEqual(expect.any(String));
  expect(response.body).not.toMatch(/ at |Failed query|invalid byte sequence|Boundary/);
  return body.error;
}
