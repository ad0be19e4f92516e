/**
 * What an operator did on the employee's behalf, as the employee reads it in their policy's history: in
 * their own voice ("Desk One registered your Toyota … on your behalf", "You reviewed the application"), not
 * as stored for other readers ("… the employee"). The words are the on-behalf wording of the domain.
 */
import { onBehalfSummary, YOUR_VOICE } from '@cover/domain/motor';
import { inArray } from 'drizzle-orm';
import { operators } from '../../db/schema/index.js';
import type { HolderWording } from '../insurance-core/holder-reads.js';

const OPERATOR = 'operator:';

export const onBehalfInHolderVoice: HolderWording = async (db, history) => {
  const onBehalf = history.filter((event) => event.type.startsWith('on_behalf.'));
  if (onBehalf.length === 0) return new Map();
  const ids = [
    ...new Set(
      onBehalf.flatMap((event) =>
        event.actor?.startsWith(OPERATOR) ? [event.actor.slice(OPERATOR.length)] : [],
      ),
    ),
  ];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await db
            .select({ id: operators.id, displayName: operators.displayName })
            .from(operators)
            .where(inArray(operators.id, ids))
        ).map((row) => [`${OPERATOR}${row.id}`, row.displayName]),
  );
  return new Map(
    onBehalf.flatMap((event) => {
      const { summary: _stored, ...facts } = event.data;
      const operatorName = names.get(event.actor ?? '') ?? 'An operator';
      const words = onBehalfSummary(event.type, { operatorName, data: facts }, YOUR_VOICE);
      return words ? [[event.id, words] as const] : [];
    }),
  );
};
