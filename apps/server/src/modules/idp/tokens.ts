import { randomUUID } from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { IdpUserRow } from '../../db/schema/identity.js';
import { issuerOf, type IdpContext } from './context.js';
import { TOKEN_ALG } from './keys.js';
import type { PoolDefinition } from './pools.js';

/** ID and access tokens live one hour, as in the hosted pool. */
export const TOKEN_LIFETIME_SECONDS = 3600;
export const ACCESS_TOKEN_SCOPE = 'aws.cognito.signin.user.admin';

const BOOLEAN_CLAIMS = new Set(['email_verified', 'phone_number_verified']);

export interface TokenGrant {
  user: IdpUserRow;
  pool: PoolDefinition;
  clientId: string;
  authTime: Date;
  originJti: string;
  issuerBase: string;
  /** How the sign-in was made (RFC 8176 method names), carried as the tokens' `amr`. */
  amr: readonly string[];
}

export interface IssuedTokens {
  IdToken: string;
  AccessToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** The user's attributes as ID-token claims: verification flags as booleans, the rest as strings. */
export function attributeClaims(attributes: Record<string, string>): Record<string, string | boolean> {
  const claims: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    claims[name] = BOOLEAN_CLAIMS.has(name) ? value === 'true' : value;
  }
  return claims;
}

async function sign(ctx: IdpContext, payload: JWTPayload, iat: number): Promise<string> {
  const key = await ctx.keys.signingKey();
  return new SignJWT(payload)
    .setProtectedHeader({ alg: TOKEN_ALG, kid: key.kid, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .sign(key.privateKey);
}

export async function issueTokens(ctx: IdpContext, grant: TokenGrant): Promise<IssuedTokens> {
  const iat = Math.floor(ctx.now().getTime() / 1000);
  const iss = issuerOf(grant.issuerBase, grant.pool.poolId);
  const authTime = Math.floor(grant.authTime.getTime() / 1000);
  const eventId = randomUUID();
  const common = {
    sub: grant.user.id,
    iss,
    origin_jti: grant.originJti,
    event_id: eventId,
    auth_time: authTime,
    ...(grant.amr.length ? { amr: [...grant.amr] } : {}),
  };
  const IdToken = await sign(
    ctx,
    {
      ...attributeClaims(grant.user.attributes),
      ...common,
      aud: grant.clientId,
      token_use: 'id',
      'cognito:username': grant.user.username,
      jti: randomUUID(),
    },
    iat,
  );
  const AccessToken = await sign(
    ctx,
    {
      ...common,
      client_id: grant.clientId,
      token_use: 'access',
      scope: ACCESS_TOKEN_SCOPE,
      username: grant.user.username,
      jti: randomUUID(),
    },
    iat,
  );
  return { IdToken, AccessToken, ExpiresIn: TOKEN_LIFETIME_SECONDS, TokenType: 'Bearer' };
}
