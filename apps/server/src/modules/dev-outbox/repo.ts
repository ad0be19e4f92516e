import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages, type OutboxMessageRow } from '../../db/schema/index.js';

export async function listRecentOutboxMessages(db: Database, limit: number): Promise<OutboxMessageRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
}
