/**
 * The debit order authorisation (QA walk 10 nos. 3 and 7): a customer paying by debit order authorises the
 * collection with the amount in rand and the day of the month, as an employee authorises a salary
 * deduction; asked when the cover is bought and again when a change raises the amount collected. The text
 * shown and stored, the field it is given in, the message when it is not, and the first collection.
 */
import { formatRand } from '../format/money.js';
import { collectionDayText } from '../format/policy-history.js';
import { nextBillingDate } from '../lifecycle/billing-dates.js';
import { LAST_DAY_OF_MONTH } from '../constants/billing.js';

/** The consent's key in a declaration's consents and in the stored consents. */
export const DEBIT_ORDER_CONSENT = 'debitOrder';

/** Shown beside the unticked box, and the server's message on `consents.debitOrder`. */
export const DEBIT_ORDER_CONSENT_MESSAGE = 'Please authorise the debit order to continue';

/** The version of the text below; a stored consent names it. */
export const DEBIT_ORDER_CONSENT_TEXT_VERSION = 'debit-order-2026-12-v2';

const dayOfMonthText = (billingDay: number) =>
  billingDay === LAST_DAY_OF_MONTH
    ? collectionDayText(billingDay)
    : `${collectionDayText(billingDay)} of each month`;

/**
 * "I authorise the insurer to collect R 182,25 a month by debit order from the bank account I gave, on the
 * 25th of each month, until I cancel the policy." (cents in). `account` names the account otherwise where
 * someone else gave it (an operator's application: 'the bank account shown above'); a debit order that
 * collects for more than one policy (a phone's and its credit life's) runs "until I cancel these policies".
 */
export const debitOrderConsentText = (
  monthlyPremium: number,
  billingDay: number,
  account = 'the bank account I gave',
  policies = 1,
) =>
  `I authorise the insurer to collect ${formatRand(monthlyPremium)} a month by debit order from ${account}, on ${dayOfMonthText(billingDay)}, until I cancel ${policies > 1 ? 'these policies' : 'the policy'}.`;

/** The first collection of cover starting on `startDate` (YYYY-MM-DD): the billing day on or after it. */
export const firstCollectionDate = (billingDay: number, startDate: string) =>
  nextBillingDate(billingDay, startDate);
