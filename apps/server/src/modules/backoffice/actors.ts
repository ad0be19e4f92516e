/**
 * Who did it, in plain words, for the histories staff read: an operator's display name for
 * 'operator:<id>', 'Customer' for a retail or employee user, 'Billing run' for the monthly run.
 */
import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { operators } from '../../db/schema/index.js';
import { isUuid } from '../insurance-core/errors.js';

const OPERATOR_PREFIX = 'operator:';

const FIXED_NAMES: Readonly<Record<string, string>> = {
  'billing-run': 'Billing run',
  'inspection-link': 'Customer (inspection link)',
  public: 'System',
  system: 'System',
};

/** The operator id of an 'operator:<id>' actor, if it is one. */
export function operatorIdOf(actor: string | null): string | null {
  if (!actor?.startsWith(OPERATOR_PREFIX)) return null;
  const id = actor.slice(OPERATOR_PREFIX.length);
  return isUuid(id) ? id : null;
}

/** The name of an actor, given the display names of the operators among them. */
export function actorName(actor: string | null, operatorNames: ReadonlyMap<string, string>): string {
  if (!actor) return 'System';
  const fixed = FIXED_NAMES[actor];
  if (fixed) return fixed;
  const operatorId = operatorIdOf(actor);
  if (operatorId) return operatorNames.get(operatorId) ?? 'Staff member';
  if (actor.startsWith(OPERATOR_PREFIX)) return 'Staff member';
  if (actor.startsWith('retail:') || actor.startsWith('employee:')) return 'Customer';
  return 'System';
}

/** The display names of the operators among `actors`, by operator id. */
export async function operatorNamesOf(
  db: Database,
  actors: readonly (string | null)[],
): Promise<Map<string, string>> {
  const ids = [...new Set(actors.map(operatorIdOf).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: operators.id, displayName: operators.displayName })
    .from(operators)
    .where(inArray(operators.id, ids));
  return new Map(rows.map((row) => [row.id, row.displayName]));
}
