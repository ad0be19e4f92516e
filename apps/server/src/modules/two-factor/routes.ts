import {
  twoFactorSendReplySchema,
  twoFactorSendSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from '@cover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../platform/auth/principal.js';
import { errorResponses } from '../../platform/errors.js';
import type { TwoFactorService } from './service.js';

/** Per IP, on top of the per-sign-in limits of the service. */
export const TWO_FACTOR_RATE_LIMIT = { max: 30, timeWindow: '10 minutes' } as const;

const FAMILIES = ['retail', 'employee'] as const;

/** POST api/{retail|employee}/twoFactor/send and /verify, GET …/twoFactor/status: thin adapters over one service. */
export function twoFactorRoutes(service: TwoFactorService): FastifyPluginAsyncZod {
  return async (app) => {
    for (const family of FAMILIES) {
      const config = { audience: family, twoFactor: 'exempt', rateLimit: TWO_FACTOR_RATE_LIMIT } as const;
      app.post(
        `/api/${family}/twoFactor/send`,
        {
          config,
          schema: {
            tags: [family],
            summary: 'Send the sign-in one-time code (two-factor step)',
            body: twoFactorSendSchema,
            response: { 200: twoFactorSendReplySchema, ...errorResponses(400, 401, 409, 429, 503) },
          },
        },
        async (request) => service.send(requirePrincipal(request, family), request.body.verifyAttribute),
      );
      app.post(
        `/api/${family}/twoFactor/verify`,
        {
          config,
          schema: {
            tags: [family],
            summary: 'Verify the sign-in one-time code (two-factor step)',
            body: twoFactorVerifySchema,
            response: { 200: twoFactorStatusSchema, ...errorResponses(400, 401, 429) },
          },
        },
        async (request) => service.verify(requirePrincipal(request, family), request.body.verificationCode),
      );
      app.get(
        `/api/${family}/twoFactor/status`,
        {
          config: { audience: family, twoFactor: 'exempt' },
          schema: {
            tags: [family],
            summary: 'Whether this sign-in has passed the two-factor step',
            response: { 200: twoFactorStatusSchema, ...errorResponses(401) },
          },
        },
        async (request) => service.status(requirePrincipal(request, family)),
      );
    }
  };
}
