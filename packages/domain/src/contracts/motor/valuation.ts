/**
 * Vehicle valuations (spec 001 §3 "Vehicle price data", §7 getSearchWorkRetailPrice): search by make, model
 * and year; each match has its VehicleInformation and ValueInformation (NewPrice, RetailPrice, cents). A
 * missing price is 0, and a retail price is an estimate the customer may rely on only when it is not 0.
 */
import { z } from 'zod';
import { MISSING_VEHICLE_PRICE } from '../../constants/motor.js';

export const VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const vehicleTypeField = z.enum(VEHICLE_TYPES, { message: 'Please choose a car or a motorcycle' });

export const VALUATION_MESSAGES = {
  make: 'Please choose the make',
  model: 'Please choose the model',
  year: 'Please choose the year the vehicle was made',
} as const;

const searchText = (message: string) => z.string().trim().min(1, message).max(40, message);

/** getSearchWorkRetailPrice: every filter optional; makes and (for a make) models are always listed. */
export const valuationSearchQuerySchema = z.object({
  make: searchText(VALUATION_MESSAGES.make).optional(),
  model: searchText(VALUATION_MESSAGES.model).optional(),
  year: z.coerce
    .number()
    .int()
    .min(1900, VALUATION_MESSAGES.year)
    .max(2100, VALUATION_MESSAGES.year)
    .optional(),
  vehicleType: vehicleTypeField.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ValuationSearchQuery = z.output<typeof valuationSearchQuerySchema>;

export const vehicleValuationSchema = z.object({
  valuationId: z.string(),
  VehicleInformation: z.object({
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    vehicleType: vehicleTypeField,
  }),
  ValueInformation: z.object({
    /** cents; 0 when the guide has no price */
    NewPrice: z.number().int(),
    RetailPrice: z.number().int(),
  }),
});
export type VehicleValuation = z.infer<typeof vehicleValuationSchema>;

export const valuationSearchReplySchema = z.object({
  data: z.array(vehicleValuationSchema),
  /** every make in the guide (for the first choice) */
  makes: z.array(z.string()),
  /** the models of the chosen make, when a make is given */
  models: z.array(z.string()),
  /** the years of the chosen make and model, newest first */
  years: z.array(z.number().int()),
  valuedOn: z.string(),
});
export type ValuationSearchReply = z.infer<typeof valuationSearchReplySchema>;

/** A price as the guide gives it: a missing or unreadable one is 0 (spec 001 §9). */
export function vehiclePriceOrZero(price: unknown): number {
  const value =
    typeof price === 'number' ? price : Number.parseFloat(String(price ?? '').replace(/[\sR,]/g, ''));
  return Number.isFinite(value) && value > 0 ? Math.round(value) : MISSING_VEHICLE_PRICE;
}

/** isEstimatedRetailPrice (spec 001 §3): true when the price parses to a non-zero number. */
export const isEstimatedRetailPrice = (price: unknown): boolean => vehiclePriceOrZero(price) !== 0;
