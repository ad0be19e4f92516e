import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNotifier, type Notifier } from './notifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Email and SMS through the outbox (SMTP when SMTP_URL is set, the SMS provider when SMS_API_URL is). */
    notifier: Notifier;
  }
}

/** How often failed emails and texts are retried while the server runs (only when SMTP or SMS is configured). */
export const RETRY_INTERVAL_MS = 5 * 60 * 1000;

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

    let timer: NodeJS.Timeout | undefined;
    if (app.config.SMTP_URL || app.config.SMS_API_URL) {
      timer = setInterval(() => {
        notifier.retryPending().then(
          (result) => result.attempted > 0 && app.log.info(result, 'retried outbox messages'),
          (error: unknown) => app.log.warn({ err: error }, 'outbox retry failed'),
        );
      }, RETRY_INTERVAL_MS);
      timer.unref();
    }
    app.addHook('onClose', async () => {
      clearInterval(timer);
      notifier.close();
    });
  },
  { name: 'notifier' },
);
