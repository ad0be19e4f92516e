import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { simulatedCollector, type Collector } from '../../src/modules/insurance-core/collector.js';
import type { Database } from '../../src/db/client.js';
import { createNotifier } from '../../src/platform/notifier/notifier.js';
import { insertMessage } from '../../src/platform/notifier/outbox-repo.js';
import type { MailTransport, OutgoingEmail } from '../../src/platform/notifier/smtp-transport.js';

/** Counts how often `key` was seen. */
function tally() {
  const counts = new Map<string, number>();
  return {
    counts,
    add: (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1),
  };
}

/**
 * A mail transport that records every email it is handed (by subject), taking a few milliseconds each
 * like a real server, so that two instances delivering at once overlap.
 */
export function countingTransport(): MailTransport & { handedOver: Map<string, number> } {
  const { counts, add } = tally();
  return {
    handedOver: counts,
    async send(message: OutgoingEmail) {
      await sleep(5);
      add(message.subject);
    },
    close() {},
  };
}

/** The notifier plugin (`app.notifier`, plugin name 'notifier') with its email handed to `transport`. */
export function notifierWith(transport: MailTransport): FastifyPluginAsyncZod {
  return fp(
    async (app) => {
      const notifier = createNotifier({
        db: app.db,
        config: app.config,
        logger: app.log.child({ component: 'notifier' }),
        transport,
        smsTransport: null,
      });
      app.decorate('notifier', notifier);
      app.addHook('onClose', async () => notifier.close());
    },
    { name: 'notifier' },
  );
}

/** The simulated collector, counting the attempts per `<policy id> <due date>`. */
export function countingCollector(): Collector & { attempts: Map<string, number> } {
  const { counts, add } = tally();
  return {
    attempts: counts,
    async collect(attempt) {
      add(`${attempt.policyId} ${attempt.dueDate}`);
      await sleep(5);
      return simulatedCollector.collect(attempt);
    },
  };
}

/** Pending emails in the outbox, one per subject (`<label> 1`, `<label> 2` …); returns the subjects. */
export async function queuePendingEmails(db: Database, label: string, count: number): Promise<string[]> {
  const subjects = Array.from({ length: count }, (_, n) => `${label} ${n + 1}`);
  for (const subject of subjects)
    await insertMessage(db, {
      channel: 'email',
      to: 'holder@example.co.za',
      subject,
      text: 'Your policy notice.',
      status: 'pending',
    });
  return subjects;
}
