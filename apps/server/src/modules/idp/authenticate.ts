import type { IdpUserRow } from '../../db/schema/identity.js';
import type { IdpContext } from './context.js';
import { notAuthorized } from './errors.js';
import type { OperationInput } from './input.js';
import type { PoolDefinition } from './pools.js';
import { findUserById } from './users-repo.js';
import { poolOfAccessToken, verifyToken, type VerifiedToken } from './verify-access-token.js';

export interface AuthenticatedUser {
  user: IdpUserRow;
  pool: PoolDefinition;
  token: VerifiedToken;
}

/** For operations that take an AccessToken: verifies it (including revocation) and loads its user. */
export async function authenticate(ctx: IdpContext, input: OperationInput): Promise<AuthenticatedUser> {
  const accessToken = input.AccessToken;
  const pool = poolOfAccessToken(ctx, accessToken);
  const token = await verifyToken(ctx, accessToken as string, { pool: pool.key, expectedTokenUse: 'access' });
  const user = await findUserById(ctx.db, token.sub);
  if (!user || !user.enabled) throw notAuthorized('User does not exist.');
  return { user, pool, token };
}
