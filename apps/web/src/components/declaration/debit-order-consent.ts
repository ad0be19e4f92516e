import { z } from 'zod';
import { DEBIT_ORDER_CONSENT_MESSAGE, debitOrderConsentText, isBillingDay } from '@cover/domain';
import { keepAmountsTogether } from '../money/format-money';

/**
 * The debit order authorisation (QA walk 10 nos. 3 and 7), as the salary deduction consent is asked for a
 * deduction: required when a debit order pays, its text naming the amount a month and the collection day,
 * as the server stores it.
 */
export const debitOrderConsentField = (required: boolean) =>
  z.boolean().refine((given) => given || !required, DEBIT_ORDER_CONSENT_MESSAGE);

/**
 * Its checkbox (none before the premium and the day are known), `monthlyPremium` in cents: the server's
 * words, the amount kept whole at 390 px ('R' never alone at a line's end).
 */
export const debitOrderConsentItems = (monthlyPremium: number | null | undefined, billingDay: number) =>
  typeof monthlyPremium === 'number' && monthlyPremium > 0 && isBillingDay(billingDay)
    ? [
        {
          name: 'debitOrder' as const,
          label: keepAmountsTogether(debitOrderConsentText(monthlyPremium, billingDay)),
        },
      ]
    : [];
