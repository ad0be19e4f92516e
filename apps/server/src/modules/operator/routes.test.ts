import { apiErrorSchema, ERROR_CATALOGUE, operatorUserSchema } from '@cover/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helpers.js';
import { operators, operatorSessions } from '../../db/schema/index.js';
import { hashSessionToken, OPERATOR_SESSION_COOKIE } from '../../platform/auth/operator-session.js';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { TEST_SCRYPT_PARAMS } from '../../platform/password-hash.js';
import { FakeClock } from '../idp/testing/harness.js';
import { createOperatorAccount } from './accounts.js';
import { createOperatorModule } from './index.js';
import { OPERATOR_LOGIN_RATE_LIMIT } from './routes.js';

const PASSWORD = 'Jane#Secret2026';
const HOUR = 60 * 60 * 1000;

const clock = new FakeClock(new Date('2026-03-02T08:00:00Z'));
let app: FastifyInstance;

/** A back-office route, to check that the session resolver also demands the 'backoffice' role there. */
const backofficeProbe: FastifyPluginAsyncZod = async (probe) => {
  probe.get('/api/test/backoffice', { config: { audience: 'backoffice' } }, async (request) => ({
    name: requirePrincipal(request, 'backoffice').name,
  }));
};
let ip = 0;
let remoteAddress = '';

beforeAll(async () => {
  app = await buildTestApp(
    { TRUST_PROXY: true, SEED_DEMO_DATA: false },
    { modules: [createOperatorModule({ now: clock.now }), backofficeProbe] },
  );
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(operatorSessions);
  await app.db.delete(operators);
  await createOperatorAccount(
    app.db,
    { name: 'Jane', displayName: 'Jane Dlamini', roles: ['operator'], password: PASSWORD },
    { hashParams: TEST_SCRYPT_PARAMS },
  );
  ip += 1;
  remoteAddress = `10.1.0.${ip}`;
});

const login = (name: string, pass: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/api/operator/login', payload: { name, pass }, remoteAddress, headers });

function sessionCookie(response: LightMyRequestResponse) {
  const cookie = response.cookies.find((c) => c.name === OPERATOR_SESSION_COOKIE);
  if (!cookie) throw new Error(`no session cookie: ${response.statusCode} ${response.body}`);
  return cookie;
}

const getUserName = (cookie?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/operator/getUserName',
    remoteAddress,
    ...(cookie === undefined ? {} : { cookies: { [OPERATOR_SESSION_COOKIE]: cookie } }),
  });

const expectLoginFailed = (response: LightMyRequestResponse) => {
  expect(response.statusCode).toBe(401);
  const body = apiErrorSchema.parse(response.json());
  expect(body.error.code).toBe('OPERATOR_LOGIN_FAILED');
  expect(body.error.message).toBe('Invalid credentials, Please try later or contact admin');
  expect(body.error.message).toBe(ERROR_CATALOGUE.OPERATOR_LOGIN_FAILED);
  expect(response.cookies).toHaveLength(0);
};

const operatorRow = async () => (await app.db.select().from(operators).where(eq(operators.name, 'jane')))[0];

describe('POST /api/operator/login', () => {
  it('signs in, replies the operator user and sets a hardened session cookie', async () => {
    const response = await login('jane', PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(operatorUserSchema.parse(response.json())).toEqual({
      name: 'jane',
      displayName: 'Jane Dlamini',
      roles: ['operator'],
    });
    const cookie = sessionCookie(response);
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Strict');
    expect(cookie.path).toBe('/api');
    expect(cookie.secure).toBeUndefined();
    expect(cookie.expires?.getTime()).toBe(clock.now().getTime() + 12 * HOUR);
    // The database holds only the SHA-256 of the token inside the signed cookie value.
    const token = app.unsignCookie(cookie.value).value ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const [session] = await app.db.select().from(operatorSessions);
    expect(session?.id).toBe(hashSessionToken(token));
    expect(JSON.stringify(session)).not.toContain(token);
  });

  it('marks the cookie Secure when the request came over TLS', async () => {
    const response = await login('jane', PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(response).secure).toBe(true);
  });

  it('accepts the name in any case', async () => {
    expect((await login('  JANE ', PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong password with the catalogue message', async () => {
    expectLoginFailed(await login('jane', 'Wrong#Pass1'));
    expect((await operatorRow())?.failedAttempts).toBe(1);
  });

  it('refuses an unknown name with the same message', async () => {
    expectLoginFailed(await login('nobody', PASSWORD));
  });

  it('keeps a hash as strong as the configured cost, and re-hashes a weaker one at that cost', async () => {
    const before = (await operatorRow())?.passwordHash;
    expect((await login('jane', PASSWORD)).statusCode).toBe(200);
    expect((await operatorRow())?.passwordHash).toBe(before);

    const stronger = await buildTestApp(
      { SEED_DEMO_DATA: false, passwordHashParams: { N: 2 ** 11, r: 8, p: 1 } },
      { modules: [createOperatorModule({ now: clock.now })] },
    );
    try {
      const account = { name: 'Jane', displayName: 'Jane Dlamini', roles: ['operator' as const] };
      await createOperatorAccount(
        stronger.db,
        { ...account, password: PASSWORD },
        { hashParams: TEST_SCRYPT_PARAMS },
      );
      const signIn = () =>
        stronger.inject({
          method: 'POST',
          url: '/api/operator/login',
          payload: { name: 'jane', pass: PASSWORD },
        });
      expect((await signIn()).statusCode).toBe(200);
      const [row] = await stronger.db.select().from(operators);
      expect(row?.passwordHash).toMatch(/^scrypt\$2048\$8\$1\$/);
      expect((await signIn()).statusCode).toBe(200);
    } finally {
      await stronger.close();
    }
  });

  it('names the missing fields', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(apiErrorSchema.parse(response.json()).error.fields ?? {}).sort()).toEqual([
      'name',
      'pass',
    ]);
  });

  it('locks the account after 5 failures, even against the right password, and unlocks after a minute', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) expectLoginFailed(await login('jane', 'Wrong#Pass1'));
    const locked = await operatorRow();
    expect(locked?.failedAttempts).toBe(5);
    expect(locked?.lockedUntil?.getTime()).toBe(clock.now().getTime() + 60_000);

    expectLoginFailed(await login('jane', PASSWORD));
    clock.advance(59_000);
    expectLoginFailed(await login('jane', PASSWORD));
    expect((await operatorRow())?.failedAttempts).toBe(5);

    clock.advance(2_000);
    expect((await login('jane', PASSWORD)).statusCode).toBe(200);
    const reset = await operatorRow();
    expect(reset?.failedAttempts).toBe(0);
    expect(reset?.lockedUntil).toBeNull();
  });

  it('doubles the lock with every further failure', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await login('jane', 'Wrong#Pass1');
    clock.advance(61_000);
    expectLoginFailed(await login('jane', 'Wrong#Pass1'));
    const row = await operatorRow();
    expect(row?.failedAttempts).toBe(6);
    expect(row?.lockedUntil?.getTime()).toBe(clock.now().getTime() + 2 * 60_000);
  });

  it(`rate-limits an address to ${OPERATOR_LOGIN_RATE_LIMIT.max} attempts a minute`, async () => {
    for (let attempt = 0; attempt < OPERATOR_LOGIN_RATE_LIMIT.max; attempt += 1) {
      expect((await login('jane', 'Wrong#Pass1')).statusCode).toBe(401);
    }
    const limited = await login('jane', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(apiErrorSchema.parse(limited.json()).error.code).toBe('RATE_LIMITED');
  });
});

describe('operator session', () => {
  it('answers getUserName with the cookie and 401 without or with a forged one', async () => {
    const cookie = sessionCookie(await login('jane', PASSWORD)).value;
    const response = await getUserName(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ userName: 'jane', displayName: 'Jane Dlamini' });

    const anonymous = await getUserName();
    expect(anonymous.statusCode).toBe(401);
    expect(apiErrorSchema.parse(anonymous.json()).error.code).toBe('UNAUTHENTICATED');

    const token = app.unsignCookie(cookie).value ?? '';
    expect((await getUserName(token)).statusCode).toBe(401);
    expect((await getUserName(`${cookie.slice(0, -2)}xx`)).statusCode).toBe(401);
  });

  it('logs out: revokes the session, clears the cookie and refuses the old cookie', async () => {
    const cookie = sessionCookie(await login('jane', PASSWORD)).value;
    const logout = await app.inject({
      method: 'POST',
      url: '/api/operator/logout',
      remoteAddress,
      cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
    });
    expect(logout.statusCode).toBe(204);
    const cleared = sessionCookie(logout);
    expect(cleared.value).toBe('');
    expect(cleared.path).toBe('/api');
    expect(cleared.expires?.getTime()).toBeLessThanOrEqual(Date.now());
    const [session] = await app.db.select().from(operatorSessions);
    expect(session?.revokedAt).not.toBeNull();
    expect((await getUserName(cookie)).statusCode).toBe(401);
  });

  it('refuses logout without a session', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/operator/logout', remoteAddress });
    expect(response.statusCode).toBe(401);
  });

  it('slides the idle expiry forward with activity', async () => {
    const cookie = sessionCookie(await login('jane', PASSWORD)).value;
    clock.advance(HOUR);
    expect((await getUserName(cookie)).statusCode).toBe(200);
    clock.advance(7.5 * HOUR);
    expect((await getUserName(cookie)).statusCode).toBe(200);
  });

  it('expires after 8 hours without activity', async () => {
    const cookie = sessionCookie(await login('jane', PASSWORD)).value;
    clock.advance(HOUR);
    expect((await getUserName(cookie)).statusCode).toBe(200);
    clock.advance(8 * HOUR - 1000);
    const [session] = await app.db.select().from(operatorSessions);
    expect(session?.expiresAt.getTime()).toBe(clock.now().getTime() + 1000);
    clock.advance(1000);
    expect((await getUserName(cookie)).statusCode).toBe(401);
  });

  it('expires 12 hours after login however active the operator is', async () => {
    const cookie = sessionCookie(await login('jane', PASSWORD)).value;
    for (let hours = 0; hours < 11; hours += 1) {
      clock.advance(HOUR);
      expect((await getUserName(cookie)).statusCode).toBe(200);
    }
    clock.advance(HOUR - 1000);
    expect((await getUserName(cookie)).statusCode).toBe(200);
    clock.advance(1000);
    expect((await getUserName(cookie)).statusCode).toBe(401);
  });

  it('lets only accounts with the backoffice role onto back-office routes', async () => {
    const probe = (cookie: string) =>
      app.inject({
        method: 'GET',
        url: '/api/test/backoffice',
        cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
      });
    const operatorOnly = sessionCookie(await login('jane', PASSWORD)).value;
    expect((await probe(operatorOnly)).statusCode).toBe(403);
    await createOperatorAccount(
      app.db,
      { name: 'thabo', displayName: 'Thabo M', roles: ['operator', 'backoffice'], password: PASSWORD },
      { hashParams: TEST_SCRYPT_PARAMS },
    );
    const backoffice = sessionCookie(await login('thabo', PASSWORD)).value;
    const allowed = await probe(backoffice);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ name: 'thabo' });
    expect((await app.inject({ method: 'GET', url: '/api/test/backoffice' })).statusCode).toBe(401);
  });

  it('deletes sessions that ended more than 30 days ago at the next login', async () => {
    const cookie = sessionCookie(await login('jane', PASSWORD)).value;
    await app.inject({
      method: 'POST',
      url: '/api/operator/logout',
      cookies: { [OPERATOR_SESSION_COOKIE]: cookie },
    });
    await login('jane', PASSWORD);
    expect(await app.db.select().from(operatorSessions)).toHaveLength(2);
    clock.advance(31 * 24 * HOUR);
    await login('jane', PASSWORD);
    const left = await app.db.select().from(operatorSessions);
    expect(left).toHaveLength(1);
    expect(left[0]?.createdAt.getTime()).toBe(clock.now().getTime());
  });
});
