/**
 * Credit life as the insurance core knows it, for every line that sells it (phones, vehicles): long-term
 * cover (31 days of cooling-off), the line's prefix, and its facts: the finance it settles, the person
 * responsible, the premium cap, and the policy it was sold with.
 */
import { creditLifeCoverShape } from '@cover/domain';
import { z } from 'zod';
import { productLine } from '../insurance-core/lines.js';

export const creditLifePolicyDataSchema = z
  .object(creditLifeCoverShape)
  .omit({ type: true })
  .extend({ linkedPolicyId: z.string().uuid().nullable() });
export type CreditLifePolicyData = z.infer<typeof creditLifePolicyDataSchema>;

/** A line's credit life: its key, policy-number prefix and package name. */
export const creditLifeLine = (key: string, numberPrefix: string, packageName: string) => ({
  ...productLine(key, 'long_term', numberPrefix, creditLifePolicyDataSchema),
  packageName,
});
export type CreditLifeLine = ReturnType<typeof creditLifeLine>;
