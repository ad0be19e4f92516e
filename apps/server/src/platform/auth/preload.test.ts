import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import type { IdpService } from '../../modules/idp/index.js';
import { notAuthorized } from '../../modules/idp/errors.js';
import type { VerifiedToken } from '../../modules/idp/verify-access-token.js';
import { enforceRouteAudience } from '../audience.js';
import { errorHandler } from '../errors.js';
import { authPlugin } from './plugin.js';
import { requirePrincipal, type PreloadForUser } from './principal.js';

/**
 * A route's preload starts once the caller's token is verified, while the guard still asks whether its
 * sign-in is live; the handler runs only after that check passes and the preload is done. A fake pool
 * answers: 'live' and 'revoked' are verified tokens (the second's sign-in revoked), anything else is refused
 * at once.
 */
const ROUTE = '/api/retail/preload-test';
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const verifiedToken = (token: string): VerifiedToken => ({
  sub: `sub-${token}`,
  username: token,
  pool: 'retail',
  clientId: 'client',
  tokenUse: 'access',
  originJti: `origin-${token}`,
  jti: `jti-${token}`,
  authTime: new Date(0),
  expiresAt: new Date(0),
  amr: ['pwd'],
  claims: {},
});

async function start(events: string[]) {
  app = Fastify();
  app.decorate('config', testConfig());
  const idp: Pick<IdpService, 'verifyAccessTokenClaims' | 'stillLive'> = {
    async verifyAccessTokenClaims(token) {
      if (token !== 'live' && token !== 'revoked') throw notAuthorized('Invalid Access Token');
      events.push('claims verified');
      return verifiedToken(token);
    },
    async stillLive(verified) {
      events.push('sign-in asked');
      await new Promise((resolve) => setImmediate(resolve));
      events.push('sign-in answered');
      if (verified.username === 'revoked') throw notAuthorized('Access Token has been revoked');
    },
  };
  app.decorate('idp', idp as IdpService);
  app.setErrorHandler(errorHandler);
  enforceRouteAudience(app);
  await app.register(authPlugin);
  const preloaded = new WeakMap<object, string>();
  const preload: PreloadForUser = async (request, principal) => {
    events.push(`preload for ${principal.sub}`);
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    events.push('preload done');
    preloaded.set(request, principal.sub);
  };
  app.get(ROUTE, { config: { audience: 'retail', preload } }, async (request) => {
    events.push('handler');
    return { sub: requirePrincipal(request, 'retail').sub, preloaded: preloaded.get(request) };
  });
  return app;
}

const call = (server: FastifyInstance, token: string) =>
  server.inject({ url: ROUTE, headers: { authorization: `Bearer ${token}` } });

describe("a route's preload", () => {
  it('starts beside the sign-in check; the handler runs once that passes and the preload is done', async () => {
    const events: string[] = [];
    const reply = await call(await start(events), 'live');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ sub: 'sub-live', preloaded: 'sub-live' });
    expect(events).toEqual([
      'claims verified',
      'sign-in asked',
      'preload for sub-live',
      'sign-in answered',
      'preload done',
      'handler',
    ]);
  });

  it('leaves a revoked sign-in refused: 401, and the handler never runs', async () => {
    const events: string[] = [];
    const reply = await call(await start(events), 'revoked');
    expect(reply.statusCode).toBe(401);
    expect(reply.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect(events.slice(0, 4)).toEqual([
      'claims verified',
      'sign-in asked',
      'preload for sub-revoked',
      'sign-in answered',
    ]);
    expect(events).not.toContain('handler');
  });

  it('does not start for a token that fails verification', async () => {
    const events: string[] = [];
    const reply = await call(await start(events), 'forged');
    expect(reply.statusCode).toBe(401);
    expect(events).toEqual([]);
  });
});
