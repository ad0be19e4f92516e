import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createTwoFactorCodes } from './code-hmac.js';
import { purgeSessionsBefore } from './repo.js';
import { twoFactorRoutes } from './routes.js';
import { createTwoFactorService } from './service.js';

/** A sign-in lives at most as long as its refresh token (30 days); its two-factor row is kept a day longer. */
export const TWO_FACTOR_ROW_LIFETIME_MS = 31 * 24 * 60 * 60 * 1000;

/** Forgets two-factor rows of sign-ins that have ended, every six hours, as a job (on one instance). */
function definePurgeJob(app: FastifyInstance) {
  app.jobs.define({
    name: 'two-factor-purge',
    title: 'Housekeeping: forgets the two-factor state of sign-ins that have ended',
    schema: z.object({}),
    cron: '23 */6 * * *',
    async handler() {
      await purgeSessionsBefore(app.db, new Date(Date.now() - TWO_FACTOR_ROW_LIFETIME_MS));
    },
  });
}

/**
 * The app-level two-factor step as an app module (after the idp module: it reads users and the pool's
 * clock through app.idp). The gate that enforces it lives in platform/auth.
 */
export const twoFactorModule: FastifyPluginAsyncZod = fp(
  async (app) => {
    const service = createTwoFactorService({
      db: app.db,
      idp: app.idp,
      notifier: app.notifier,
      codes: createTwoFactorCodes(app.config.SESSION_SECRET),
      enabled: app.config.TWO_FACTOR,
      now: () => app.idp.context.now(),
      logger: app.log.child({ component: 'two-factor' }),
    });
    await app.register(twoFactorRoutes(service));
    definePurgeJob(app);
  },
  { name: 'two-factor', dependencies: ['idp', 'notifier'] },
);
