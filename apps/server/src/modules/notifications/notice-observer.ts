/**
 * The customer notices (docs/decisions/0027): for every appended event a customer is told about, the
 * holder's message on each of their channels is written to the outbox in the SAME transaction as the change,
 * keyed '<event id>:<channel>', so a change that rolls back sends nothing and an event observed again (a
 * retry, a replay) sends nothing more. Staff-only events never produce a message. Delivery happens after the
 * commit (`notifier.deliverPending`), never inside the transaction.
 */
import { customerNotice, isCustomerNoticeType, normaliseSaMobile, type ServiceChannels } from '@cover/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, outboxMessages, type EventRow, type NewOutboxMessageRow } from '../../db/schema/index.js';
import { renderEmail } from '../../platform/notifier/index.js';
import type { EventBatchObserver } from '../insurance-core/events.js';
import { noticeTargetsOf, type NoticeTarget } from './notice-targets.js';
import { sameTransactionAs, STEPS_OF_ONE_TRANSACTION } from './sold-together.js';
import { deliverableChannels, serviceChannelsOfMany, type NoticeChannel } from './preferences.js';

export const noticeDedupeKey = (eventId: string, channel: NoticeChannel) => `${eventId}:${channel}`;

/** The outbox rows of one event's notice: one per channel the holder can be reached on. */
function messagesOf(event: EventRow, target: NoticeTarget, channels: ServiceChannels): NewOutboxMessageRow[] {
  const notice = customerNotice(event.type, target.facts);
  if (!notice) return [];
  const { holder } = target;
  return deliverableChannels(channels, holder).flatMap((channel): NewOutboxMessageRow[] => {
    const dedupeKey = noticeDedupeKey(event.id, channel);
    if (channel === 'email') {
      const mail = renderEmail('customer-notice', {
        name: holder.firstName,
        subject: notice.subject,
        paragraphs: notice.paragraphs,
      });
      return [
        {
          channel,
          to: holder.email.trim(),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          dedupeKey,
        },
      ];
    }
    // a notice without an SMS (the pre-inspection's: the text with its link is the SMS) goes by email only
    const to = notice.sms === null ? null : normaliseSaMobile(holder.cellphone ?? '');
    return to && notice.sms !== null ? [{ channel, to, subject: null, text: notice.sms, dedupeKey }] : [];
  });
}

/**
 * Whether the customer is told of an event: not a staff-only one, and not the receipt of an application an
 * operator made for them (they are asked to review and accept it instead, and thank no one for applying).
 */
const isToldToCustomer = (event: EventRow): boolean =>
  !event.internal &&
  isCustomerNoticeType(event.type) &&
  !(event.type === 'application.created' && event.actor?.startsWith('operator:'));

const CHANNELS: readonly NoticeChannel[] = ['email', 'sms'];

/** The outbox rows this transaction wrote (created_at is its start) that nobody has sent yet. */
const writtenHereAndPending = (keys: readonly string[]) =>
  and(
    inArray(outboxMessages.dedupeKey, [...keys]),
    eq(outboxMessages.status, 'pending'),
    sql`${outboxMessages.createdAt} = transaction_timestamp()`,
  );

/**
 * The "received" notices these events tell: an application is received when the customer confirms it (their
 * declaration approves it), not when a wizard stores it a step earlier (QA H7 finding 8: a customer who stopped
 * at the last step had been told their application was received). Its 'application.created' event is told
 * then, under its own keys, so it is told once however often the declaration is observed; an application
 * issued in the same transaction is told by "issued" alone (`withdrawReceivedNotices`), and one referred on its
 * declaration by "we are reviewing" alone (it is not approved).
 */
async function receivedOnDeclaration(db: Database, batch: readonly EventRow[]): Promise<EventRow[]> {
  const declared = batch.flatMap((event) =>
    event.type === 'application.approved' && event.data?.declaration === true ? [event.entityId] : [],
  );
  if (declared.length === 0) return [];
  return db
    .select()
    .from(events)
    .where(
      and(
        eq(events.entityType, 'application'),
        eq(events.type, 'application.created'),
        inArray(events.entityId, declared),
      ),
    );
}

/** The applications whose policies these events issue. */
const issuedApplications = (batch: readonly EventRow[]) =>
  batch.flatMap((event) => {
    const applicationId = event.type === 'policy.issued' ? event.data?.applicationId : null;
    return typeof applicationId === 'string' ? [applicationId] : [];
  });

/**
 * An application received and issued in one transaction (a declaration sent with the application, a device's
 * credit life issued with it), or approved by an underwriter and issued in one (QA walk 16), is told once, by
 * the "issued" notice: "we received your application, we will let you know", or "approved, your policy number
 * follows", beside the policy itself would only be noise. Those rows this transaction wrote (created_at is the
 * transaction's start, `now()`) and nobody has sent are withdrawn; a notice of an earlier transaction stands
 * (it has been, or is being, delivered).
 */
async function withdrawReceivedNotices(db: Database, applicationIds: readonly string[]): Promise<void> {
  if (applicationIds.length === 0) return;
  const received = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'application'),
        inArray(events.type, ['application.created', 'application.underwriting_approved']),
        inArray(events.entityId, [...applicationIds]),
      ),
    );
  if (received.length === 0) return;
  await db
    .delete(outboxMessages)
    .where(
      writtenHereAndPending(
        received.flatMap((event) => CHANNELS.map((channel) => noticeDedupeKey(event.id, channel))),
      ),
    );
}

/**
 * Cover sold with another (the credit life taken with a phone) is told in that one's notice of the same step
 * (docs/decisions/0027, addendum "one notice for cover sold together"): when the cover it was sold with has an
 * event of the same type, this event adds no notice of its own. If that event's rows were written by this
 * transaction and nobody has sent them (the phone's application and its credit life made in one request, the
 * credit life issued with the phone), they are written again under their own keys with the notice that now
 * names both (read as the data stands now: the credit life exists by then); an event observed again finds
 * them sent or written earlier and changes nothing. Without such an event (the credit life referred, approved
 * or issued on its own, at another moment) it is told on its own. A step a policy may take again (a payment
 * change, a cancellation) is the same step only when both events were appended by one transaction (the credit
 * life moved to the phone's new payment method, or cancelled with it). Returns whether it is told with the other.
 */
async function toldTogether(db: Database, event: EventRow, target: NoticeTarget): Promise<boolean> {
  const { toldWith } = target;
  if (!toldWith) return false;
  const others = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.entityType, toldWith.entityType),
        eq(events.entityId, toldWith.entityId),
        eq(events.type, event.type),
        // a payment change or cancellation of the other at another moment is not this step
        STEPS_OF_ONE_TRANSACTION.has(event.type) ? sameTransactionAs(event.id) : undefined,
      ),
    );
  if (others.length === 0) return false;
  await retellPendingHere(db, others);
  return true;
}

/**
 * Writes the notices of `told` again, as the data stands now, where this transaction wrote them and nobody
 * has sent them (under their own keys); notices written earlier or sent stand as they are.
 */
async function retellPendingHere(db: Database, told: readonly EventRow[]): Promise<void> {
  const pending = await db
    .select({ dedupeKey: outboxMessages.dedupeKey })
    .from(outboxMessages)
    .where(
      writtenHereAndPending(
        told.flatMap((other) => CHANNELS.map((channel) => noticeDedupeKey(other.id, channel))),
      ),
    );
  const keys = new Set(pending.map((row) => row.dedupeKey));
  const telling = told.filter((other) =>
    CHANNELS.some((channel) => keys.has(noticeDedupeKey(other.id, channel))),
  );
  if (telling.length === 0) return;
  const targets = await noticeTargetsOf(db, telling);
  const channels = await serviceChannelsOfMany(
    db,
    targets.flatMap((other) => (other ? [other.holder] : [])),
  );
  const rewritten = telling.flatMap((other, index) => {
    const target = targets[index];
    const chosen = target && channels.get(target.holder.id);
    return target && chosen ? messagesOf(other, target, chosen) : [];
  });
  for (const message of rewritten) {
    const key = message.dedupeKey;
    if (!key || !keys.has(key)) continue;
    await db
      .update(outboxMessages)
      .set({ subject: message.subject ?? null, text: message.text, html: message.html ?? null })
      .where(writtenHereAndPending([key]));
  }
}

/**
 * A claim made with every document it needs (in one request) is told so: its "received" notice, written
 * before its documents were recorded, is written again once they are complete in the same transaction, so it
 * asks for no outstanding document.
 */
async function retellClaimsCompleteOnSubmit(db: Database, batch: readonly EventRow[]): Promise<void> {
  const claimIds = batch.flatMap((event) =>
    event.type === 'claim.documents_complete' ? [event.entityId] : [],
  );
  if (claimIds.length === 0) return;
  const submitted = await db
    .select()
    .from(events)
    .where(
      and(
        eq(events.entityType, 'claim'),
        eq(events.type, 'claim.submitted'),
        inArray(events.entityId, claimIds),
      ),
    );
  await retellPendingHere(db, submitted);
}

const insertMessages = async (db: Database, messages: NewOutboxMessageRow[]): Promise<number> => {
  if (messages.length === 0) return 0;
  const written = await db
    .insert(outboxMessages)
    .values(messages)
    .onConflictDoNothing({ target: outboxMessages.dedupeKey })
    .returning({ id: outboxMessages.id });
  return written.length;
};

/**
 * Writes the notices of appended events to the outbox (the rows one statement appended: their targets,
 * channels and messages are read and written a few statements for all of them); returns how many new
 * messages it wrote (0 for a repeat). Cover sold with another is told in that one's notice of the same step
 * (`toldTogether`), after the batch's own notices are written.
 */
export async function recordNoticesOf(db: Database, batch: readonly EventRow[]): Promise<number> {
  await withdrawReceivedNotices(db, issuedApplications(batch));
  await retellClaimsCompleteOnSubmit(db, batch);
  const received = await receivedOnDeclaration(db, batch);
  const told = [...received, ...batch.filter((event) => event.type !== 'application.created')].filter(
    isToldToCustomer,
  );
  if (told.length === 0) return 0;
  const targets = await noticeTargetsOf(db, told);
  const holders = new Map(targets.flatMap((target) => (target ? [[target.holder.id, target.holder]] : [])));
  const channels = await serviceChannelsOfMany(db, [...holders.values()]);
  const own: NewOutboxMessageRow[] = [];
  const soldWith: { event: EventRow; target: NoticeTarget; chosen: ServiceChannels }[] = [];
  told.forEach((event, index) => {
    const target = targets[index];
    const chosen = target && channels.get(target.holder.id);
    if (!target || !chosen) return;
    if (target.toldWith) soldWith.push({ event, target, chosen });
    else own.push(...messagesOf(event, target, chosen));
  });
  let written = await insertMessages(db, own);
  for (const { event, target, chosen } of soldWith) {
    if (await toldTogether(db, event, target)) continue;
    written += await insertMessages(db, messagesOf(event, target, chosen));
  }
  return written;
}

/** Writes one event's notices to the outbox; returns how many new messages it wrote (0 for a repeat). */
export const recordNotices = (db: Database, event: EventRow): Promise<number> => recordNoticesOf(db, [event]);

/** The observer to register with `observeEventBatches`; `onWritten` is told when new messages wait for delivery. */
export function createNoticeObserver(onWritten: () => void = () => {}): EventBatchObserver {
  return async (db, batch) => {
    if ((await recordNoticesOf(db, batch)) > 0) onWritten();
  };
}
