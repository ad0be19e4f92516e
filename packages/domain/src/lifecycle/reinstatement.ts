/**
 * Reinstatement of a lapsed policy (docs/decisions/0026): the holder may bring a policy that lapsed for
 * non-payment back within REINSTATEMENT_WINDOW_DAYS of the lapse, by paying the arrears. Within that window
 * no new waiting period starts (PPR long-term rule 2A.9 allows none within 2 months).
 */
import { addDays } from './dates.js';

export const REINSTATEMENT_WINDOW_DAYS = 60;

/** The last South African day on which a policy that lapsed on `lapsedOn` can be reinstated. */
export function reinstatementWindowEndsOn(lapsedOn: string, windowDays = REINSTATEMENT_WINDOW_DAYS): string {
  return addDays(lapsedOn, windowDays);
}
