import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTwoFactorCodes } from './code-hmac.js';
import { purgeSessionsBefore } from './repo.js';
import { twoFactorRoutes } from './routes.js';
import { createTwoFactorService } from './service.js';

/** A sign-in lives at most as long as its refresh token (30 days); its two-factor row is kept a day longer. */
export const TWO_FACTOR_ROW_LIFETIME_MS = 31 * 24 * 60 * 60 * 1000;
const PURGE_INTERVAL_MS = 6 * 60 * 60 * 1000;

function schedulePurge(app: FastifyInstance) {
  const timer = setInterval(() => {
    purgeSessionsBefore(app.db, new Date(Date.now() - TWO_FACTOR_ROW_LIFETIME_MS)).catch((error: unknown) =>
      app.log.warn({ err: error }, 'two-factor session purge failed'),
    );
  }, PURGE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
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
    schedulePurge(app);
  },
  { name: 'two-factor', dependencies: ['idp', 'notifier'] },
);
