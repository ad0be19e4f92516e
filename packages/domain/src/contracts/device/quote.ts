/**
 * Device quotes (spec 002 §3 "Device quotes return a premium"): the phone (from the catalogue, or described
 * when it is not listed), its monthly premium by replacement-cost band, the excess of every claim type
 * (shown before purchase) and, when opted in, credit life on the outstanding balance. The estimate is
 * public and not stored; a signed-in quote is stored as a quote package for 7 days.
 */
import { z } from 'zod';
import { BILLING_FREQUENCY } from '../../constants/billing.js';
import { DEVICE_CLAIM_TYPES } from '../../constants/claim-types.js';
import { CURRENCY } from '../../constants/locale.js';
import {
  CREDIT_LIFE_MESSAGES,
  creditLifeQuoteSchema,
  deviceOutstandingBalanceField,
} from '../credit-life/quote.js';
import { DEVICE_MESSAGES, deviceBrandField, deviceModelField, replacementCostField } from './catalogue.js';

const claimTypeValues = DEVICE_CLAIM_TYPES.map((type) => type.value) as [
  (typeof DEVICE_CLAIM_TYPES)[number]['value'],
  ...(typeof DEVICE_CLAIM_TYPES)[number]['value'][],
];
export const deviceClaimTypeField = z.enum(claimTypeValues, { message: 'Please choose what happened' });

/**
 * The phone: `selectedDevice` (a catalogue id) or, when it is not listed, deviceBrand, deviceModel and
 * replacementCost (cents). A catalogue phone is priced at its catalogue replacement cost. With credit life,
 * the outstanding balance of the finance.
 */
export const deviceQuoteInputSchema = z
  .object({
    selectedDevice: z.string().trim().uuid(DEVICE_MESSAGES.deviceRequired).nullable().optional(),
    deviceBrand: deviceBrandField.optional(),
    deviceModel: deviceModelField.optional(),
    replacementCost: replacementCostField.optional(),
    isOptedforCreditLife: z.boolean().default(false),
    outstandingBalance: deviceOutstandingBalanceField.optional(),
  })
  .superRefine((input, ctx) => {
    const missing = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (!input.selectedDevice) {
      if (input.deviceBrand === undefined) missing('deviceBrand', DEVICE_MESSAGES.brand);
      if (input.deviceModel === undefined) missing('deviceModel', DEVICE_MESSAGES.model);
      if (input.replacementCost === undefined) missing('replacementCost', DEVICE_MESSAGES.replacementCost);
    }
    if (input.isOptedforCreditLife && input.outstandingBalance === undefined)
      missing('outstandingBalance', CREDIT_LIFE_MESSAGES.outstandingBalance);
  });
export type DeviceQuoteInputDraft = z.input<typeof deviceQuoteInputSchema>;
export type DeviceQuoteInput = z.output<typeof deviceQuoteInputSchema>;

/** The excess of one claim type: a share of the replacement cost with a floor, in cents. */
export const deviceExcessSchema = z.object({
  claimType: deviceClaimTypeField,
  label: z.string(),
  percentage: z.number(),
  minimum: z.number().int(),
  amount: z.number().int(),
});
export type DeviceExcessView = z.infer<typeof deviceExcessSchema>;

/** The phone as quoted and insured. */
export const quotedDeviceSchema = z.object({
  deviceId: z.string().nullable(),
  brand: z.string(),
  model: z.string(),
  storageGb: z.number().int().nullable(),
  colours: z.array(z.string()),
  /** false when the customer described it ("my phone is not listed") */
  listed: z.boolean(),
  priceVersion: z.string().nullable(),
  pricedOn: z.string().nullable(),
});
export type QuotedDevice = z.infer<typeof quotedDeviceSchema>;

export const deviceQuoteSchema = z.object({
  packageName: z.string(),
  rateTableVersion: z.string(),
  device: quotedDeviceSchema,
  replacementCost: z.number().int(),
  /** the replacement-cost band the premium comes from, cents */
  band: z.object({ fromCents: z.number().int(), upToCents: z.number().int() }),
  deviceMonthlyPremium: z.number().int(),
  excesses: z.array(deviceExcessSchema),
  isOptedforCreditLife: z.boolean(),
  creditLife: creditLifeQuoteSchema.nullable(),
  creditLifeMonthlyPremium: z.number().int(),
  /** device premium plus credit life premium, cents a month */
  totalMonthlyPremium: z.number().int(),
  currency: z.literal(CURRENCY),
  billingFrequency: z.literal(BILLING_FREQUENCY),
  coolingOffDays: z.number().int(),
  quotedOn: z.string(),
});
export type DeviceQuote = z.infer<typeof deviceQuoteSchema>;

/** A stored device quote package: the quote with its id and 7-day validity. */
export const deviceQuotePackageSchema = deviceQuoteSchema.extend({
  quotePackageId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  /** true once it can no longer become an application (expired or already used) */
  expired: z.boolean(),
});
export type DeviceQuotePackage = z.infer<typeof deviceQuotePackageSchema>;
