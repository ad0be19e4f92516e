/** The funeral line as the insurance core knows it: long-term cover, FUN- policy numbers, its policy facts. */
import { FUNERAL_LINE } from '@cover/domain/funeral';
import { z } from 'zod';
import type { PolicyRow } from '../../db/schema/index.js';
import { lineDataOf, type ProductLine } from '../insurance-core/lines.js';

export const funeralPolicyDataSchema = z.object({
  coverType: z.string().min(1),
  coverOption: z.string().min(1),
  /** the end of the natural-death waiting period of the lives covered from the start date */
  naturalDeathWaitingEndsOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type FuneralPolicyData = z.infer<typeof funeralPolicyDataSchema>;

export const FUNERAL: ProductLine<FuneralPolicyData> = {
  key: FUNERAL_LINE,
  term: 'long_term',
  numberPrefix: 'FUN',
  policyData: funeralPolicyDataSchema,
};

export const funeralDataOf = (policy: Pick<PolicyRow, 'line' | 'lineData'>): FuneralPolicyData =>
  lineDataOf(FUNERAL, policy);
