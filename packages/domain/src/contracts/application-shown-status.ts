/**
 * The status an application is shown with in a list: the words of its chip AND the choices of the list's
 * status filter, from this one mapping, so a filter lists exactly the applications whose chip reads as it
 * does (QA ops 2: 'In progress' listed a declined application, 'Declined' none, 'Approved' one whose chip
 * read 'In progress'). The chip shows statusLabel(shown): 'Pending', 'On hold', 'Recommendation awaited',
 * 'In progress', 'Approved', 'Active', 'Declined', 'Cancelled', 'Archived'.
 */
import { z } from 'zod';
import { applicationListQuerySchema } from './policy-core.js';

export const APPLICATION_SHOWN_STATUSES = [
  'PENDING',
  'ON_HOLD',
  'RECOMMENDATION_AWAITED',
  'IN_PROGRESS',
  'APPROVED',
  'ACTIVE',
  'DECLINED',
  'CANCELLED',
  'ARCHIVED',
] as const;
export type ApplicationShownStatus = (typeof APPLICATION_SHOWN_STATUSES)[number];

/** What decides the shown status: the stored (or listed) status, the underwriting state, and any wait. */
export interface ApplicationStatusFacts {
  /** PENDING, APPROVED, ACTIVE, CANCELLED, ARCHIVED (or DECLINED as lists give it) */
  status: string;
  /** as stored (REFERRED, ON_HOLD …) or as the customer's view gives it (Pending, OnHold …); null: none */
  underwritingStatus?: string | null | undefined;
  /**
   * Whether an approved application still waits for something before cover starts (the vehicle's
   * inspection, the employee's acceptance): it then reads 'In progress', since 'Approved' reads as covered.
   */
  waiting?: boolean | undefined;
  /**
   * Whether the person it was made for declined it before cover started (an employee at the acceptance
   * link): it is stored as cancelled, yet reads 'Declined', as one an underwriter declined does.
   */
  declined?: boolean | undefined;
}

/** 'OnHold', 'On hold', 'ON_HOLD' → 'ON_HOLD'; 'Recommendation Awaited' → 'RECOMMENDATION_AWAITED'. */
const key = (value: string | null | undefined) =>
  (value ?? '')
    .trim()
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[\s-]+/g, '_')
    .toUpperCase();

/** The one status an application is shown with (its chip) and listed under (its filter). */
export function applicationShownStatus(facts: ApplicationStatusFacts): ApplicationShownStatus {
  const status = key(facts.status);
  const underwriting = key(facts.underwritingStatus);
  switch (status) {
    case 'PENDING':
      if (underwriting === 'ON_HOLD') return 'ON_HOLD';
      if (underwriting === 'RECOMMENDATION_AWAITED') return 'RECOMMENDATION_AWAITED';
      return 'PENDING';
    case 'APPROVED':
      return facts.waiting ? 'IN_PROGRESS' : 'APPROVED';
    case 'CANCELLED':
      return underwriting === 'DECLINED' || facts.declined ? 'DECLINED' : 'CANCELLED';
    case 'ACTIVE':
    case 'DECLINED':
    case 'ARCHIVED':
      return status;
    default:
      return 'PENDING';
  }
}

/**
 * A list of applications filtered by the status they are shown with (the operator desk's): no status is
 * every application, of whatever status.
 */
export const shownStatusListQuerySchema = applicationListQuerySchema.extend({
  status: z.enum(APPLICATION_SHOWN_STATUSES).optional(),
});
export type ShownStatusListQuery = z.output<typeof shownStatusListQuerySchema>;
