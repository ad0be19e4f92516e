import { randomUUID } from 'node:crypto';
import type { IdpUserRow } from '../../../db/schema/identity.js';
import { aliasExists } from '../attribute-updates.js';
import { aliasKeyOf, parseAttributeList, validateAttributes } from '../attributes.js';
import { redeemCode, sendCode, type CodeDeliveryDetails } from '../code-delivery.js';
import type { IdpContext } from '../context.js';
import { assertPasswordPolicy, passwordColumns } from '../credentials.js';
import { IdpError, codeMismatch, invalidParameter } from '../errors.js';
import { poolForClient, requireString, type OperationInput } from '../input.js';
import type { PoolDefinition } from '../pools.js';
import { simulatedDelivery } from '../user-existence.js';
import { aliasTaken, findUserByUsername, insertUser, uniqueViolation, updateUser } from '../users-repo.js';

/** SignUp, ConfirmSignUp and ResendConfirmationCode. */

const USERNAME_PATTERN = /^[\p{L}\p{M}\p{S}\p{N}\p{P}]{1,128}$/u;

export const userNotFound = () =>
  new IdpError('UserNotFoundException', 'Username/client id combination not found.');

function usernameOf(input: OperationInput): string {
  const username = requireString(input, 'Username');
  if (!USERNAME_PATTERN.test(username))
    throw invalidParameter('Username should match the pattern of the user pool.');
  return username;
}

export async function sendSignUpCode(ctx: IdpContext, user: IdpUserRow): Promise<CodeDeliveryDetails> {
  const email = user.attributes.email;
  const phone = user.attributes.phone_number;
  if (email) return sendCode(ctx, user, { purpose: 'sign-up', channel: 'email', destination: email });
  if (phone) return sendCode(ctx, user, { purpose: 'sign-up', channel: 'phone_number', destination: phone });
  throw invalidParameter('No email or phone_number to send the confirmation code to.');
}

/** Creates a user in a pool; shared by SignUp and the admin API. */
export async function createUser(
  ctx: IdpContext,
  pool: PoolDefinition,
  input: {
    username: string;
    password: string;
    attributes: Record<string, string>;
    status: IdpUserRow['status'];
  },
): Promise<IdpUserRow> {
  // A username may not repeat another user's username or alias (sign-in names must stay unambiguous).
  if (await aliasTaken(ctx.db, pool.key, input.username.toLowerCase())) {
    throw new IdpError('UsernameExistsException', 'User already exists');
  }
  const aliasKey = aliasKeyOf(input.attributes);
  if (aliasKey && (await aliasTaken(ctx.db, pool.key, aliasKey))) throw aliasExists();
  const id = randomUUID();
  try {
    return await insertUser(ctx.db, {
      id,
      pool: pool.key,
      username: input.username,
      usernameKey: input.username.toLowerCase(),
      aliasKey,
      status: input.status,
      attributes: input.attributes,
      ...passwordColumns(ctx, pool, id, input.username, input.password),
      createdAt: ctx.now(),
      updatedAt: ctx.now(),
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes('alias')) throw aliasExists();
    if (constraint) throw new IdpError('UsernameExistsException', 'User already exists');
    throw error;
  }
}

export async function signUp(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const username = usernameOf(input);
  const password = assertPasswordPolicy(input.Password);
  const attributes = parseAttributeList(input.UserAttributes);
  validateAttributes(pool, attributes, 'sign-up');
  await ctx.preSignUp.run({ pool: pool.key, username, attributes });
  const user = await createUser(ctx, pool, { username, password, attributes, status: 'UNCONFIRMED' });
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp user signed up');
  const delivery = await sendSignUpCode(ctx, user);
  return { UserConfirmed: false, UserSub: user.id, CodeDeliveryDetails: delivery };
}

/**
 * With PreventUserExistenceErrors (the default) an unknown or already confirmed user gets the answer of a
 * wrong code, so confirming does not tell who has an account.
 */
export async function confirmSignUp(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const user = await findUserByUsername(ctx.db, pool.key, requireString(input, 'Username'));
  const code = requireString(input, 'ConfirmationCode');
  if (!user || user.status !== 'UNCONFIRMED') {
    if (pool.preventUserExistenceErrors) throw codeMismatch();
    if (!user) throw userNotFound();
    throw new IdpError(
      'NotAuthorizedException',
      `User cannot be confirmed. Current status is ${user.status}`,
    );
  }
  const target = await redeemCode(ctx, user, 'sign-up', code);
  const attributes = { ...user.attributes };
  if (attributes.email === target) attributes.email_verified = 'true';
  if (attributes.phone_number === target) attributes.phone_number_verified = 'true';
  await updateUser(ctx.db, user.id, { status: 'CONFIRMED', attributes });
  ctx.logger.info({ userId: user.id, pool: pool.key }, 'idp user confirmed');
  return {};
}

/** An unknown or already confirmed user gets a simulated delivery (nothing is sent) unless the client is LEGACY. */
export async function resendConfirmationCode(ctx: IdpContext, input: OperationInput) {
  const pool = poolForClient(ctx, input);
  const login = requireString(input, 'Username');
  const user = await findUserByUsername(ctx.db, pool.key, login);
  if (!user || user.status !== 'UNCONFIRMED') {
    if (pool.preventUserExistenceErrors) return { CodeDeliveryDetails: simulatedDelivery(ctx, pool, login) };
    if (!user) throw userNotFound();
    throw invalidParameter('User is already confirmed.');
  }
  return { CodeDeliveryDetails: await sendSignUpCode(ctx, user) };
}
