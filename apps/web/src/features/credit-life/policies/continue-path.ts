import type { CreditLifeApplication } from '@cover/domain';
import type { CreditLifeLine } from '../line';

/**
 * Where a PENDING application is finished: one taken on its own in the standalone form, one taken with
 * the line's cover in its registration; none where the audience has no such screen.
 */
export function continuePath(line: CreditLifeLine, item: CreditLifeApplication): string | null {
  if (item.status !== 'PENDING') return null;
  const linked = item.module.linkedApplicationId;
  if (linked) return line.paths.register(linked);
  return line.standalone ? line.paths.newCreditLife(item.applicationId) : null;
}
