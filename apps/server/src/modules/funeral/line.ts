/** The funeral line as the insurance core knows it: long-term cover, FUN- policy numbers, its policy facts. */
import { FUNERAL_LINE } from '@cover/domain/funeral';
import { z } from 'zod';
import { productLine } from '../insurance-core/lines.js';

export const funeralPolicyDataSchema = z.object({
  coverType: z.string().min(1),
  coverOption: z.string().min(1),
  /** the end of the natural-death waiting period of the lives covered from the start date */
  naturalDeathWaitingEndsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FuneralPolicyData = z.infer<typeof funeralPolicyDataSchema>;

export const FUNERAL = productLine(FUNERAL_LINE, 'long_term', 'FUN', funeralPolicyDataSchema);

export const funeralDataOf = FUNERAL.dataOf;
