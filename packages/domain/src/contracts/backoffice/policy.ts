/**
 * A policy as the back office sees it (issue 14): its terms, waiting periods and cover limits in plain words,
 * the holder, its claims, its latest collections and its whole history (staff-only entries included).
 */
import { z } from 'zod';
import { entityIdField } from '../ids.js';
import { staffHistoryEntrySchema } from './history.js';

export const backofficePolicyParamsSchema = z.object({ policyId: entityIdField });

/** A fact in plain words, e.g. {label: 'Benefit cap per life', value: 'R100 000'}. */
export const labelledValueSchema = z.object({ label: z.string(), value: z.string() });
export type LabelledValue = z.infer<typeof labelledValueSchema>;

export const backofficeHolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  idNumber: z.string(),
  email: z.string(),
  cellphone: z.string().nullable(),
});

export const backofficePolicyClaimSchema = z.object({
  claimId: z.string(),
  claimNumber: z.string(),
  type: z.string(),
  /** the claim type in words ('Accident scratches & dents', 'Glass'); null where the type has no label */
  typeLabel: z.string().nullable().optional(),
  status: z.string(),
  statusDisplayValue: z.string(),
  /** cents */
  amount: z.number().int(),
  grantedAmount: z.number().int().nullable(),
  createdAt: z.string(),
});

export const backofficeCollectionSchema = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  /** cents; refunds are negative */
  amount: z.number().int(),
  dueDate: z.string(),
  failureReason: z.string().nullable(),
  attemptedAt: z.string().nullable(),
});

/** The policy for staff without its claims, collections and history (the claim page's summary). */
export const backofficePolicySummarySchema = z.object({
  policyId: z.string(),
  policyNumber: z.string(),
  line: z.string(),
  productName: z.string(),
  status: z.string(),
  statusDisplayValue: z.string(),
  /** cents */
  monthlyPremium: z.number().int(),
  sumAssured: z.number().int(),
  startDate: z.string(),
  nextBillingDate: z.string().nullable(),
  /** arrears in cents */
  balance: z.number().int(),
  version: z.number().int(),
  lapsedAt: z.string().nullable(),
  reinstatedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  waitingPeriods: z.array(labelledValueSchema),
  coverLimits: z.array(labelledValueSchema),
  holder: backofficeHolderSchema,
});
export type BackofficePolicySummary = z.infer<typeof backofficePolicySummarySchema>;

export const backofficePolicySchema = backofficePolicySummarySchema.extend({
  claims: z.array(backofficePolicyClaimSchema),
  /** the latest 24, newest first */
  collections: z.array(backofficeCollectionSchema),
  /** oldest first */
  history: z.array(staffHistoryEntrySchema),
});
export type BackofficePolicy = z.infer<typeof backofficePolicySchema>;
