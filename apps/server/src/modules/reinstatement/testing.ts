/**
 * Test support for reinstatement: a collector the tests switch (the same interface the billing run uses),
 * and a billing run whose collections fail for the policies named, so they lapse.
 */
import type { FastifyInstance } from 'fastify';
import { runBilling } from '../insurance-core/billing-run.js';
import { simulatedCollector, type Collector } from '../insurance-core/collector.js';

/** The simulated collector, unless `failWith` is set; counts the attempts it was given. */
export class SwitchableCollector implements Collector {
  failWith: string | null = null;
  readonly attempts: { policyId: string; amount: number }[] = [];
  async collect(attempt: Parameters<Collector['collect']>[0]) {
    this.attempts.push({ policyId: attempt.policyId, amount: attempt.amount });
    if (this.failWith) return { ok: false as const, reason: this.failWith };
    return simulatedCollector.collect(attempt);
  }
}

/** A billing run on `day` (08:00 in Johannesburg) in which the premiums of `failing` are returned unpaid. */
export const billingRunOn = (app: FastifyInstance, day: string, failing: readonly string[] = []) =>
  runBilling(app.db, {
    now: new Date(`${day}T08:00:00+02:00`),
    collector: {
      collect: async (attempt) =>
        failing.includes(attempt.policyId)
          ? { ok: false, reason: 'Debit order returned unpaid' }
          : simulatedCollector.collect(attempt),
    },
  });
