import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createNotifier, type Notifier } from './notifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email and SMS through the outbox (SMTP when SMTP_URL is set, the SMS provider when SMS_API_URL is). */
    notifier: Notifier;
  }
}

/** Retries failed emails and texts every five minutes (only when SMTP or SMS is configured). */
export const OUTBOX_RETRY_JOB = 'outbox-retry';
export const OUTBOX_RETRY_CRON = '*/5 * * * *';

/**
 * Decorates the app with `app.notifier`. Registered first in the module list so every module sees it;
 * wrapped with fastify-plugin so the decorator is not scoped to this plugin.
 */
export const notifierPlugin: FastifyPluginAsyncZod = fp(
  async (app) => {
    const notifier = createNotifier({
      db: app.db,
      config: app.config,
      logger: app.log.child({ component: 'notifier' }),
    });
    app.decorate('notifier', notifier);

    if (app.config.SMTP_URL || app.config.SMS_API_URL)
      app.jobs.define({
        name: OUTBOX_RETRY_JOB,
        title: 'Message retry: sends again the emails and texts that failed',
        schema: z.object({}),
        cron: OUTBOX_RETRY_CRON,
        async handler() {
          const result = await notifier.retryPending();
          if (result.attempted > 0) app.log.info(result, 'retried outbox messages');
        },
      });
    app.addHook('onClose', async () => {
      notifier.close();
    });
  },
  { name: 'notifier' },
);
