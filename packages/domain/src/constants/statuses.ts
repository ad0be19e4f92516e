/** Application and policy statuses and the values shown for them (spec 001 §4, 002 §4). */
export const APPLICATION_STATUSES = ['PENDING', 'ACTIVE', 'APPROVED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const POLICY_STATUSES = ['ACTIVE', 'LAPSED', 'CANCELLED'] as const;
export type PolicyStatus = (typeof POLICY_STATUSES)[number];

/** The display values of the spec, spelled as it spells them. */
export const STATUS_DISPLAY_VALUES = [
  'active',
  'Cancelled',
  'Pending',
  'OnHold',
  'Recommendation Awaited',
] as const;
export type StatusDisplayValue = (typeof STATUS_DISPLAY_VALUES)[number];

/** Status (any case, spaces, hyphens or underscores) → spec display value. Keys are upper snake case. */
const DISPLAY_BY_STATUS: Readonly<Record<string, StatusDisplayValue>> = {
  ACTIVE: 'active',
  CANCELLED: 'Cancelled',
  PENDING: 'Pending',
  ON_HOLD: 'OnHold',
  ONHOLD: 'OnHold',
  RECOMMENDATION_AWAITED: 'Recommendation Awaited',
};

/**
 * The value shown for a status: the spec's display value where it has one (ACTIVE → 'active',
 * CANCELLED → 'Cancelled', PENDING → 'Pending', ON_HOLD → 'OnHold', RECOMMENDATION_AWAITED →
 * 'Recommendation Awaited'); any other status is shown in sentence case (LAPSED → 'Lapsed',
 * PENDING_PAYOUT → 'Pending payout').
 */
export function statusDisplayValue(status: string): string {
  const key = status
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const known = DISPLAY_BY_STATUS[key];
  if (known) return known;
  const words = key.toLowerCase().replace(/_+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The words a customer sees for a status, whichever way it is given (a status code or a display value):
 * the display value (statusDisplayValue) in sentence case, with run-together words split. ACTIVE and
 * 'active' → 'Active', LAPSED → 'Lapsed', ON_HOLD and 'OnHold' → 'On hold', 'Recommendation Awaited' →
 * 'Recommendation awaited', PENDING_PAYOUT → 'Pending payout'. Status chips and list filters both show
 * this, so a filter offers exactly what the chips show. Applying it twice changes nothing.
 */
export function statusLabel(statusOrDisplayValue: string): string {
  const words = statusDisplayValue(statusOrDisplayValue)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
