/**
 * The back office's search (issue 14): one box for a policy, claim or application number, a 13-digit ID
 * number, a mobile number or a full name (the holder's policies, applications and claims), a vehicle
 * registration number or a phone's IMEI (exact matches only).
 */
import { z } from 'zod';

export const BACKOFFICE_SEARCH_MESSAGES = {
  query:
    'Please enter a policy, claim, application, ID, mobile, registration or IMEI number, or a full name (2 to 40 characters)',
} as const;

export const backofficeSearchQuerySchema = z.object({
  q: z
    .string({ message: BACKOFFICE_SEARCH_MESSAGES.query })
    .trim()
    .min(2, BACKOFFICE_SEARCH_MESSAGES.query)
    .max(40, BACKOFFICE_SEARCH_MESSAGES.query),
});

export const BACKOFFICE_SEARCH_KINDS = ['policy', 'claim', 'application', 'pre_inspection'] as const;
export type BackofficeSearchKind = (typeof BACKOFFICE_SEARCH_KINDS)[number];
export const BACKOFFICE_SEARCH_LIMIT = 50;

export const backofficeSearchResultSchema = z.object({
  kind: z.enum(BACKOFFICE_SEARCH_KINDS),
  id: z.string(),
  /** e.g. 'FUN-2026-000123' or 'CLM-2026-000045' */
  title: z.string(),
  /** e.g. 'Funeral cover · Thabo Mokoena' */
  subtitle: z.string(),
  /** the status as shown to staff */
  status: z.string(),
});
export type BackofficeSearchResult = z.infer<typeof backofficeSearchResultSchema>;

export const backofficeSearchReplySchema = z.object({
  results: z.array(backofficeSearchResultSchema).max(BACKOFFICE_SEARCH_LIMIT),
});
export type BackofficeSearchReply = z.infer<typeof backofficeSearchReplySchema>;
