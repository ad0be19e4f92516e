import { changePasswordSchema, confirmForgotPasswordSchema } from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../platform/errors.js';
import type { PasswordService } from './password-service.js';
import { callPoolFor } from './pool-protocol.js';
import { selfCall } from './self-call.js';

/** Per IP, beside the pool's own lockout (change) and throttles per address and account (reset). */
export const PASSWORD_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;

const FAMILIES = ['retail', 'employee'] as const;

/**
 * POST api/{retail|employee}/changePassword (the signed-in user's own password) and
 * api/{retail|employee}/confirmForgotPassword (public: the reset code and a new password). Both answer 204
 * and tell the account's owner; the bodies (passwords, code) are never logged, the request log has the route.
 */
export function passwordRoutes(passwords: PasswordService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const family of FAMILIES) {
      app.post(
        `/api/${family}/changePassword`,
        {
          config: { audience: family, rateLimit: PASSWORD_RATE_LIMIT },
          schema: {
            tags: [family],
            summary: 'Change own password (the current one and a new one); the owner is told',
            body: changePasswordSchema,
            response: { 204: z.null().describe('Changed'), ...errorResponses(400, 401, 403, 429) },
          },
        },
        async (request, reply) => {
          await passwords.changeOwnPassword(selfCall(request, family), request.body);
          return reply.code(204).send(null);
        },
      );
      app.post(
        `/api/${family}/confirmForgotPassword`,
        {
          config: { audience: 'public', rateLimit: PASSWORD_RATE_LIMIT },
          schema: {
            tags: [family],
            summary: 'Set a new password with the reset code (forgot password); the owner is told',
            body: confirmForgotPasswordSchema,
            response: { 204: z.null().describe('Password set'), ...errorResponses(400, 404, 429) },
          },
        },
        async (request, reply) => {
          await passwords.confirmForgotPassword(family, request.body, (operation, input) =>
            callPoolFor(app, request, operation, input),
          );
          return reply.code(204).send(null);
        },
      );
    }
  };
}
