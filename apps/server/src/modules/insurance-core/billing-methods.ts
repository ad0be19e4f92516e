/**
 * The payment methods a billing transaction collects from, as its attempts change them: a failure counts
 * against the method (blocking it after MAX_CONSECUTIVE_FAILURES), a success clears the count. The run asks the
 * collector with the method as it now is, and writes every changed method once at the end, in one statement.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { PaymentMethodRow } from '../../db/schema/index.js';
import { MAX_CONSECUTIVE_FAILURES } from './payment-methods.js';

/** What a transaction's attempts did to one method, applied to the row as it is when written. */
export interface MethodChange {
  id: string;
  /** a success cleared the count: the failures below count from zero */
  reset: boolean;
  /** failures after the last success (or all of them) */
  failures: number;
  /** the count reached MAX_CONSECUTIVE_FAILURES: blocked now */
  blocked: boolean;
}

export class MethodLedger {
  private readonly methods = new Map<string, PaymentMethodRow>();
  private readonly changes = new Map<string, MethodChange>();

  constructor(
    rows: Iterable<PaymentMethodRow | null>,
    private readonly now: Date,
  ) {
    for (const row of rows) if (row) this.methods.set(row.id, row);
  }

  /** The method as the attempts so far left it; null when there is none. */
  current(id: string | null): PaymentMethodRow | null {
    return id === null ? null : (this.methods.get(id) ?? null);
  }

  /** Counts one attempt's outcome against the method. A success on a method without failures changes nothing. */
  record(id: string | null, ok: boolean): void {
    const method = this.current(id);
    if (!method || (ok && method.consecutiveFailures === 0)) return;
    const change = this.changes.get(method.id) ?? {
      id: method.id,
      reset: false,
      failures: 0,
      blocked: false,
    };
    let { consecutiveFailures, blockedAt } = method;
    if (ok) {
      consecutiveFailures = 0;
      change.reset = true;
      change.failures = 0;
    } else {
      consecutiveFailures += 1;
      change.failures += 1;
      if (consecutiveFailures >= MAX_CONSECUTIVE_FAILURES) {
        blockedAt = this.now;
        change.blocked = true;
      }
    }
    this.methods.set(method.id, { ...method, consecutiveFailures, blockedAt, updatedAt: this.now });
    this.changes.set(method.id, change);
  }

  /** The methods to write, in id order (so two transactions lock shared methods in the same order). */
  changed(): MethodChange[] {
    return [...this.changes.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }
}

/**
 * Writes the ledger's changes in one statement: failures add to the count as it is in the database (or to
 * zero after a success), so a count another transaction changed meanwhile is not lost.
 */
export async function writeMethodChanges(
  tx: Database,
  changes: readonly MethodChange[],
  now: Date,
): Promise<void> {
  if (changes.length === 0) return;
  const at = now.toISOString();
  const values = sql.join(
    changes.map(
      (change) =>
        sql`(${change.id}::uuid, ${change.reset}::boolean, ${change.failures}::integer, ${change.blocked}::boolean)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    with locked as (
      select id from payment_methods where id in (select id from (values ${values}) v(id, reset, failures, blocked))
      order by id for update
    )
    update payment_methods m set
      consecutive_failures = case when v.reset then 0 else m.consecutive_failures end + v.failures,
      blocked_at = case when v.blocked then ${at}::timestamptz else m.blocked_at end,
      updated_at = ${at}::timestamptz
    from (values ${values}) v(id, reset, failures, blocked)
    where m.id = v.id and m.id in (select id from locked)`);
}
