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
 * ForgotPassword and ConfirmForgotPassword: a 1-hour code to a verified email (or else a verified phone).
 * With PreventUserExistenceErrors (the default) an unknown or disabled user is answered as a known one:
 * a simulated delivery (or, for some names, the no-verified-contact refusal), then CodeMismatchException.
 */

const NO_VERIFIED_CONTACT =
  'Cannot reset password for the user as there is no registered/verified email or phone_number';

function unknownUserForgotPassword(ctx: IdpContext, pool: PoolDefinition, login: string) {
  if (simulatesNoVerifiedContact(ctx, pool, login)) throw invalidParameter(NO_VERIFIED_CONTACT);
  return { CodeDeliveryDetails: simulatedDelivery(ctx, pool, login) };
}

export async function forgotPassword(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const login = requireString(input, 'Username');
  const user = await findUserByLogin(ctx.db, pool.key, login);
  if (!user || !user.enabled) {
    if (pool.preventUserExistenceErrors) return unknownUserForgotPassword(ctx, pool, login);
    throw user ? notAuthorized('User is disabled.') : userNotFound();
  }
  const { email, email_verified, phone_number, phone_number_verified } = user.attributes;
  const delivery =
    email && email_verified === 'true'
      ? await sendCode(ctx, user, { purpose: 'reset-password', channel: 'email', destination: email })
      : phone_number && phone_number_verified === 'true'
        ? await sendCode(ctx, user, {
            purpose: 'reset-password',
            channel: 'phone_number',
            destination: phone_number,
          })
        : null;
  if (!delivery) throw invalidParameter(NO_VERIFIED_CONTACT);
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
