/**
 * Whether an application is archived at the desk now (QA H2 finding 2): the latest of its desk archive
 * events (desk-archive.ts) is 'archived'. Read for the desk's views and as a condition of its list.
 */
import { DESK_ARCHIVE_EVENTS } from '@cover/domain/motor';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { applications, events } from '../../db/schema/index.js';

const ARCHIVE_TYPES: string[] = [DESK_ARCHIVE_EVENTS.archived, DESK_ARCHIVE_EVENTS.unarchived];

/** When each application was archived at the desk, for those archived there now. */
export async function deskArchivedAtOf(
  db: Database,
  applicationIds: readonly string[],
): Promise<Map<string, Date>> {
  const archived = new Map<string, Date>();
  if (applicationIds.length === 0) return archived;
  const rows = await db
    .select({ entityId: events.entityId, type: events.type, createdAt: events.createdAt })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'application'),
        inArray(events.entityId, [...applicationIds]),
        inArray(events.type, ARCHIVE_TYPES),
      ),
    )
    .orderBy(events.createdAt, events.seq);
  for (const row of rows) {
    if (row.type === DESK_ARCHIVE_EVENTS.archived) archived.set(row.entityId, row.createdAt);
    else archived.delete(row.entityId);
  }
  return archived;
}

/** The SQL condition "archived at the desk now" on the applications table (its latest archive event). */
export const deskArchivedCondition = (): SQL =>
  sql`coalesce((select ${events.type} from ${events} where ${events.entityType} = 'application' and ${events.entityId} = ${applications.id}::text and ${events.type} in (${sql.join(
    ARCHIVE_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}) order by ${events.createdAt} desc, ${events.seq} desc limit 1), '') = ${DESK_ARCHIVE_EVENTS.archived}`;
