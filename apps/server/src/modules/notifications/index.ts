/**
 * Customer notifications (issue 14): the notice observer that writes a message into the outbox with every
 * change a customer is told about (docs/decisions/0027), its delivery as a job once the change has committed
 * (docs/decisions/0032), and the customer's message preferences (docs/decisions/0028).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DELIVERY_PAGE_SIZE } from '../../platform/notifier/index.js';
import { observeEventBatches } from '../insurance-core/events.js';
import { createNoticeObserver } from './notice-observer.js';
import { createPreferencesRoutes } from './preferences-routes.js';

/** After a notice is written outside a request: how soon delivery is asked for (its change has committed by then). */
export const NOTICE_KICK_DELAY_MS = 200;
/** Delivers the outbox's pending messages: asked for after every notice, and every minute as a sweep. */
export const OUTBOX_DELIVERY_JOB = 'outbox-delivery';
/**
 * How long one delivery run takes pages of messages before it hands on to a fresh run of itself (so a
 * billing day's thousands of notices go out in minutes, while no run holds a worker for long).
 */
export const DELIVERY_PASS_MS = 45_000;

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
        const started = Date.now();
        const total = { attempted: 0, sent: 0, failed: 0 };
        let full = true;
        while (full && Date.now() - started < DELIVERY_PASS_MS) {
          const page = await app.notifier.deliverPending({ limit: DELIVERY_PAGE_SIZE });
          total.attempted += page.attempted;
          total.sent += page.sent;
          total.failed += page.failed;
          full = page.attempted === DELIVERY_PAGE_SIZE;
        }
        if (total.attempted > 0) log.info(total, 'customer notices delivered');
        // More are waiting: a fresh run takes them on at once.
        if (full) await app.jobs.send(OUTBOX_DELIVERY_JOB);
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
