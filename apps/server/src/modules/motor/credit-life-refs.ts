/**
 * The `creditLife` part of a motor application's view: the vehicle credit life application taken with it
 * (credit-life-link.ts), its policy once issued, its premium and amount insured; none once removed.
 */
import type { MotorCreditLifeRef } from '@cover/domain/motor';
import { inArray } from 'drizzle-orm';
import { applications, type ApplicationRow } from '../../db/schema/index.js';
import type { LineCallContext } from '../insurance-core/line-context.js';

/** The `creditLife` part of the motor applications' views, by motor application id. */
export async function creditLifeRefsOf(
  db: LineCallContext['db'],
  rows: readonly ApplicationRow[],
): Promise<Map<string, MotorCreditLifeRef>> {
  const linked = rows.flatMap((row) => {
    const id = (row.details as { creditLifeApplicationId?: string | null }).creditLifeApplicationId;
    return id ? [[row.id, id] as const] : [];
  });
  if (linked.length === 0) return new Map();
  const found = await db
    .select()
    .from(applications)
    .where(
      inArray(
        applications.id,
        linked.map(([, id]) => id),
      ),
    );
  const refs = new Map<string, MotorCreditLifeRef>();
  for (const [motorId, id] of linked) {
    const row = found.find((entry) => entry.id === id);
    if (!row || row.status === 'ARCHIVED') continue;
    refs.set(motorId, {
      applicationId: row.id,
      policyId: row.policyId,
      status: row.status,
      monthlyPremium: row.monthlyPremium,
      totalAmountInsured: row.sumAssured,
    });
  }
  return refs;
}
