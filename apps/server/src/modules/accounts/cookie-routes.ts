import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  clearOperatorSessionCookie,
  OPERATOR_SESSION_COOKIE,
  readOperatorSessionToken,
  revokeOperatorSession,
} from '../../platform/auth/operator-session.js';

/** Paths our cookies are set on: the API (operator session) and the site root. */
const COOKIE_PATHS = ['/api', '/'] as const;

/**
 * GET /api/clear-cookies (spec 000 §7): ends the operator session (revoked, not just forgotten) and expires
 * every cookie the request carries (Set-Cookie with Max-Age=0).
 */
export const clearCookiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/clear-cookies',
    {
      config: { audience: 'public' },
      schema: {
        tags: ['public'],
        summary: 'Sign the browser out: clear the operator session and app cookies',
        response: { 204: z.null().describe('Cleared') },
      },
    },
    async (request, reply) => {
      const token = readOperatorSessionToken(request);
      if (token) await revokeOperatorSession(app.db, token, new Date());
      clearOperatorSessionCookie(request, reply);
      const names = new Set(Object.keys(request.cookies));
      names.delete(OPERATOR_SESSION_COOKIE);
      for (const name of names) {
        for (const path of COOKIE_PATHS) reply.clearCookie(name, { path });
      }
      reply.header('cache-control', 'no-store');
      return reply.code(204).send(null);
    },
  );
};
