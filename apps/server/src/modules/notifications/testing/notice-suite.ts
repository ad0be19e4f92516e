/**
 * The notices suites' setup (notices.test.ts, notices-changes.test.ts): one claims harness with a customer
 * and their issued funeral policy, and the reads of the outbox and the events the suites check.
 */
import { and, eq, like } from 'drizzle-orm';
import type { Policy } from '@cover/domain/funeral';
import { afterAll, beforeAll } from 'vitest';
import { events, outboxMessages, type EventRow } from '../../../db/schema/index.js';
import {
  createCustomer,
  issueFuneralPolicy,
  startClaimsHarness,
  type ClaimsHarness,
  type Customer,
} from '../../claims/testing/harness.js';

/** The reads the suites check the outbox and the events with, on the suite's harness. */
function queries(suite: { harness: ClaimsHarness }) {
  const db = () => suite.harness.app.db;
  return {
    db,
    async eventOf(entityId: string, type: string): Promise<EventRow> {
      const [row] = await db()
        .select()
        .from(events)
        .where(and(eq(events.entityId, entityId), eq(events.type, type)));
      if (!row) throw new Error(`no ${type} event for ${entityId}`);
      return row;
    },
    /** The notices of one event: its outbox rows keyed '<event id>:<channel>' (read in `on`, by default the app's db). */
    noticesOf: (event: EventRow, on = db()) =>
      on
        .select()
        .from(outboxMessages)
        .where(like(outboxMessages.dedupeKey, `${event.id}:%`)),
    setChannels: (customer: Customer, serviceChannels: 'email' | 'sms' | 'both') =>
      suite.harness.call(customer, {
        method: 'PUT',
        url: '/api/retail/notification-preferences',
        payload: { serviceChannels, marketingOptIn: false },
      }),
  };
}

interface SuiteState {
  harness: ClaimsHarness;
  owner: Customer;
  policy: Policy;
}
export type NoticeSuite = SuiteState & ReturnType<typeof queries>;

/** Starts the harness before the file's tests (customer 1 with a funeral policy) and closes it after them. */
export function noticeSuite(): NoticeSuite {
  const state = {} as SuiteState;
  const suite = Object.assign(state, queries(state));
  beforeAll(async () => {
    suite.harness = await startClaimsHarness();
    suite.owner = await createCustomer(suite.harness, 1);
    suite.policy = await issueFuneralPolicy(suite.harness, suite.owner);
  }, 60_000);
  afterAll(() => suite.harness.close());
  return suite;
}
