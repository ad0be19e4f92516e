import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdpError, type IdpErrorType } from '../idp/index.js';

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const JSON_CONTENT_TYPE = 'application/x-amz-json-1.1';

/**
 * Calls the user pool through its own wire protocol (POST /idp) for the request's caller: the pool sees the
 * caller's address, so its throttles per address and per account count this call with the caller's direct
 * calls to the pool (one set of counters, not a second allowance). A refusal is thrown as an IdpError.
 */
export async function callPoolFor(
  app: FastifyInstance,
  request: FastifyRequest,
  operation: string,
  input: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const response = await app.inject({
    method: 'POST',
    url: '/idp',
    remoteAddress: request.ip,
    headers: {
      'content-type': JSON_CONTENT_TYPE,
      'x-amz-target': `${TARGET_PREFIX}${operation}`,
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
    },
    payload: JSON.stringify(input),
  });
  const body = response.json<Record<string, unknown>>();
  if (response.statusCode === 200) return body;
  const type = typeof body.__type === 'string' ? body.__type : 'InternalErrorException';
  throw new IdpError(type as IdpErrorType, typeof body.message === 'string' ? body.message : '');
}
