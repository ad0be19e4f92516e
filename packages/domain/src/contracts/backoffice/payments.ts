/** Premium collections that failed and are still unpaid (issue 14), for the back office's payments queue. */
import { z } from 'zod';

export const backofficeFailedPaymentsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const backofficeFailedPaymentSchema = z.object({
  collectionId: z.string(),
  policyId: z.string(),
  policyNumber: z.string(),
  line: z.string(),
  holderName: z.string(),
  /** cents */
  amount: z.number().int(),
  dueDate: z.string(),
  failureReason: z.string().nullable(),
  attemptedAt: z.string().nullable(),
  /** the last day of the grace period before the policy lapses ('YYYY-MM-DD') */
  graceEndsOn: z.string(),
  /** the policy's status (ACTIVE, LAPSED, CANCELLED) */
  policyStatus: z.string(),
});
export type BackofficeFailedPayment = z.infer<typeof backofficeFailedPaymentSchema>;

export const backofficeFailedPaymentsReplySchema = z.object({
  data: z.array(backofficeFailedPaymentSchema),
});
export type BackofficeFailedPaymentsReply = z.infer<typeof backofficeFailedPaymentsReplySchema>;
