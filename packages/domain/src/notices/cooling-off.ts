/**
 * What the customer is told about cooling-off, in one wording wherever it is shown (the quote screens, the
 * policy schedule). Every line refunds all the premiums paid when a policy is cancelled inside its
 * cooling-off period, provided no claim has been made on it (PPR rule 4, docs/decisions/0014); the period
 * runs from the start of the cover (lifecycle/cover-periods.ts).
 */
import { formatLongDate } from '../format/dates.js';

/**
 * 'You have 14 days to change your mind (cooling-off): cancel within 14 days of the start of your cover,
 * until 16 March 2026, and the premiums you paid are refunded, provided no claim has been made.' The last
 * day ('YYYY-MM-DD') is named when it is known.
 */
export function coolingOffNotice(days: number, endsOn?: string | null): string {
  const until = endsOn ? `, until ${formatLongDate(endsOn)},` : '';
  return `You have ${days} days to change your mind (cooling-off): cancel within ${days} days of the start of your cover${until} and the premiums you paid are refunded, provided no claim has been made.`;
}
