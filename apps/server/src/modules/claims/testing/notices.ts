/** Test support: what the customer was sent for an event of a claim (read from the outbox). */
import { and, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { events, outboxMessages } from '../../../db/schema/index.js';

/** The texts written for every `type` event of the claim on `channel`, oldest event first. */
export async function noticeTexts(
  db: Database,
  claimId: string,
  type: string,
  channel: 'email' | 'sms',
): Promise<string[]> {
  const found = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.entityId, claimId), eq(events.type, type)))
    .orderBy(events.createdAt, events.seq);
  const texts: string[] = [];
  for (const event of found) {
    const rows = await db
      .select({ text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(like(outboxMessages.dedupeKey, `${event.id}:%`), eq(outboxMessages.channel, channel)));
    texts.push(...rows.map((row) => row.text));
  }
  return texts;
}
