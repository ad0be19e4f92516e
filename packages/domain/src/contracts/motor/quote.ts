/**
 * Motor quotes (spec 001 §3 "Motor quote"): the rating facts of the vehicle, its use, previous insurance,
 * extras, enhancements and finance → sumAssured, basePremium and suggestedPremium (the monthly premium), with
 * the loadings, discounts and the excess of every claim type shown before purchase. The estimate is public and
 * not stored; a signed-in quote is a quote package for 7 days. `module` keeps the spec's own names.
 */
import { z } from 'zod';
import { BILLING_FREQUENCY } from '../../constants/billing.js';
import { CURRENCY } from '../../constants/locale.js';
import {
  extraVehicleDetailsSchema,
  performanceEnhancementDetailsSchema,
  previousInsuranceDetailsSchema,
  quotedVehicleShape,
} from './vehicle.js';

export const MOTOR_SCHEME_VALUES = ['retail', 'management', 'fleet', 'logo', 'motorcycle_logo'] as const;
export type MotorRatingScheme = (typeof MOTOR_SCHEME_VALUES)[number];
export const motorSchemeField = z.enum(MOTOR_SCHEME_VALUES, { message: 'Please choose the scheme' });

export const MOTOR_QUOTE_MESSAGES = {
  scheme: 'This scheme is not open to your salary level. Please choose one of the schemes shown.',
  schemeVehicle: 'This scheme does not cover this kind of vehicle',
  personFinancing: 'Please enter who is paying off the loan',
} as const;

export const motorQuoteInputSchema = z
  .object({
    vehicle: z.object(quotedVehicleShape),
    /** employees choose one of their salary level's schemes; retail customers always get the retail product */
    scheme: motorSchemeField.optional(),
    previousInsuranceDetails: previousInsuranceDetailsSchema,
    extraVehicleDetails: extraVehicleDetailsSchema,
    performanceEnhancementDetails: performanceEnhancementDetailsSchema,
    finance: z.object({
      payingOffLoan: z.boolean(),
      personFinancing: z.string().trim().max(120).optional(),
    }),
  })
  .refine((input) => !input.finance.payingOffLoan || (input.finance.personFinancing ?? '').length > 0, {
    path: ['finance', 'personFinancing'],
    message: MOTOR_QUOTE_MESSAGES.personFinancing,
  });
export type MotorQuoteInputDraft = z.input<typeof motorQuoteInputSchema>;
export type MotorQuoteInput = z.output<typeof motorQuoteInputSchema>;

const adjustmentSchema = z.object({
  code: z.string(),
  label: z.string(),
  percentage: z.number(),
  amount: z.number().int(),
});

export const motorExcessSchema = z.object({
  claimType: z.string(),
  label: z.string(),
  amount: z.number().int(),
  description: z.string(),
});
export type MotorExcessView = z.infer<typeof motorExcessSchema>;

/** The spec's module of a motor quote. */
export const motorQuoteModuleSchema = z.object({
  employee: z
    .object({
      type: z.literal('employee'),
      salaryRefNumber: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      id: z.string(),
      username: z.string(),
      acceptedTsAndCs: z.boolean(),
      acceptedPopiaAndTcf: z.boolean(),
    })
    .nullable(),
  vehicle: z.object({
    type: z.string(),
    make: z.string(),
    model: z.string(),
    year: z.number().int(),
    vin: z.string().nullable(),
    registrationNumber: z.string().nullable(),
    odometer: z.number().int().nullable(),
    address: z.string().nullable(),
    essentialForJob: z.boolean(),
    jobUsage: z.string(),
  }),
  driver: z.object({ isPermanent: z.boolean(), fullName: z.string().nullable() }),
  previousInsurance: z.object({
    yearsOfCarInsurance: z.number().int(),
    numberOfClaims: z.number().int(),
    insuranceCancelled: z.boolean(),
    reasonForCancellation: z.string().nullable(),
    drunkOrRecklessConviction: z.boolean(),
  }),
  vehicleExtras: z.object({ items: z.array(z.string()), totalValue: z.number().int() }),
  enhancements: z.object({ items: z.array(z.string()), totalValue: z.number().int() }),
  finance: z.object({ payingOffLoan: z.boolean(), personFinancing: z.string().nullable() }),
});
export type MotorQuoteModule = z.infer<typeof motorQuoteModuleSchema>;

/** A priced motor quote (not stored). Amounts in cents; suggestedPremium is what is paid a month. */
export const motorQuoteSchema = z.object({
  packageName: z.string(),
  scheme: motorSchemeField,
  rateTableVersion: z.string(),
  sumAssured: z.number().int(),
  vehicleValue: z.number().int(),
  basePremium: z.number().int(),
  suggestedPremium: z.number().int(),
  loadings: z.array(adjustmentSchema),
  discounts: z.array(adjustmentSchema),
  extrasPremium: z.number().int(),
  excesses: z.array(motorExcessSchema),
  currency: z.literal(CURRENCY),
  billingFrequency: z.literal(BILLING_FREQUENCY),
  coolingOffDays: z.number().int(),
  quotedOn: z.string(),
  module: motorQuoteModuleSchema,
});
export type MotorQuote = z.infer<typeof motorQuoteSchema>;

export const motorQuotePackageSchema = motorQuoteSchema.extend({
  quotePackageId: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  expired: z.boolean(),
});
export type MotorQuotePackage = z.infer<typeof motorQuotePackageSchema>;

/** The schemes a caller may be quoted on, for the wizard's first step. */
export const motorSchemesReplySchema = z.object({
  schemes: z.array(z.object({ value: motorSchemeField, label: z.string() })),
  salaryLevel: z.string().nullable(),
});
export type MotorSchemesReply = z.infer<typeof motorSchemesReplySchema>;
