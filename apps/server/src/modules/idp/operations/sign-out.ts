import { authenticate } from '../authenticate.js';
import type { IdpContext } from '../context.js';
import { IdpError, notAuthorized } from '../errors.js';
import { poolForClient, requireString, type OperationInput } from '../input.js';
import { findRefreshToken, revokeAllForUser, revokeFamily } from '../refresh-repo.js';

/** GlobalSignOut (every sign-in of the user) and RevokeToken (one refresh token and its family). */

export async function globalSignOut(ctx: IdpContext, input: OperationInput) {
  const { user } = await authenticate(ctx, input);
  const revoked = await revokeAllForUser(ctx.db, user.id, ctx.now());
  await ctx.revocations.markRevoked(revoked);
  ctx.logger.info({ userId: user.id, sessions: revoked.length }, 'idp global sign-out');
  return {};
}

export async function revokeToken(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const token = requireString(input, 'Token');
  if (/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) {
    throw new IdpError('UnsupportedTokenTypeException', 'Only refresh tokens can be revoked.');
  }
  const row = await findRefreshToken(ctx.db, token);
  if (!row) return {};
  if (row.clientId !== pool.clientId) throw notAuthorized('The token was not issued to this client.');
  await revokeFamily(ctx.db, row.originJti, ctx.now());
  await ctx.revocations.markRevoked([row.originJti]);
  ctx.logger.info({ userId: row.userId }, 'idp refresh token revoked');
  return {};
}
