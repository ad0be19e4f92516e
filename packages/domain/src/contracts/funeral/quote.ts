/**
 * Quote packages (spec 002 §3 "Quote response"): getAQuote (retail), quote (employee), get-quote and
 * paid/get-quote (CMS) take the funeral quote input and reply with a stored, priced quote package that
 * expires 7 days after it was created. The public cover calculator replies with a quote that is not stored.
 */
import { z } from 'zod';
import { PACKAGE_NAMES } from '../../constants/packages.js';
import { funeralQuoteInputSchema, funeralQuoteSchema } from '../funeral-quote.js';

/** getAQuote / quote / get-quote: the quote input (spec field names of the wizard's step1 as a quote). */
export const getQuoteInputSchema = funeralQuoteInputSchema;
export type GetQuoteInput = z.input<typeof getQuoteInputSchema>;

/** The employee quote: EMPLOYEE_FUNERAL_INSURANCE unless TELKOM_FREE_BENEFIT is asked for. */
export const employeeQuoteInputSchema = funeralQuoteInputSchema.extend({
  packageName: z
    .enum([PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE, PACKAGE_NAMES.TELKOM_FREE_BENEFIT])
    .default(PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE),
});
export type EmployeeQuoteInput = z.input<typeof employeeQuoteInputSchema>;

/** The paid variant (paid/get-quote): priced like retail, paid by debit order; the package is fixed. */
export const paidQuoteInputSchema = funeralQuoteInputSchema.omit({ packageName: true });
export type PaidQuoteInput = z.input<typeof paidQuoteInputSchema>;

/** A stored quote package: the priced quote plus its id, creation and expiry times (7 days). */
export const quotePackageSchema = funeralQuoteSchema.extend({
  quotePackageId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  productModuleDefinitionId: z.string(),
  /** true once it can no longer become an application (expired or already used) */
  expired: z.boolean(),
});
export type QuotePackage = z.infer<typeof quotePackageSchema>;

/** getCoverCalculate (public): the priced calculator result, not stored. */
export const coverCalculateReplySchema = funeralQuoteSchema;
