import { decodeJwt, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { IdpContext } from './context.js';
import { IdpError, notAuthorized } from './errors.js';
import { TOKEN_ALG } from './keys.js';
import type { KeyRing } from './keys.js';
import type { PoolDefinition, PoolKey } from './pools.js';
import { VerifiedSignatures } from './verified-signatures.js';

export type TokenUse = 'access' | 'id';

export interface VerifyTokenOptions {
  pool: PoolKey;
  /** 'access' (default) or 'id'. */
  expectedTokenUse?: TokenUse;
  /** Overrides the issuer base when IDP_ISSUER_BASE_URL is unset (e.g. the request's origin). */
  issuerBase?: string;
}

/** What a verified token says about its holder. */
export interface VerifiedToken {
  sub: string;
  username: string;
  pool: PoolKey;
  clientId: string;
  tokenUse: TokenUse;
  originJti: string;
  jti: string;
  authTime: Date;
  expiresAt: Date;
  /** How the sign-in was made (RFC 8176): e.g. ['pwd'], ['pwd', 'mfa'], ['otp'], ['hwk', 'user'] for a passkey. */
  amr: string[];
  claims: JWTPayload;
}

const label = (use: TokenUse) => (use === 'access' ? 'Access Token' : 'Id Token');

function issuerMatches(iss: unknown, pool: PoolDefinition, base: string | undefined): boolean {
  if (typeof iss !== 'string') return false;
  if (base) return iss === `${base.replace(/\/+$/, '')}/idp/${pool.poolId}`;
  return /^https?:\/\/[^/]+(\/.*)?$/.test(iss) && iss.endsWith(`/idp/${pool.poolId}`);
}

/** Verified signatures per key ring: a token is only trusted again by the keys that verified it. */
const verifiedByKeys = new WeakMap<KeyRing, VerifiedSignatures>();

function verifiedSignatures(keys: KeyRing): VerifiedSignatures {
  let verified = verifiedByKeys.get(keys);
  if (!verified) {
    verified = new VerifiedSignatures();
    verifiedByKeys.set(keys, verified);
  }
  return verified;
}

/** The token's claims once its RS256 signature, algorithm and expiry are verified (remembered, see VerifiedSignatures). */
async function verifiedClaims(ctx: IdpContext, token: string, use: TokenUse): Promise<JWTPayload> {
  const verified = verifiedSignatures(ctx.keys);
  const now = ctx.now();
  const known = verified.claimsOf(token, now.getTime());
  if (known) return known;
  try {
    const result = await jwtVerify(
      token,
      async (header) => {
        const key = header.kid ? await ctx.keys.publicKey(header.kid) : null;
        if (!key) throw notAuthorized(`Invalid ${label(use)}`);
        return key;
      },
      { algorithms: [TOKEN_ALG], currentDate: now },
    );
    verified.remember(token, result.payload, now.getTime());
    return result.payload;
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw notAuthorized(`${label(use)} has expired`);
    throw notAuthorized(`Invalid ${label(use)}`);
  }
}

/**
 * Verifies an ID or access token of one pool: RS256 signature against the pool's keys, `iss`, the app
 * client (`client_id` / `aud`), `token_use`, expiry (against the pool's clock) and revocation (its
 * origin_jti must belong to a sign-in that was not signed out or revoked). Throws NotAuthorizedException.
 */
export async function verifyToken(
  ctx: IdpContext,
  token: string,
  options: VerifyTokenOptions,
): Promise<VerifiedToken> {
  const verified = await verifyTokenClaims(ctx, token, options);
  await checkNotRevoked(ctx, verified);
  return verified;
}

/** Throws NotAuthorizedException when the token's sign-in was signed out or revoked. */
export async function checkNotRevoked(ctx: IdpContext, verified: VerifiedToken): Promise<void> {
  if (await ctx.revocations.isRevoked(verified.originJti))
    throw notAuthorized(`${label(verified.tokenUse)} has been revoked`);
}

/**
 * verifyToken without the revocation check, for a caller that runs checkNotRevoked itself beside other work
 * (it must not answer before that check passes).
 */
export async function verifyTokenClaims(
  ctx: IdpContext,
  token: string,
  options: VerifyTokenOptions,
): Promise<VerifiedToken> {
  const use = options.expectedTokenUse ?? 'access';
  const pool = ctx.pools.byKey(options.pool);
  const claims = await verifiedClaims(ctx, token, use);
  const clientId = use === 'access' ? claims.client_id : claims.aud;
  const username = use === 'access' ? claims.username : claims['cognito:username'];
  const valid =
    claims.token_use === use &&
    clientId === pool.clientId &&
    issuerMatches(claims.iss, pool, ctx.issuerBaseUrl ?? options.issuerBase) &&
    typeof claims.sub === 'string' &&
    typeof username === 'string' &&
    typeof claims.origin_jti === 'string' &&
    typeof claims.jti === 'string' &&
    typeof claims.exp === 'number' &&
    typeof claims.auth_time === 'number';
  if (!valid) throw notAuthorized(`Invalid ${label(use)}`);
  const originJti = claims.origin_jti as string;
  return {
    sub: claims.sub as string,
    username: username as string,
    pool: pool.key,
    clientId: pool.clientId,
    tokenUse: use,
    originJti,
    jti: claims.jti as string,
    authTime: new Date((claims.auth_time as number) * 1000),
    expiresAt: new Date((claims.exp as number) * 1000),
    amr: Array.isArray(claims.amr)
      ? claims.amr.filter((value): value is string => typeof value === 'string')
      : [],
    claims,
  };
}

/** The pool an access token claims to belong to (unverified; verification follows with that pool). */
export function poolOfAccessToken(ctx: IdpContext, token: unknown): PoolDefinition {
  if (typeof token !== 'string' || token === '')
    throw new IdpError('InvalidParameterException', 'Missing required parameter AccessToken');
  let clientId: unknown;
  try {
    clientId = decodeJwt(token).client_id;
  } catch {
    throw notAuthorized('Invalid Access Token');
  }
  const pool = typeof clientId === 'string' ? ctx.pools.byClientId(clientId) : undefined;
  if (!pool) throw notAuthorized('Invalid Access Token');
  return pool;
}
