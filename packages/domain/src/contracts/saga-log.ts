import { z } from 'zod';
import { multilineText } from '../validators/zod-fields.js';

/** Client log entry (spec 000 §3): a category and details, posted to api/retail/sagaLog or api/employee/sagaLog. */
export const LOG_CATEGORIES = ['info', 'error', 'warning'] as const;

export const sagaLogSchema = z.object({
  category: z.enum(LOG_CATEGORIES),
  details: z.union([multilineText(z.string().max(8000)), z.record(z.string(), z.unknown())]),
});
export type SagaLog = z.infer<typeof sagaLogSchema>;
