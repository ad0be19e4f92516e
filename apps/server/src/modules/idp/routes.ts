import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memoryThrottle } from '../../platform/throttle.js';
import type { RequestInfo } from './context.js';
import { IdpError } from './errors.js';
import type { OperationInput } from './input.js';
import { JSON_CONTENT_TYPE, TARGET_PREFIX, dispatch, errorReply } from './protocol.js';
import type { IdpService } from './service.js';
import { createIdpThrottle } from './throttle.js';

/** Requests to the pool are small; anything larger is refused before parsing. */
const PROTOCOL_BODY_LIMIT = 64 * 1024;

function requestInfo(service: IdpService, request: FastifyRequest): RequestInfo {
  const origin = request.headers.origin;
  return {
    issuerBase: service.context.issuerBaseUrl ?? `${request.protocol}://${request.host}`,
    appOrigin:
      service.context.appOrigin ?? (typeof origin === 'string' && origin !== 'null' ? origin : undefined),
    userAgent: request.headers['user-agent'],
  };
}

/**
 * POST /idp — the user-pool wire protocol Amplify talks to — and, per pool, the JWKS and the OpenID
 * discovery document under /idp/<poolId>/.well-known/.
 */
export async function registerIdpRoutes(app: FastifyInstance, service: IdpService): Promise<void> {
  // Shared counters with Redis; in one process the pool counts by its own clock.
  const counters =
    app.config.REDIS_URL && app.hasDecorator('throttle')
      ? app.throttle
      : memoryThrottle(() => service.context.now().getTime());
  const throttle = createIdpThrottle(counters, {
    signInPerMinute: app.config.IDP_SIGN_IN_LIMIT,
    codeOperationsPerTenMinutes: app.config.IDP_CODE_LIMIT,
  });
  app.addContentTypeParser(
    JSON_CONTENT_TYPE,
    { parseAs: 'string', bodyLimit: PROTOCOL_BODY_LIMIT },
    (_req, body, done) => done(null, body),
  );

  // Like the hosted pool, the protocol answers any origin: it uses no cookies, only what the caller sends.
  app.options('/idp', async (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers':
          'content-type, x-amz-target, x-amz-user-agent, cache-control, authorization',
        'access-control-max-age': '600',
      })
      .send(),
  );

  app.post('/idp', { bodyLimit: PROTOCOL_BODY_LIMIT, config: { rawBody: true } }, async (request, reply) => {
    reply.headers({
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
      'access-control-expose-headers': 'x-amzn-errortype, x-amzn-requestid',
      'x-amzn-requestid': request.id,
    });
    // Only the protocol's own content type is read (as the hosted pool and Amplify do): a body sent as
    // text/plain, a form or without a type is refused as unreadable, never parsed as if it were JSON.
    let body: unknown;
    if (isProtocolContentType(request.headers['content-type'])) {
      try {
        body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
      } catch {
        body = undefined;
      }
    }
    const target = request.headers['x-amz-target'];
    const operation = typeof target === 'string' ? target.slice(TARGET_PREFIX.length) : '';
    let result;
    try {
      const refused =
        body && typeof body === 'object' && !Array.isArray(body)
          ? await throttle(operation, body as OperationInput, request.ip)
          : null;
      result = refused
        ? errorReply(refused)
        : await dispatch(
            service.context,
            typeof target === 'string' ? target : undefined,
            body,
            requestInfo(service, request),
          );
    } catch (error) {
      request.log.error({ err: error }, 'idp operation failed');
      result = errorReply(new IdpError('InternalErrorException', 'Internal server error.'), 500);
    }
    return reply
      .code(result.statusCode)
      .headers(result.headers)
      .type(JSON_CONTENT_TYPE)
      .send(JSON.stringify(result.body));
  });

  app.get<{ Params: { poolId: string } }>('/idp/:poolId/.well-known/jwks.json', async (request, reply) => {
    if (!service.pools.byPoolId(request.params.poolId))
      return reply.code(404).send({ message: 'Unknown user pool' });
    return reply.header('cache-control', 'public, max-age=3600').send(await service.jwks());
  });

  app.get<{ Params: { poolId: string } }>(
    '/idp/:poolId/.well-known/openid-configuration',
    async (request, reply) => {
      const pool = service.pools.byPoolId(request.params.poolId);
      if (!pool) return reply.code(404).send({ message: 'Unknown user pool' });
      const issuer = `${requestInfo(service, request).issuerBase.replace(/\/+$/, '')}/idp/${pool.poolId}`;
      return reply.header('cache-control', 'public, max-age=3600').send({
        issuer,
        jwks_uri: `${issuer}/.well-known/jwks.json`,
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        token_endpoint_auth_methods_supported: ['none'],
        scopes_supported: ['openid', 'email', 'phone', 'profile', 'aws.cognito.signin.user.admin'],
        claims_supported: [
          'sub',
          'iss',
          'aud',
          'exp',
          'iat',
          'auth_time',
          'token_use',
          'cognito:username',
          'email',
        ],
      });
    },
  );
}

/** application/x-amz-json-1.1, with or without parameters such as a charset. */
function isProtocolContentType(header: string | undefined): boolean {
  return header?.split(';')[0]?.trim().toLowerCase() === JSON_CONTENT_TYPE;
}
