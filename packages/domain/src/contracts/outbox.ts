import { z } from 'zod';

/** A message the platform sent (or will send) by email or SMS, as listed on the development mailbox. */
export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxListSchema = z.object({ messages: z.array(outboxMessageSchema) });
export type OutboxList = z.infer<typeof outboxListSchema>;
