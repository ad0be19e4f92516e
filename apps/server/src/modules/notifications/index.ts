/**
 * Customer notifications (issue 14): the notice observer that writes a message into the outbox with every
 * change a customer is told about (docs/decisions/0027), its delivery as a job once the change has committed
 * (docs/decisions/0032), and the customer's message preferences (docs/decisions/0028).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { observeEventBatches } from '../insurance-core/events.js';
import { createNoticeObserver } from './notice-observer.js';
import { createPreferencesRoutes } from './preferences-routes.js';

/** After a notice is written outside a request: how soon delivery is asked for (its change has committed by then). */
export const NOTICE_KICK_DELAY_MS = 200;
/** Delivers the outbox's pending messages: asked for after every notice, and every minute as a sweep. */
export const OUTBOX_DELIVERY_JOB = 'outbox-delivery';

export interface NotificationsModuleOptions {
  now?: () => Date;
}

export function createNotificationsModule(options: NotificationsModuleOptions = {}): FastifyPluginAsyncZod {
  const notifications: FastifyPluginAsyncZod = async (app) => {
    const log = app.log.child({ component: 'notices' });
    app.jobs.define({
      name: OUTBOX_DELIVERY_JOB,
      title: 'Message delivery: sends the customer notices waiting in the outbox',
      schema: z.object({}),
      cron: '* * * * *',
      pollingIntervalSeconds: 1,
      async handler() {
        const result = await app.notifier.deliverPending();
        if (result.attempted > 0) log.info(result, 'customer notices delivered');
      },
    });

    let waiting = false;
    const timers = new Set<NodeJS.Timeout>();
    const deliver = () => {
      waiting = false;
      void app.jobs.send(OUTBOX_DELIVERY_JOB);
    };
    const unsubscribe = observeEventBatches(
      createNoticeObserver(() => {
        waiting = true;
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (waiting) deliver();
        }, NOTICE_KICK_DELAY_MS);
        timer.unref();
        timers.add(timer);
      }),
    );
    // A request's transaction has committed by the time its reply is sent.
    app.addHook('onResponse', (_request, _reply, done) => {
      if (waiting) deliver();
      done();
    });
    app.addHook('onClose', async () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    });

    await app.register(createPreferencesRoutes(options.now ?? (() => new Date())));
  };
  return fp(notifications, { name: 'notifications', dependencies: ['notifier'] });
}

export const notificationsModule = createNotificationsModule();
export { recordNotices, recordNoticesOf, noticeDedupeKey } from './notice-observer.js';
