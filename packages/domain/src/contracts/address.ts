/** A South African street address as every line's forms take it (billing address, where a vehicle is kept). */
import { z } from 'zod';
import { PROVINCES } from '../constants/provinces.js';
import { postalCodeField } from '../validators/zod-fields.js';

export const ADDRESS_MESSAGES = {
  address: 'Please enter the street address',
  city: 'Please enter the town or city',
  province: 'Please choose the province',
} as const;

export const provinceField = z.enum(PROVINCES.map((province) => province.value) as [string, ...string[]], {
  message: ADDRESS_MESSAGES.province,
});

export const billingAddressSchema = z.object({
  formattedAddress: z.string().trim().min(3, ADDRESS_MESSAGES.address).max(200, ADDRESS_MESSAGES.address),
  city: z.string().trim().min(2, ADDRESS_MESSAGES.city).max(80, ADDRESS_MESSAGES.city),
  provience: provinceField,
  code: postalCodeField,
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;
