import type { IdpContext } from './context.js';
import { IdpError, invalidParameter } from './errors.js';
import type { PoolDefinition } from './pools.js';

/** Request body of one operation, as parsed from JSON. */
export type OperationInput = Record<string, unknown>;

export function requireString(input: OperationInput, name: string): string {
  const value = input[name];
  if (typeof value !== 'string' || value === '') throw invalidParameter(`Missing required parameter ${name}`);
  return value;
}

export function optionalString(input: OperationInput, name: string): string | undefined {
  const value = input[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A string-to-string map parameter such as AuthParameters or ChallengeResponses. */
export function stringMap(input: OperationInput, name: string): Record<string, string> {
  const value = input[name];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParameter(`${name} must be a map of strings`);
  const map: Record<string, string> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string') map[key] = entry;
  }
  return map;
}

/** The pool selected by the request's ClientId. */
export function poolForClient(ctx: IdpContext, input: OperationInput): PoolDefinition {
  const clientId = requireString(input, 'ClientId');
  const pool = ctx.pools.byClientId(clientId);
  if (!pool) throw new IdpError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`);
  return pool;
}
