/**
 * Lets a policy live past its cooling-off period with a month paid for that runs past today, the way it does
 * in production, without waiting: on the embedded database of a stopped server, the policy is moved back in
 * time (its start 40 days before its premium, which falls due 10 days ago on its billing day) and the real
 * billing run collects that premium on its due day.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, coolingOffEndsOn, saDay } from '@cover/domain';
import { openDatabase } from '../../apps/server/src/db/client';
import { policies } from '../../apps/server/src/db/schema/index';
import { runBilling } from '../../apps/server/src/modules/insurance-core/index';

const atNine = (day: string) => new Date(`${day}T09:00:00+02:00`);

export async function paidMonthAfterCoolingOff(
  dataDir: string,
  policyNumber: string,
): Promise<{ dueDate: string; monthlyPremium: number; nextBillingDate: string }> {
  const database = await openDatabase(path.join(dataDir, 'pglite'));
  try {
    const { db } = database;
    const [policy] = await db.select().from(policies).where(eq(policies.policyNumber, policyNumber));
    if (!policy) throw new Error(`no policy ${policyNumber}`);
    // 10 days ago, or 5 when that day of the month has no billing day (29th to 31st)
    const dueDate = [10, 5]
      .map((days) => addDays(saDay(new Date()), -days))
      .find((day) => Number(day.slice(8)) <= 28);
    if (!dueDate) throw new Error('no billing day in reach');
    const startDate = addDays(dueDate, -40);
    await db
      .update(policies)
      .set({
        startDate,
        coolingOffEndsOn: coolingOffEndsOn(startDate),
        billingDay: Number(dueDate.slice(8)),
        nextBillingDate: dueDate,
      })
      .where(eq(policies.id, policy.id));
    const billed = await runBilling(db, { now: atNine(dueDate) });
    if (billed.collected !== 1) throw new Error(`the premium was not collected: ${JSON.stringify(billed)}`);
    const [after] = await db.select().from(policies).where(eq(policies.id, policy.id));
    if (!after?.nextBillingDate) throw new Error('no next collection after billing');
    return { dueDate, monthlyPremium: after.monthlyPremium, nextBillingDate: after.nextBillingDate };
  } finally {
    await database.close();
  }
}
