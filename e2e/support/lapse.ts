/**
 * Lets a policy lapse the way it does in production, without waiting a month: on the embedded database of a
 * stopped server, the policy is moved back in time (its start, and its next premium on its billing day before
 * the grace period that ended at least `lapsedDaysAgo` days ago),
 * its debit order is made to come back unpaid, and the real billing run is run on the due day and again the
 * day after the 15-day grace period, which lapses it.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, saDay } from '@cover/domain';
import { openDatabase } from '../../apps/server/src/db/client';
import { paymentMethods, policies } from '../../apps/server/src/db/schema/index';
import { runBilling } from '../../apps/server/src/modules/insurance-core/index';

const atNine = (day: string) => new Date(`${day}T09:00:00+02:00`);

/** The latest day on the policy's billing day (1–28) at least `daysAgo` days before today. */
function lastBillingDayBefore(billingDay: number, daysAgo: number): string {
  let day = addDays(saDay(new Date()), -daysAgo);
  while (Number(day.slice(8, 10)) !== billingDay) day = addDays(day, -1);
  return day;
}

export async function lapseForUnpaidPremium(
  dataDir: string,
  policyNumber: string,
  lapsedDaysAgo = 5,
): Promise<{ dueDate: string; lapsedOn: string }> {
  const database = await openDatabase(path.join(dataDir, 'pglite'));
  try {
    const { db } = database;
    const [policy] = await db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
    if (!policy?.paymentMethodId) throw new Error(`no policy ${policyNumber} with a payment method`);
    if (policy.billingDay > 28) throw new Error('use a billing day of 1 to 28');
    const dueDate = lastBillingDayBefore(policy.billingDay, lapsedDaysAgo + 16);
    await db
      .update(policies)
      .set({ startDate: addDays(dueDate, -30), nextBillingDate: dueDate })
      .where(eq(policies.id, policy.id));
    await db
      .update(paymentMethods)
      .set({ failing: true })
      .where(eq(paymentMethods.id, policy.paymentMethodId));
    const first = await runBilling(db, { now: atNine(dueDate) });
    if (first.failed !== 1) throw new Error(`the premium was not refused: ${JSON.stringify(first)}`);
    const lapsedOn = addDays(dueDate, 16);
    const second = await runBilling(db, { now: atNine(lapsedOn) });
    if (second.lapsed !== 1) throw new Error(`the policy did not lapse: ${JSON.stringify(second)}`);
    return { dueDate, lapsedOn };
  } finally {
    await database.close();
  }
}
