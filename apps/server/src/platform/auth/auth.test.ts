import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import {
  createSignedInUser,
  startAccountsHarness,
  type AccountsHarness,
  type TestUser,
} from '../../modules/accounts/testing/harness.js';
import {
  employeeAttributes,
  retailAttributes,
  testSaId,
  THABO,
} from '../../modules/accounts/testing/people.js';
import { enforceRouteAudience } from '../audience.js';
import { errorHandler } from '../errors.js';
import { authPlugin } from './plugin.js';
import { registerPrincipalResolver, requirePrincipal, type Principal } from './principal.js';

let h: AccountsHarness;
let retail: TestUser;
let employee: TestUser;

const RETAIL_ROUTE = '/api/retail/twoFactor/status';
const EMPLOYEE_ROUTE = '/api/employee/twoFactor/status';

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true });
  retail = await createSignedInUser(h, 'retail', testSaId(1), retailAttributes(1));
  employee = await createSignedInUser(
    h,
    'employee',
    THABO.salaryReferenceNumber,
    employeeAttributes(THABO, 'thabo'),
  );
});
afterAll(async () => {
  await h.close();
});

const expectUnauthenticated = (result: { status: number; body: Record<string, unknown> }) => {
  expect(result.status).toBe(401);
  expect(result.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please sign in to continue' });
};

describe('retail and employee routes', () => {
  it('accept a valid access token of their own pool', async () => {
    expect((await h.api({ method: 'GET', url: RETAIL_ROUTE, token: retail.tokens.AccessToken })).status).toBe(
      200,
    );
    expect(
      (await h.api({ method: 'GET', url: EMPLOYEE_ROUTE, token: employee.tokens.AccessToken })).status,
    ).toBe(200);
  });

  it('refuse a request without a token, or with a malformed or forged one', async () => {
    expectUnauthenticated(await h.api({ method: 'GET', url: RETAIL_ROUTE }));
    expectUnauthenticated(
      await h.api({
        method: 'GET',
        url: RETAIL_ROUTE,
        headers: { authorization: retail.tokens.AccessToken },
      }),
    );
    expectUnauthenticated(await h.api({ method: 'GET', url: RETAIL_ROUTE, token: 'not-a-jwt' }));
    const [header, payload] = retail.tokens.AccessToken.split('.');
    expectUnauthenticated(
      await h.api({ method: 'GET', url: RETAIL_ROUTE, token: `${header}.${payload}.forged` }),
    );
  });

  it('refuse an ID token where an access token is needed', async () => {
    expectUnauthenticated(await h.api({ method: 'GET', url: RETAIL_ROUTE, token: retail.tokens.IdToken }));
  });

  it('refuse a token of the other pool (retail on employee routes and vice versa)', async () => {
    expectUnauthenticated(
      await h.api({ method: 'GET', url: EMPLOYEE_ROUTE, token: retail.tokens.AccessToken }),
    );
    expectUnauthenticated(
      await h.api({ method: 'GET', url: RETAIL_ROUTE, token: employee.tokens.AccessToken }),
    );
  });

  it('refuse a token after a global sign-out', async () => {
    const user = await createSignedInUser(h, 'retail', testSaId(2), retailAttributes(2));
    expect((await h.api({ method: 'GET', url: RETAIL_ROUTE, token: user.tokens.AccessToken })).status).toBe(
      200,
    );
    const signOut = await h.idp.call('GlobalSignOut', { AccessToken: user.tokens.AccessToken });
    expect(signOut.status).toBe(200);
    expectUnauthenticated(await h.api({ method: 'GET', url: RETAIL_ROUTE, token: user.tokens.AccessToken }));
  });

  it('refuse an expired token', async () => {
    const user = await createSignedInUser(h, 'retail', testSaId(3), retailAttributes(3));
    h.clock.advance(61 * 60 * 1000);
    expectUnauthenticated(await h.api({ method: 'GET', url: RETAIL_ROUTE, token: user.tokens.AccessToken }));
  });
});

describe('requirePrincipal', () => {
  const request = (principal?: Principal) => ({ principal }) as Parameters<typeof requirePrincipal>[0];
  const user: Principal = { audience: 'retail', sub: 's', username: 'u', originJti: 'o' };
  const operator: Principal = { audience: 'operator', operatorId: 'op', name: 'n', roles: [] };

  it('returns the principal of the wanted audience', () => {
    expect(requirePrincipal(request(user), 'retail').username).toBe('u');
    expect(requirePrincipal(request(operator), 'operator').operatorId).toBe('op');
  });

  it('throws 401 UNAUTHENTICATED for none or another audience', () => {
    expect(() => requirePrincipal(request(), 'retail')).toThrow('Please sign in to continue');
    expect(() => requirePrincipal(request(user), 'employee')).toThrow('Please sign in to continue');
    expect(() => requirePrincipal(request(operator), 'retail')).toThrow('Please sign in to continue');
  });
});

describe('resolver audiences', () => {
  it('ask the registered resolver; no principal → 401; public routes pass', async () => {
    const app = Fastify();
    app.decorate('config', testConfig());
    app.setErrorHandler(errorHandler);
    enforceRouteAudience(app);
    await app.register(authPlugin);
    registerPrincipalResolver('operator', async (request) =>
      request.headers['x-test-operator'] === 'ok'
        ? { audience: 'operator', operatorId: 'op-1', name: 'operator', roles: ['operator'] }
        : null,
    );
    app.get('/api/test/operator', { config: { audience: 'operator' } }, async (request) => ({
      id: requirePrincipal(request, 'operator').operatorId,
    }));
    app.get('/api/test/public', { config: { audience: 'public' } }, async (request) => ({
      signedIn: request.principal !== undefined,
    }));
    const signedIn = await app.inject({ url: '/api/test/operator', headers: { 'x-test-operator': 'ok' } });
    expect(signedIn.json()).toEqual({ id: 'op-1' });
    const refused = await app.inject({ url: '/api/test/operator' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await app.inject({ url: '/api/test/public' })).json()).toEqual({ signedIn: false });
    await app.close();
  });
});
