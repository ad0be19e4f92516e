import type { IdpContext, RequestInfo } from '../context.js';
import { notAuthorized } from '../errors.js';
import { poolForClient, requireString, type OperationInput } from '../input.js';
import type { PoolDefinition } from '../pools.js';
import { findRefreshToken } from '../refresh-repo.js';
import { issueTokens, type IssuedTokens } from '../tokens.js';
import { findUserById } from '../users-repo.js';

/** New ID and access tokens for a live refresh token; same origin_jti and auth_time, no rotation. */
export async function refreshTokens(
  ctx: IdpContext,
  req: RequestInfo,
  pool: PoolDefinition,
  clientId: string,
  refreshToken: string,
): Promise<IssuedTokens> {
  const row = await findRefreshToken(ctx.db, refreshToken);
  if (!row || row.pool !== pool.key || row.clientId !== clientId)
    throw notAuthorized('Invalid Refresh Token');
  if (row.revokedAt) throw notAuthorized('Refresh Token has been revoked');
  if (row.expiresAt.getTime() <= ctx.now().getTime()) throw notAuthorized('Refresh Token has expired');
  const user = await findUserById(ctx.db, row.userId);
  if (!user || !user.enabled || user.status !== 'CONFIRMED') throw notAuthorized('User does not exist.');
  ctx.revocations.markLive(row.originJti);
  return issueTokens(ctx, {
    user,
    pool,
    clientId,
    authTime: row.authTime,
    originJti: row.originJti,
    issuerBase: req.issuerBase,
    amr: row.amr,
  });
}

export async function getTokensFromRefreshToken(ctx: IdpContext, input: OperationInput, req: RequestInfo) {
  const pool = poolForClient(ctx, input);
  const tokens = await refreshTokens(ctx, req, pool, pool.clientId, requireString(input, 'RefreshToken'));
  return { AuthenticationResult: tokens };
}
