import { redeemCode, sendCode } from '../code-delivery.js';
import type { IdpContext } from '../context.js';
import { assertPasswordPolicy, passwordColumns } from '../credentials.js';
import { invalidParameter, notAuthorized } from '../errors.js';
import { poolForClient, requireString, type OperationInput } from '../input.js';
import { CLEARED_LOCKOUT } from '../lockout.js';
import { findUserByLogin, updateUser } from '../users-repo.js';
import { userNotFound } from './sign-up.js';

/** ForgotPassword and ConfirmForgotPassword: a 1-hour code to a verified email (or else a verified phone). */

export async function forgotPassword(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const user = await findUserByLogin(ctx.db, pool.key, requireString(input, 'Username'));
  if (!user) throw userNotFound();
  if (!user.enabled) throw notAuthorized('User is disabled.');
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
  if (!delivery) {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp password reset requested');
  return { CodeDeliveryDetails: delivery };
}

export async function confirmForgotPassword(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const user = await findUserByLogin(ctx.db, pool.key, requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  const password = assertPasswordPolicy(input.Password);
  if (!user) throw userNotFound();
  await redeemCode(ctx, user, 'reset-password', code);
  await updateUser(ctx.db, user.id, {
    ...passwordColumns(ctx, pool, user.id, user.username, password),
    ...CLEARED_LOCKOUT,
    status: user.status === 'UNCONFIRMED' ? 'UNCONFIRMED' : 'CONFIRMED',
  });
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp password reset');
  return {};
}
