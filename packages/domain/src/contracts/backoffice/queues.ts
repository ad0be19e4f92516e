/** The back office's work queues (issue 14): counts and the age of the oldest item of each queue. */
import { z } from 'zod';

/** How many items wait, and since when the oldest waits (ISO instant; null when the queue is empty). */
export const queueCountSchema = z.object({
  count: z.number().int().min(0),
  oldestAt: z.string().nullable(),
});
export type QueueCount = z.infer<typeof queueCountSchema>;

export const BACKOFFICE_UNDERWRITING_QUEUES = ['REFERRED', 'ON_HOLD', 'RECOMMENDATION_AWAITED'] as const;
export const BACKOFFICE_CLAIM_QUEUES = ['open', 'in_review', 'acknowledged', 'pending_payout'] as const;
/** A claim state staff work through (its queue on the console). */
export type BackofficeClaimQueue = (typeof BACKOFFICE_CLAIM_QUEUES)[number];

export const backofficeQueuesSchema = z.object({
  underwriting: z.object({
    REFERRED: queueCountSchema,
    ON_HOLD: queueCountSchema,
    RECOMMENDATION_AWAITED: queueCountSchema,
  }),
  preInspections: z.object({ awaiting: queueCountSchema }),
  claims: z.object({
    open: queueCountSchema,
    in_review: queueCountSchema,
    acknowledged: queueCountSchema,
    pending_payout: queueCountSchema,
  }),
  failedPayments: queueCountSchema,
});
export type BackofficeQueues = z.infer<typeof backofficeQueuesSchema>;
