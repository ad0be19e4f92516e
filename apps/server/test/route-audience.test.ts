import fp from 'fastify-plugin';
import type { RouteOptions } from 'fastify';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '../src/modules/idp/index.js';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type TestUser,
} from '../src/modules/accounts/testing/harness.js';
import {
  employeeAttributes,
  NOMVULA,
  retailAttributes,
  testSaId,
  THABO,
} from '../src/modules/accounts/testing/people.js';
import type { RouteAudience } from '../src/platform/audience.js';
import { validSample as sampleOf } from './contract-fuzz/sample.js';

// Each test walks every route of every module in turn: minutes, not seconds, on a busy two-core machine.
vi.setConfig({ testTimeout: 180_000, hookTimeout: 300_000 });

/**
 * Every /api route of a signed-in audience, as registered by ALL modules (routes added later are covered
 * automatically): without credentials it answers 401, with the other pool's token 401, and where it names
 * a user (a user-name / ID field in its query or body) it refuses to act on another user with the caller's
 * valid token.
 */
interface CollectedRoute {
  method: string;
  url: string;
  audience: RouteAudience | undefined;
  schema: RouteOptions['schema'];
}

const routes: CollectedRoute[] = [];
const collector = fp(async (app) => {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
      routes.push({ method, url: route.url, audience: route.config?.audience, schema: route.schema });
    }
  });
});

/** Query / body fields that name a user, policy holder or account. */
const USER_FIELDS = ['userName', 'username', 'idNumber', 'saId', 'salaryReferenceNumber', 'policyHolderId'];

let h: AccountsHarness;
let users: Record<'retail' | 'employee', { attacker: TestUser; victim: TestUser; victimIdNumber: string }>;
const before: Record<string, AdminUser | null> = {};

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true, beforeModules: [collector] });
  const retail = {
    attacker: await createSignedInUser(h, 'retail', testSaId(1), retailAttributes(1)),
    victim: await createSignedInUser(h, 'retail', testSaId(2), retailAttributes(2)),
    victimIdNumber: testSaId(2),
  };
  const employee = {
    attacker: await createSignedInUser(
      h,
      'employee',
      THABO.salaryReferenceNumber,
      employeeAttributes(THABO, 'thabo'),
    ),
    victim: await createSignedInUser(
      h,
      'employee',
      NOMVULA.salaryReferenceNumber,
      employeeAttributes(NOMVULA, 'nomvula'),
    ),
    victimIdNumber: NOMVULA.idNumber,
  };
  users = { retail, employee };
  before.retail = await h.app.idp.adminGetUser('retail', users.retail.victim.username);
  before.employee = await h.app.idp.adminGetUser('employee', users.employee.victim.username);
});
afterAll(async () => {
  await h.close();
});

const guarded = () => routes.filter((route) => route.audience === 'retail' || route.audience === 'employee');
const label = (route: CollectedRoute) => `${route.method} ${route.url}`;
let ip = 0;
const nextIp = () => {
  ip += 1;
  return `10.9.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
};

/** A request to the route with the given query/body values filled in (path parameters get a sample). */
function requestFor(route: CollectedRoute, fill: (key: string) => unknown) {
  const schema = (route.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) =>
    String(fill(name) ?? '00000000-0000-4000-8000-000000000000'),
  );
  const query = schema.querystring ? (sampleOf(schema.querystring, fill) as Record<string, unknown>) : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const body = schema.body ? sampleOf(schema.body, fill) : undefined;
  return {
    method: route.method as 'GET' | 'POST',
    url: search.size ? `${url}?${search.toString()}` : url,
    body,
  };
}

const namesUser = (route: CollectedRoute) => {
  const schema = (route.schema ?? {}) as { querystring?: z.ZodType; body?: z.ZodType };
  const keys = [schema.querystring, schema.body].flatMap((part) => {
    const sample = part ? sampleOf(part) : undefined;
    return sample && typeof sample === 'object' && !Array.isArray(sample) ? Object.keys(sample) : [];
  });
  return keys.some((key) => USER_FIELDS.includes(key)) || /:(\w*user\w*|policyHolderId)\b/i.test(route.url);
};

/** Routes of this module whose samples are fully valid: refusing another user must be exactly 404. */
const STRICT: Record<string, 'retail' | 'employee'> = {
  'GET /api/retail/user/getAdminUser': 'retail',
  'GET /api/employee/user/getAdminUser': 'employee',
  'POST /api/employee/adminUpdateUserAttributes': 'employee',
  'POST /api/employee/adminDeleteUser': 'employee',
};

describe('every retail and employee route', () => {
  it('was collected (including this module’s routes)', () => {
    const labels = guarded().map(label);
    for (const known of Object.keys(STRICT)) expect(labels).toContain(known);
    expect(labels.length).toBeGreaterThan(15);
  });

  it('refuses a request without a token with 401', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.audience && r.audience !== 'public' && r.audience !== 'dev')) {
      const result = await h.api({ ...requestFor(route, () => undefined), remoteAddress: nextIp() });
      if (result.status !== 401) failures.push(`${label(route)} → ${result.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses the other pool's valid token with 401", async () => {
    const failures: string[] = [];
    for (const route of guarded()) {
      const other = route.audience === 'retail' ? users.employee.attacker : users.retail.attacker;
      const result = await h.api({
        ...requestFor(route, () => undefined),
        token: other.tokens.AccessToken,
        remoteAddress: nextIp(),
      });
      if (result.status !== 401) failures.push(`${label(route)} → ${result.status}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses to act on another user with the caller's valid token", async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    for (const route of guarded().filter(namesUser)) {
      const family = route.audience as 'retail' | 'employee';
      const { attacker, victim, victimIdNumber } = users[family];
      const fill = (key: string) =>
        key === 'idNumber' || key === 'saId'
          ? victimIdNumber
          : USER_FIELDS.includes(key)
            ? victim.username
            : undefined;
      const result = await h.api({
        ...requestFor(route, fill),
        token: attacker.tokens.AccessToken,
        remoteAddress: nextIp(),
      });
      checked.push(label(route));
      const leaked = JSON.stringify(result.body);
      const ok = STRICT[label(route)]
        ? result.status === 404
        : result.status >= 400 || !(leaked.includes(victim.email) || leaked.includes(victim.sub));
      if (!ok) failures.push(`${label(route)} → ${result.status} ${leaked.slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    for (const known of Object.keys(STRICT)) expect(checked).toContain(known);
  });

  it('left both victims untouched', async () => {
    expect(await h.app.idp.adminGetUser('retail', users.retail.victim.username)).toEqual(before.retail);
    expect(await h.app.idp.adminGetUser('employee', users.employee.victim.username)).toEqual(before.employee);
  });
});

describe('GET /api/employee/getEmployeeData?username= (public path, signed-in variant)', () => {
  it("needs the employee's own token", async () => {
    const url = `/api/employee/getEmployeeData?username=${users.employee.victim.username}`;
    expect((await h.api({ method: 'GET', url })).status).toBe(401);
    expect(
      (await h.api({ method: 'GET', url, token: users.retail.attacker.tokens.AccessToken })).status,
    ).toBe(401);
    expect(
      (await h.api({ method: 'GET', url, token: users.employee.attacker.tokens.AccessToken })).status,
    ).toBe(404);
    expect(
      (await h.api({ method: 'GET', url, token: users.employee.victim.tokens.AccessToken })).status,
    ).toBe(200);
  });
});
