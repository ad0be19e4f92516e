/**
 * The customer notices (docs/decisions/0027): for every appended event a customer is told about, the
 * holder's message on each of their channels is written to the outbox in the SAME transaction as the change,
 * keyed '<event id>:<channel>', so a change that rolls back sends nothing and an event observed again (a
 * retry, a replay) sends nothing more. Staff-only events never produce a message. Delivery happens after the
 * commit (`notifier.deliverPending`), never inside the transaction.
 */
import { customerNotice, isCustomerNoticeType, normaliseSaMobile } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { EventRow } from '../../db/schema/index.js';
import { renderEmail } from '../../platform/notifier/index.js';
import { insertDedupedMessage } from '../../platform/notifier/outbox-repo.js';
import type { EventObserver } from '../insurance-core/events.js';
import { noticeTargetOf } from './notice-targets.js';
import { deliverableChannels, serviceChannelsOf, type NoticeChannel } from './preferences.js';

export const noticeDedupeKey = (eventId: string, channel: NoticeChannel) => `${eventId}:${channel}`;

/** Writes the event's notices to the outbox; returns how many new messages it wrote (0 for a repeat). */
export async function recordNotices(db: Database, event: EventRow): Promise<number> {
  if (event.internal || !isCustomerNoticeType(event.type)) return 0;
  const target = await noticeTargetOf(db, event);
  if (!target) return 0;
  const notice = customerNotice(event.type, target.facts);
  if (!notice) return 0;
  const { holder } = target;
  const channels = deliverableChannels(await serviceChannelsOf(db, holder), holder);
  let written = 0;
  for (const channel of channels) {
    const dedupeKey = noticeDedupeKey(event.id, channel);
    if (channel === 'email') {
      const mail = renderEmail('customer-notice', {
        name: holder.firstName,
        subject: notice.subject,
        paragraphs: notice.paragraphs,
      });
      const row = await insertDedupedMessage(db, {
        channel,
        to: holder.email.trim(),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        dedupeKey,
      });
      if (row) written += 1;
    } else {
      const to = normaliseSaMobile(holder.cellphone ?? '');
      if (!to) continue;
      const row = await insertDedupedMessage(db, { channel, to, subject: null, text: notice.sms, dedupeKey });
      if (row) written += 1;
    }
  }
  return written;
}

/** The observer to register with `observeEvents`; `onWritten` is told when new messages wait for delivery. */
export function createNoticeObserver(onWritten: () => void = () => {}): EventObserver {
  return async (db, event) => {
    if ((await recordNotices(db, event)) > 0) onWritten();
  };
}
