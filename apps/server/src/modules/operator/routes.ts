import {
  catalogueMessage,
  operatorLoginSchema,
  operatorUserNameSchema,
  operatorUserSchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearOperatorSessionCookie,
  readOperatorSessionToken,
  setOperatorSessionCookie,
} from '../../platform/auth/operator-session.js';
import { requirePrincipal, unauthenticated } from '../../platform/auth/index.js';
import { AppError, errorResponses } from '../../platform/errors.js';
import { getOperatorUserName, loginOperator, logoutOperator } from './service.js';

/** Per client IP, on top of the per-account lockout: slows password guessing across many names. */
export const OPERATOR_LOGIN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

const loginFailed = () =>
  new AppError(401, 'OPERATOR_LOGIN_FAILED', catalogueMessage('OPERATOR_LOGIN_FAILED'));

/** POST api/operator/login, GET api/operator/getUserName, POST api/operator/logout (spec 000 §7 "Operator calls"). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/operator/login',
    {
      config: { audience: 'public', rateLimit: OPERATOR_LOGIN_RATE_LIMIT },
      schema: {
        tags: ['operator'],
        summary: 'Operator login: sets the HttpOnly op_session cookie',
        body: operatorLoginSchema,
        response: { 200: operatorUserSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const result = await loginOperator(
        app.db,
        request.body,
        app.operatorClock(),
        app.config.passwordHashParams,
      );
      if (!result.ok) {
        // Never the name typed for an unknown account (it is sometimes a password typed in the wrong box).
        request.log.info(
          { operatorId: result.operatorId, reason: result.reason, failures: result.failures },
          'operator login refused',
        );
        throw loginFailed();
      }
      request.log.info({ operatorId: result.operatorId }, 'operator signed in');
      setOperatorSessionCookie(request, reply, result.session.token, result.session.endsAt);
      return result.user;
    },
  );

  app.get(
    '/api/operator/getUserName',
    {
      config: { audience: 'operator' },
      schema: {
        tags: ['operator'],
        summary: "The signed-in operator's user name",
        response: { 200: operatorUserNameSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request, 'operator');
      const found = await getOperatorUserName(app.db, principal.operatorId);
      if (!found) throw unauthenticated();
      return found;
    },
  );

  app.post(
    '/api/operator/logout',
    {
      config: { audience: 'operator' },
      schema: {
        tags: ['operator'],
        summary: 'End the operator session and clear its cookie',
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request, 'operator');
      await logoutOperator(app.db, readOperatorSessionToken(request), app.operatorClock());
      clearOperatorSessionCookie(request, reply);
      request.log.info({ operatorId: principal.operatorId }, 'operator signed out');
      return reply.code(204).send(null);
    },
  );
};
