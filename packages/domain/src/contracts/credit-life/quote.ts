/**
 * Credit life (phones and vehicles, one engine: rating/credit-life): covers the outstanding balance of a
 * financed item on the death or permanent disability of the person responsible for the finance. The
 * premium is on the outstanding balance and never above R4.50 per R1 000 a month (NCA regulations 2017).
 */
import { z } from 'zod';

export const CREDIT_LIFE_MESSAGES = {
  outstandingBalance: 'Please enter the outstanding balance in rand',
  outstandingBalanceLow: 'The outstanding balance must be at least R100',
  outstandingBalanceHigh: 'Credit life on a phone covers an outstanding balance of up to R100 000',
  additionalPercentage: 'The additional percentage is a whole number from 0 to 25',
  personResponsible: 'Please tell us who is responsible for the finance',
  beneficiaries: 'Please add the beneficiaries of the credit life cover',
  issuedPercentage: 'A percentage is a whole number from 0 to 100',
} as const;

/** The outstanding balances credit life on a phone covers, in cents. */
export const DEVICE_CREDIT_LIFE_BALANCE_LIMITS = { minCents: 10_000, maxCents: 10_000_000 } as const;

/** A line's outstanding balance field: whole cents within the line's limits, with its own messages. */
export const creditLifeBalanceField = (
  limits: { minCents: number; maxCents: number },
  messages: { low: string; high: string },
) =>
  z
    .number({ message: CREDIT_LIFE_MESSAGES.outstandingBalance })
    .int(CREDIT_LIFE_MESSAGES.outstandingBalance)
    .min(limits.minCents, messages.low)
    .max(limits.maxCents, messages.high);

export const deviceOutstandingBalanceField = creditLifeBalanceField(DEVICE_CREDIT_LIFE_BALANCE_LIMITS, {
  low: CREDIT_LIFE_MESSAGES.outstandingBalanceLow,
  high: CREDIT_LIFE_MESSAGES.outstandingBalanceHigh,
});

/** The extra percentage of the balance insured (vehicle credit life): a whole number from 0 to 25. */
export const CREDIT_LIFE_MAX_ADDITIONAL_PERCENTAGE = 25;
export const additionalPercentageField = z
  .number({ message: CREDIT_LIFE_MESSAGES.additionalPercentage })
  .int(CREDIT_LIFE_MESSAGES.additionalPercentage)
  .min(0, CREDIT_LIFE_MESSAGES.additionalPercentage)
  .max(CREDIT_LIFE_MAX_ADDITIONAL_PERCENTAGE, CREDIT_LIFE_MESSAGES.additionalPercentage);

/** A priced credit life cover (the credit-life quote, and part of a device quote when opted in). */
export const creditLifeQuoteSchema = z.object({
  /** cents */
  outstandingBalance: z.number().int(),
  additionalPercentage: z.number().int(),
  /** the balance covered: outstanding balance plus the additional percentage, cents */
  totalAmountInsured: z.number().int(),
  creditLifeMonthlyPremium: z.number().int(),
  /** R4.50 per R1 000 of the outstanding balance: the most the premium may be, cents a month */
  maximumMonthlyPremium: z.number().int(),
  rateTableVersion: z.string(),
});
export type CreditLifeQuote = z.infer<typeof creditLifeQuoteSchema>;

/** The device credit-life quote (CMS credit-life-quote, and the wizard's estimate). */
export const deviceCreditLifeQuoteInputSchema = z.object({
  outstandingBalance: deviceOutstandingBalanceField,
});
export type DeviceCreditLifeQuoteInput = z.infer<typeof deviceCreditLifeQuoteInputSchema>;
