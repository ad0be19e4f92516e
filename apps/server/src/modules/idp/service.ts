import { createPasskeyChangedHooks, type PasskeyChangedHook } from './passkey-events.js';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { createIdpAdmin, type IdpAdmin } from './admin.js';
import { createCodeHasher } from './codes.js';
import type { IdpContext, IdpLogger, IdpNotifier } from './context.js';
import { createSealer } from './crypto-at-rest.js';
import { createCustomAuthHooks, type CustomAuthTriggers } from './custom-auth.js';
import { createKeyRing, type PublicJwk } from './keys.js';
import { createPoolRegistry, type PoolKey, type PoolRegistry, type PoolSettings } from './pools.js';
import { createPreSignUpHooks, type PreSignUpHook } from './pre-sign-up.js';
import { findByOriginJti, REFRESH_TOKEN_LIFETIME_MS } from './refresh-repo.js';
import { createRevocationCache } from './revocations.js';
import { redisRevocations } from './revocations-redis.js';
import {
  checkNotRevoked,
  verifyToken,
  verifyTokenClaims,
  type VerifiedToken,
  type VerifyTokenOptions,
} from './verify-access-token.js';

/** The configuration fields the pool reads (see src/config.ts). */
export interface IdpSettings extends PoolSettings {
  SESSION_SECRET: string;
  IDP_ISSUER_BASE_URL?: string | undefined;
  PUBLIC_APP_URL?: string | undefined;
  REDIS_KEY_PREFIX?: string | undefined;
}

export interface IdpServiceDeps {
  db: Database;
  settings: IdpSettings;
  notifier: IdpNotifier;
  logger: IdpLogger;
  now?: () => Date;
  /** Shares revocations with every instance at once (app.redis); null: this process only. */
  redis?: Redis | null | undefined;
}

/** What the rest of the server uses (`app.idp`): token verification and the internal admin API. */
export interface IdpService extends IdpAdmin {
  readonly pools: PoolRegistry;
  /** Verifies a pool token (signature, iss, client, token_use, expiry, revocation); throws NotAuthorizedException. */
  verifyAccessToken(token: string, options: VerifyTokenOptions): Promise<VerifiedToken>;
  /**
   * verifyAccessToken in two steps, for a caller that starts other reads between them: first everything but
   * revocation, then (`stillLive`) whether the token's sign-in was signed out or revoked. Nothing may be
   * answered or written for the token before `stillLive` resolves.
   */
  verifyAccessTokenClaims(token: string, options: VerifyTokenOptions): Promise<VerifiedToken>;
  stillLive(verified: VerifiedToken): Promise<void>;
  jwks(): Promise<{ keys: PublicJwk[] }>;
  /**
   * Installs the pool's pre-sign-up hook (the PreSignUp trigger), run by SignUp before the user is created:
   * a thrown Error refuses the sign-up with UserLambdaValidationException "PreSignUp failed with error <message>.".
   */
  setPreSignUp(pool: PoolKey, hook: PreSignUpHook | null): void;
  /**
   * Installs (or, with null, removes) the pool's custom-auth hooks (the DefineAuthChallenge,
   * CreateAuthChallenge and VerifyAuthChallengeResponse triggers) that CUSTOM_AUTH sign-ins run.
   */
  setCustomAuth(pool: PoolKey, triggers: CustomAuthTriggers | null): void;
  /** Installs (or, with null, removes) what is told of a passkey added to or removed from an account. */
  setPasskeyChanged(pool: PoolKey, hook: PasskeyChangedHook | null): void;
  /** The shared context the protocol operations run with. */
  readonly context: IdpContext;
}

export function createIdpContext(deps: IdpServiceDeps): IdpContext {
  const sealer = createSealer(deps.settings.SESSION_SECRET);
  const now = deps.now ?? (() => new Date());
  return {
    db: deps.db,
    pools: createPoolRegistry(deps.settings),
    sealer,
    codeHasher: createCodeHasher(deps.settings.SESSION_SECRET),
    keys: createKeyRing(deps.db, sealer, now),
    revocations: createRevocationCache((originJti) => findByOriginJti(deps.db, originJti), {
      shared: deps.redis
        ? redisRevocations(deps.redis, {
            prefix: deps.settings.REDIS_KEY_PREFIX ?? '',
            lifetimeMs: REFRESH_TOKEN_LIFETIME_MS,
          })
        : null,
      logger: deps.logger,
    }),
    notifier: deps.notifier,
    logger: deps.logger,
    now,
    preSignUp: createPreSignUpHooks(),
    customAuth: createCustomAuthHooks(),
    passkeyChanged: createPasskeyChangedHooks(deps.logger),
    issuerBaseUrl: deps.settings.IDP_ISSUER_BASE_URL,
    appOrigin: deps.settings.PUBLIC_APP_URL ? new URL(deps.settings.PUBLIC_APP_URL).origin : undefined,
  };
}

export function createIdpService(deps: IdpServiceDeps): IdpService {
  const context = createIdpContext(deps);
  return {
    ...createIdpAdmin(context),
    pools: context.pools,
    context,
    verifyAccessToken: (token, options) => verifyToken(context, token, options),
    verifyAccessTokenClaims: (token, options) => verifyTokenClaims(context, token, options),
    stillLive: (verified) => checkNotRevoked(context, verified),
    jwks: () => context.keys.jwks(),
    setPreSignUp: (pool, hook) => context.preSignUp.set(pool, hook),
    setCustomAuth: (pool, triggers) => context.customAuth.set(pool, triggers),
    setPasskeyChanged: (pool, hook) => context.passkeyChanged.set(pool, hook),
  };
}
