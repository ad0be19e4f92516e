import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { IdpNotifier } from './context.js';
import { registerIdpRoutes } from './routes.js';
import { createIdpService, type IdpService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded user pools: token verification and the internal admin API. */
    idp: IdpService;
  }
}

export interface IdpModuleOptions {
  /** The pool's clock (tests move it to expire codes and sessions). */
  now?: () => Date;
  /** Replaces app.notifier. */
  notifier?: IdpNotifier;
}

/**
 * The embedded, Cognito-compatible user pools as an app module: decorates `app.idp` (not encapsulated,
 * so later modules can verify tokens and use the admin API) and serves POST /idp plus the JWKS.
 */
export function createIdpModule(options: IdpModuleOptions = {}): FastifyPluginAsyncZod {
  return fp(
    async (app) => {
      const service = createIdpService({
        db: app.db,
        settings: app.config,
        notifier: options.notifier ?? app.notifier,
        logger: app.log.child({ component: 'idp' }),
        redis: app.redis,
        ...(options.now ? { now: options.now } : {}),
      });
      app.decorate('idp', service);
      await registerIdpRoutes(app, service);
      // Create (or load) the signing key at start, so the first sign-in does not wait for it.
      await service.jwks();
    },
    { name: 'idp', dependencies: ['notifier'] },
  );
}

export const idpModule = createIdpModule();

export type { IdpService } from './service.js';
export { verifiedContactsOf, type VerifiedContacts } from './verified-contacts.js';
export type { AdminUser, AdminCreateUserInput, IdpAdmin } from './admin.js';
export type { VerifiedToken, VerifyTokenOptions, TokenUse } from './verify-access-token.js';
export type { PoolKey, PoolDefinition } from './pools.js';
export { IdpError, type IdpErrorType } from './errors.js';
export type { PreSignUpEvent, PreSignUpHook } from './pre-sign-up.js';
export type { PasskeyChangedEvent, PasskeyChangedHook } from './passkey-events.js';
export { generateCode, type CodeHasher } from './codes.js';
export type {
  ChallengeResult,
  CreateAuthChallengeEvent,
  CreateAuthChallengeResponse,
  CustomAuthTriggers,
  DefineAuthChallengeEvent,
  DefineAuthChallengeResponse,
  VerifyAuthChallengeEvent,
  VerifyAuthChallengeResponse,
} from './custom-auth.js';
