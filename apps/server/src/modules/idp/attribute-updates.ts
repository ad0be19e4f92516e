import type { IdpUserRow } from '../../db/schema/identity.js';
import {
  aliasKeyOf,
  isVerifiable,
  validateAttributes,
  type AttributeMap,
  type AttributeWriter,
} from './attributes.js';
import { assertAccountCodesAvailable, sendCode, type CodeDeliveryDetails } from './code-delivery.js';
import type { IdpContext } from './context.js';
import { IdpError, invalidParameter } from './errors.js';
import type { PoolDefinition } from './pools.js';
import { aliasTaken, uniqueViolation, updateUser } from './users-repo.js';

export const aliasExists = () =>
  new IdpError('AliasExistsException', 'An account with the given preferred_username already exists.');

export interface AttributeUpdateResult {
  user: IdpUserRow;
  deliveries: CodeDeliveryDetails[];
}

/**
 * Applies attribute changes the way the hosted pool does. Users: a new email / phone number replacing a
 * verified one waits in pendingAttributes until its code is verified (the old value stays in use); an
 * unverified one is replaced at once and marked unverified; either way a code is sent. The admin API
 * writes values (and the *_verified flags) directly. An empty value removes an optional attribute. When
 * the user's hourly allowance for a code's purpose (verify-email, verify-phone_number) cannot cover every code
 * the update needs, nothing is changed (LimitExceededException).
 */
export async function applyAttributeUpdate(
  ctx: IdpContext,
  pool: PoolDefinition,
  user: IdpUserRow,
  changes: AttributeMap,
  writer: Exclude<AttributeWriter, 'sign-up'>,
): Promise<AttributeUpdateResult> {
  validateAttributes(pool, changes, writer);
  const attributes = { ...user.attributes };
  const pending = { ...user.pendingAttributes };
  const toVerify: { name: 'email' | 'phone_number'; value: string }[] = [];
  for (const [name, value] of Object.entries(changes)) {
    if (value === '' && pool.requiredAttributes.includes(name)) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${name}: The attribute ${name} is required`,
      );
    }
    if (isVerifiable(name) && writer === 'user') {
      if (value === attributes[name]) {
        delete pending[name];
        continue;
      }
      if (value === '') {
        delete attributes[name];
        delete attributes[`${name}_verified`];
        delete pending[name];
        continue;
      }
      if (attributes[`${name}_verified`] === 'true') pending[name] = value;
      else {
        attributes[name] = value;
        attributes[`${name}_verified`] = 'false';
        delete pending[name];
      }
      toVerify.push({ name, value });
      continue;
    }
    if (value === '') delete attributes[name];
    else attributes[name] = value;
    if (isVerifiable(name)) {
      delete pending[name];
      if (changes[`${name}_verified`] === undefined && value !== user.attributes[name]) {
        attributes[`${name}_verified`] = 'false';
      }
    }
  }
  // Every code must be sendable before anything is written: otherwise a value would change without its code.
  await assertAccountCodesAvailable(
    ctx,
    user,
    toVerify.map(({ name }) => `verify-${name}` as const),
  );
  const aliasKey = aliasKeyOf(attributes);
  if (aliasKey && aliasKey !== user.aliasKey && (await aliasTaken(ctx.db, pool.key, aliasKey, user.id))) {
    throw aliasExists();
  }
  let updated: IdpUserRow;
  try {
    updated = await updateUser(ctx.db, user.id, { attributes, pendingAttributes: pending, aliasKey });
  } catch (error) {
    if (uniqueViolation(error)) throw aliasExists();
    throw error;
  }
  const deliveries: CodeDeliveryDetails[] = [];
  for (const { name, value } of toVerify) {
    deliveries.push(
      await sendCode(ctx, updated, { purpose: `verify-${name}`, channel: name, destination: value }),
    );
  }
  return { user: updated, deliveries };
}
