/**
 * The device catalogue (spec 002 §3 "A device catalogue exists"): seeded phones with brand, model,
 * storage, colours and replacement cost, each price with its version and date; searched by brand and
 * model. A phone that is not listed is described by the customer (brand, model, replacement cost).
 */
import { z } from 'zod';
import { formatRand } from '../../format/money.js';

/** Replacement costs device cover insures online: R500 to R50 000 (the rate table's bands), in cents. */
export const DEVICE_REPLACEMENT_COST_LIMITS = { minCents: 50_000, maxCents: 5_000_000 } as const;

export const DEVICE_MESSAGES = {
  imei: 'Please enter the 15-digit IMEI number. Dial *#06# on the phone to see it.',
  imeiMistyped:
    'This IMEI number has a digit wrong (its last digit does not match the others). Dial *#06# on the phone and copy it again.',
  imeiTaken:
    'This phone (IMEI) is already insured on an active policy. If it is your phone, please ask us to call you and we will help.',
  imeiClaimedLost:
    'This phone was reported lost or stolen on a claim we approved, so it cannot be insured again. If you have it back, please ask us to call you and we will help.',
  brand: 'Please enter the brand, e.g. Samsung (up to 40 letters or digits)',
  model: 'Please enter the model, e.g. Galaxy A15 (up to 60 characters)',
  replacementCost: 'Please enter the replacement cost in rand',
  replacementCostLow: `Device cover starts at a replacement cost of ${formatRand(DEVICE_REPLACEMENT_COST_LIMITS.minCents, { whole: true })}`,
  replacementCostHigh: `We insure phones worth up to ${formatRand(DEVICE_REPLACEMENT_COST_LIMITS.maxCents, { whole: true })} online. For a phone worth more, please ask for a call back.`,
  deviceRequired: 'Please choose your phone, or tell us it is not listed',
  deviceUnknown: 'This phone is no longer in our list. Please choose it again, or tell us it is not listed.',
  colour: 'Please choose the colour',
  search: 'Search with up to 60 letters or digits',
} as const;

/** The refusal of an IMEI the caller's own in-force policy `policyNumber` insures: the way to it is named. */
export const imeiTakenByYou = (policyNumber: string) =>
  `This phone (IMEI) is already insured on your policy ${policyNumber}.`;

export const replacementCostField = z
  .number({ message: DEVICE_MESSAGES.replacementCost })
  .int(DEVICE_MESSAGES.replacementCost)
  .min(DEVICE_REPLACEMENT_COST_LIMITS.minCents, DEVICE_MESSAGES.replacementCostLow)
  .max(DEVICE_REPLACEMENT_COST_LIMITS.maxCents, DEVICE_MESSAGES.replacementCostHigh);

const NAME_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} .+()'/-]*$/u;
export const deviceBrandField = z
  .string()
  .trim()
  .min(1, DEVICE_MESSAGES.brand)
  .max(40, DEVICE_MESSAGES.brand)
  .regex(NAME_PATTERN, DEVICE_MESSAGES.brand);
export const deviceModelField = z
  .string()
  .trim()
  .min(1, DEVICE_MESSAGES.model)
  .max(60, DEVICE_MESSAGES.model)
  .regex(NAME_PATTERN, DEVICE_MESSAGES.model);
export const deviceColourField = z
  .string()
  .trim()
  .min(1, DEVICE_MESSAGES.colour)
  .max(30, DEVICE_MESSAGES.colour);

/** GET catalog?q=&brand=&limit=: the phones whose brand or model contain every word of q. */
export const deviceCatalogueQuerySchema = z.object({
  q: z.string().trim().max(60, DEVICE_MESSAGES.search).optional(),
  brand: z.string().trim().max(40, DEVICE_MESSAGES.search).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type DeviceCatalogueQuery = z.output<typeof deviceCatalogueQuerySchema>;

export const deviceCatalogueEntrySchema = z.object({
  deviceId: z.string(),
  brand: z.string(),
  model: z.string(),
  storageGb: z.number().int(),
  colours: z.array(z.string()),
  /** cents */
  replacementCost: z.number().int(),
  releaseYear: z.number().int(),
  /** the catalogue price list the replacement cost comes from, and the day it was priced */
  priceVersion: z.string(),
  pricedOn: z.string(),
});
export type DeviceCatalogueEntry = z.infer<typeof deviceCatalogueEntrySchema>;

export const deviceCatalogueReplySchema = z.object({
  data: z.array(deviceCatalogueEntrySchema),
  /** every brand in the catalogue, for a brand filter */
  brands: z.array(z.string()),
});
export type DeviceCatalogueReply = z.infer<typeof deviceCatalogueReplySchema>;

/**
 * How people name a phone: 'Samsung Galaxy A15 128 GB'. A model that carries its brand already ('Honor
 * 400') is not named twice ('Honor Honor 400').
 */
export function phoneName(device: { brand: string; model: string; storageGb?: number | null }): string {
  const { brand, model } = device;
  const named = model.toLowerCase().startsWith(`${brand.toLowerCase()} `) ? model : `${brand} ${model}`;
  return device.storageGb ? `${named} ${device.storageGb} GB` : named;
}
