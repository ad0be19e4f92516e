/**
 * Customer notifications (issue 14): the notice observer that writes a message into the outbox with every
 * change a customer is told about (docs/decisions/0027), its delivery once the change has committed, and the
 * customer's message preferences (docs/decisions/0028).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { observeEvents } from '../insurance-core/events.js';
import { createNoticeObserver } from './notice-observer.js';
import { createPreferencesRoutes } from './preferences-routes.js';

/** After a notice is written: how soon delivery is tried (the change has usually committed by then). */
export const NOTICE_KICK_DELAY_MS = 200;
/** How often pending notices are swept up anyway (changes made outside a request, other instances). */
export const NOTICE_SWEEP_INTERVAL_MS = 15_000;

export interface NotificationsModuleOptions {
  now?: () => Date;
}

export function createNotificationsModule(options: NotificationsModuleOptions = {}): FastifyPluginAsyncZod {
  const notifications: FastifyPluginAsyncZod = async (app) => {
    const log = app.log.child({ component: 'notices' });
    let waiting = false;
    let closed = false;
    let running: Promise<void> | null = null;
    const timers = new Set<NodeJS.Timeout>();

    /** Delivers what is pending (one pass at a time; a kick during a pass runs another pass after it). */
    const kick = (): Promise<void> => {
      if (closed) return Promise.resolve();
      if (running) {
        waiting = true;
        return running;
      }
      waiting = false;
      running = app.notifier
        .deliverPending()
        .then(
          (result) => void (result.attempted > 0 && log.info(result, 'customer notices delivered')),
          (error: unknown) => log.warn({ err: error }, 'customer notice delivery failed'),
        )
        .finally(() => {
          running = null;
          if (waiting) void kick();
        });
      return running;
    };

    const later = (ms: number) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        void kick();
      }, ms);
      timer.unref();
      timers.add(timer);
    };

    const unsubscribe = observeEvents(
      createNoticeObserver(() => {
        waiting = true;
        later(NOTICE_KICK_DELAY_MS);
      }),
    );
    // A request's transaction has committed by the time its reply is sent.
    app.addHook('onResponse', async () => {
      if (waiting) void kick();
    });
    const sweep = setInterval(() => void kick(), NOTICE_SWEEP_INTERVAL_MS);
    sweep.unref();

    app.addHook('onClose', async () => {
      unsubscribe();
      clearInterval(sweep);
      for (const timer of timers) clearTimeout(timer);
      closed = true;
      await running;
    });

    await app.register(createPreferencesRoutes(options.now ?? (() => new Date())));
  };
  return fp(notifications, { name: 'notifications', dependencies: ['notifier'] });
}

export const notificationsModule = createNotificationsModule();
export { recordNotices, noticeDedupeKey } from './notice-observer.js';
