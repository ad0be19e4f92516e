import { redeemCode, sendCode } from '../code-delivery.js';
import type { IdpContext } from '../context.js';
import { assertPasswordPolicy, passwordColumns } from '../credentials.js';
import { codeMismatch, invalidParameter, notAuthorized } from '../errors.js';
import { poolForClient, requireString, type OperationInput } from '../input.js';
import { CLEARED_LOCKOUT } from '../lockout.js';
import type { PoolDefinition } from '../pools.js';
import { simulatedDelivery, simulatesNoVerifiedContact } from '../user-existence.js';
import { findUserByLogin, updateUser } from '../users-repo.js';
import { userNotFound } from './sign-up.js';

/**
 * ForgotPassword and ConfirmForgotPassword: a 1-hour code through the pool's account recovery (a verified
 * email only in both pools: spec 000 §5 blocks a forgotten password when the email is not verified).
 * With PreventUserExistenceErrors (the default) an unknown or disabled user is answered as a known one:
 * a simulated delivery (or, for some names, the no-verified-contact refusal), then CodeMismatchException.
 */

const NO_VERIFIED_CONTACT =
  'Cannot reset password for the user as there is no registered/verified email or phone_number';

function unknownUserForgotPassword(ctx: IdpContext, pool: PoolDefinition, login: string) {
  if (simulatesNoVerifiedContact(ctx, pool, login)) throw invalidParameter(NO_VERIFIED_CONTACT);
  return { CodeDeliveryDetails: simulatedDelivery(ctx, pool, login) };
}

/** The first of the pool's recovery mechanisms the user has verified (AccountRecoverySetting). */
function recoveryDestination(
  pool: PoolDefinition,
  attributes: Record<string, string | undefined>,
): { channel: 'email' | 'phone_number'; destination: string } | null {
  for (const mechanism of pool.accountRecovery) {
    const channel = mechanism === 'verified_email' ? 'email' : 'phone_number';
    const destination = attributes[channel];
    if (destination && attributes[`${channel}_verified`] === 'true') return { channel, destination };
  }
  return null;
}

export async function forgotPassword(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const login = requireString(input, 'Username');
  const user = await findUserByLogin(ctx.db, pool.key, login);
  if (!user || !user.enabled) {
    if (pool.preventUserExistenceErrors) return unknownUserForgotPassword(ctx, pool, login);
    throw user ? notAuthorized('User is disabled.') : userNotFound();
  }
  const destination = recoveryDestination(pool, user.attributes);
  if (!destination) throw invalidParameter(NO_VERIFIED_CONTACT);
  const delivery = await sendCode(ctx, user, { purpose: 'reset-password', ...destination });
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp password reset requested');
  return { CodeDeliveryDetails: delivery };
}

export async function confirmForgotPassword(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const user = await findUserByLogin(ctx.db, pool.key, requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  const password = assertPasswordPolicy(input.Password);
  if (!user) throw pool.preventUserExistenceErrors ? codeMismatch() : userNotFound();
  await redeemCode(ctx, user, 'reset-password', code);
  await updateUser(ctx.db, user.id, {
    ...passwordColumns(ctx, pool, user.id, user.username, password),
    ...CLEARED_LOCKOUT,
    status: user.status === 'UNCONFIRMED' ? 'UNCONFIRMED' : 'CONFIRMED',
  });
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp password reset');
  return {};
}
