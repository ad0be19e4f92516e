/** Whether a pre-inspection was made for a swap (Swap vehicle), for its notices' words. */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, type EventRow } from '../../db/schema/index.js';
import type { Data } from './notice-figures.js';

/** Its 'pre_inspection_created' event says so (createPreinspection's `forSwap`): read it for a later event. */
export async function madeForSwap(db: Database, event: EventRow, data: Data): Promise<boolean> {
  if (event.type === 'pre_inspection_created') return data.forSwap === true;
  const [created] = await db
    .select({ data: events.data })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'pre_inspection'),
        eq(events.entityId, event.entityId),
        eq(events.type, 'pre_inspection_created'),
      ),
    )
    .limit(1);
  return (created?.data as Data | null | undefined)?.forSwap === true;
}
