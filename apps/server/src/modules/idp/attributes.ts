import { maskEmail } from '@cover/domain';
import { invalidParameter, notAuthorized } from './errors.js';
import type { PoolDefinition } from './pools.js';

/** A user's attributes as the wire protocol lists them. */
export interface AttributeType {
  Name: string;
  Value: string;
}

export type AttributeMap = Record<string, string>;

/** The OpenID standard attributes a pool accepts. */
export const STANDARD_ATTRIBUTES = [
  'address',
  'birthdate',
  'email',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'picture',
  'preferred_username',
  'profile',
  'website',
  'zoneinfo',
] as const;

/** Written by the pool itself; users may not write them, the server's admin API may write the *_verified flags. */
export const VERIFIED_FLAGS = ['email_verified', 'phone_number_verified'] as const;
export const VERIFIABLE_ATTRIBUTES = ['email', 'phone_number'] as const;
export type VerifiableAttribute = (typeof VERIFIABLE_ATTRIBUTES)[number];

const MAX_VALUE_LENGTH = 2048;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

export const isVerifiable = (name: string): name is VerifiableAttribute =>
  (VERIFIABLE_ATTRIBUTES as readonly string[]).includes(name);

/** Reads a UserAttributes list from a request body, refusing anything that is not {Name, Value} strings. */
export function parseAttributeList(value: unknown, parameter = 'UserAttributes'): AttributeMap {
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw invalidParameter(`${parameter} must be a list of Name/Value pairs`);
  const map: AttributeMap = {};
  for (const item of value as unknown[]) {
    const entry = item as { Name?: unknown; Value?: unknown } | null;
    if (!entry || typeof entry.Name !== 'string' || entry.Name === '') {
      throw invalidParameter(`${parameter} must be a list of Name/Value pairs`);
    }
    // A missing Value clears the attribute; a Value of another type (null too) is refused, never read as empty.
    if (entry.Value !== undefined && typeof entry.Value !== 'string') {
      throw invalidParameter(`${parameter} must be a list of Name/Value pairs`);
    }
    map[entry.Name] = typeof entry.Value === 'string' ? entry.Value : '';
  }
  return map;
}

export function toAttributeList(map: AttributeMap): AttributeType[] {
  return Object.entries(map).map(([Name, Value]) => ({ Name, Value }));
}

export type AttributeWriter = 'sign-up' | 'user' | 'admin';

/**
 * Checks names against the pool's schema and values against their formats. Users cannot write the
 * verification flags or `sub` (NotAuthorizedException, as the hosted pool answers).
 */
export function validateAttributes(
  pool: PoolDefinition,
  attributes: AttributeMap,
  writer: AttributeWriter,
): void {
  for (const [name, value] of Object.entries(attributes)) {
    const isFlag = (VERIFIED_FLAGS as readonly string[]).includes(name);
    if (name === 'sub' || (isFlag && writer !== 'admin')) {
      throw notAuthorized('A client attempted to write unauthorized attribute');
    }
    const known =
      isFlag ||
      (STANDARD_ATTRIBUTES as readonly string[]).includes(name) ||
      pool.customAttributes.includes(name);
    if (!known) {
      throw invalidParameter(
        `Attributes did not conform to the schema: Type for attribute {${name}} could not be determined`,
      );
    }
    if (value.length > MAX_VALUE_LENGTH) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${name}: String must be no longer than 2048 characters`,
      );
    }
    if (isFlag && value !== 'true' && value !== 'false') {
      throw invalidParameter(`Invalid value for ${name}: must be true or false`);
    }
    if (name === 'email' && value !== '' && !EMAIL_PATTERN.test(value))
      throw invalidParameter('Invalid email address format.');
    if (name === 'phone_number' && value !== '' && !PHONE_PATTERN.test(value)) {
      throw invalidParameter('Invalid phone number format.');
    }
  }
  if (writer === 'sign-up') {
    for (const required of pool.requiredAttributes) {
      if (!attributes[required]) {
        throw invalidParameter(
          `Attributes did not conform to the schema: ${required}: The attribute ${required} is required`,
        );
      }
    }
  }
}

/** How a destination is shown back: a***@e***.com, +*******4567. */
export function maskDestination(value: string): string {
  if (value.lastIndexOf('@') > 0) return maskEmail(value);
  return `+${'*'.repeat(Math.max(0, value.length - 5))}${value.slice(-4)}`;
}

export const aliasKeyOf = (attributes: AttributeMap): string | null =>
  attributes.preferred_username ? attributes.preferred_username.toLowerCase() : null;
