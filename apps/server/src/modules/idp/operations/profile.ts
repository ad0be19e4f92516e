import { applyAttributeUpdate } from '../attribute-updates.js';
import { isVerifiable, parseAttributeList, toAttributeList } from '../attributes.js';
import { authenticate } from '../authenticate.js';
import { redeemCode, sendCode } from '../code-delivery.js';
import type { IdpContext } from '../context.js';
import {
  assertNotLocked,
  assertPasswordPolicy,
  clearPasswordFailures,
  passwordColumns,
  passwordFailure,
  passwordIsCorrect,
} from '../credentials.js';
import { invalidParameter } from '../errors.js';
import { requireString, type OperationInput } from '../input.js';
import { enabledMethods } from '../mfa-policy.js';
import { updateUser } from '../users-repo.js';

/** Signed-in operations on one's own account: GetUser, UpdateUserAttributes, attribute verification, ChangePassword. */

export async function getUser(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  const mfa = enabledMethods(pool, user);
  return {
    Username: user.username,
    UserAttributes: toAttributeList({ sub: user.id, ...user.attributes }),
    ...(mfa.length ? { UserMFASettingList: mfa } : {}),
    ...(user.mfaPreferred && mfa.some((method) => method === user.mfaPreferred)
      ? { PreferredMfaSetting: user.mfaPreferred }
      : {}),
  };
}

export async function updateUserAttributes(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  const changes = parseAttributeList(input.UserAttributes);
  if (Object.keys(changes).length === 0) throw invalidParameter('Missing required parameter UserAttributes');
  const { deliveries } = await applyAttributeUpdate(ctx, pool, user, changes, 'user');
  ctx.logger.info({ userId: user.id, attributes: Object.keys(changes) }, 'idp attributes updated');
  return { CodeDeliveryDetailsList: deliveries };
}

function verifiableName(input: OperationInput) {
  const name = requireString(input, 'AttributeName');
  if (!isVerifiable(name)) throw invalidParameter(`Attribute ${name} cannot be verified`);
  return name;
}

export async function getUserAttributeVerificationCode(ctx: IdpContext, input: OperationInput) {
  const { user } = await authenticate(ctx, input);
  const name = verifiableName(input);
  const destination = user.pendingAttributes[name] ?? user.attributes[name];
  if (!destination) throw invalidParameter(`The user has no ${name} to verify`);
  const delivery = await sendCode(ctx, user, { purpose: `verify-${name}`, channel: name, destination });
  return { CodeDeliveryDetails: delivery };
}

export async function verifyUserAttribute(ctx: IdpContext, input: OperationInput) {
  const { user } = await authenticate(ctx, input);
  const name = verifiableName(input);
  const code = requireString(input, 'Code');
  const value = user.pendingAttributes[name] ?? user.attributes[name];
  if (!value) throw invalidParameter(`The user has no ${name} to verify`);
  await redeemCode(ctx, user, `verify-${name}`, code, value);
  const { [name]: _verified, ...pending } = user.pendingAttributes;
  await updateUser(ctx.db, user.id, {
    attributes: { ...user.attributes, [name]: value, [`${name}_verified`]: 'true' },
    pendingAttributes: pending,
  });
  ctx.logger.info({ userId: user.id, attribute: name }, 'idp attribute verified');
  return {};
}

export async function changePassword(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  const previous = requireString(input, 'PreviousPassword');
  const proposed = assertPasswordPolicy(input.ProposedPassword, 'ProposedPassword');
  assertNotLocked(ctx, user);
  if (!passwordIsCorrect(ctx, pool, user, previous)) throw await passwordFailure(ctx, user);
  await clearPasswordFailures(ctx, user);
  await updateUser(ctx.db, user.id, passwordColumns(ctx, pool, user.id, user.username, proposed));
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp password changed');
  return {};
}

/**
 * The signed-in user's current password, checked as ChangePassword checks it (the same lockout after repeated
 * wrong ones, the same refusals) and changing nothing: the app asks for it before a new email or mobile number.
 */
export async function checkOwnPassword(ctx: IdpContext, input: OperationInput) {
  const { user, pool } = await authenticate(ctx, input);
  const password = requireString(input, 'Password');
  assertNotLocked(ctx, user);
  if (!passwordIsCorrect(ctx, pool, user, password)) throw await passwordFailure(ctx, user);
  await clearPasswordFailures(ctx, user);
  return {};
}
