import type { OutboxList } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { listRecentOutboxMessages } from './repo.js';

export const DEV_OUTBOX_LIMIT = 50;

/** The newest messages in the outbox, for the development mailbox page. */
export async function listDevOutbox(db: Database): Promise<OutboxList> {
  const rows = await listRecentOutboxMessages(db, DEV_OUTBOX_LIMIT);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      subject: row.subject,
      text: row.text,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    })),
  };
}
