/**
 * The vehicle identification number as every motor form and call takes it (validators/vin.ts): the
 * application's vehicle, a pre-inspection, and vehicle credit life, with one message.
 */
import { z } from 'zod';
import { isValidVin, normaliseVin } from '../../validators/vin.js';

export const VIN_MESSAGE = 'Please enter the 17-character VIN (letters and digits, no I, O or Q)';

export const vinField = z
  .string({ message: VIN_MESSAGE })
  .trim()
  .refine(isValidVin, VIN_MESSAGE)
  .transform(normaliseVin);
