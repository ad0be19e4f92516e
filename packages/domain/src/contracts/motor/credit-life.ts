/**
 * Vehicle credit life (spec 001 §1, §3, issue 12): pays the outstanding settlement balance of a financed
 * vehicle on the death or permanent disability of the person responsible for the finance. The same engine
 * and contracts as the phone's (contracts/credit-life, rating/credit-life) with the vehicle's balance
 * (R1 000 to R1 500 000) and an additional percentage of it (0 to 25 %) insured on top; the premium is
 * never above R4.50 per R1 000 of the outstanding balance a month. Reached from the motor wizard
 * (motorVehicleFinance.optForTelkomCreditLife with `creditLifeDetails`) and on its own
 * (createIndividualCreditLife).
 */
import { z } from 'zod';
import { BILLING_FREQUENCY } from '../../constants/billing.js';
import { CURRENCY } from '../../constants/locale.js';
import { creditLifeInsuredAmountCents } from '../../rating/credit-life/premium.js';
import { beneficiaryListSchema } from '../common.js';
import { personResponsibleSchema } from '../credit-life/details.js';
import {
  editCreditLifeApplicationShapeWith,
  individualCreditLifeShapeWith,
} from '../credit-life/individual.js';
import { additionalPercentageField, creditLifeBalanceField } from '../credit-life/quote.js';
import {
  manufacturingYearField,
  VEHICLE_MESSAGES,
  vehicleRegistrationNumberField,
  vehicleValueField,
} from './vehicle.js';
import { vinField } from './vin-field.js';

/** Credit life on a financed vehicle: long-term cover, sold with motor cover or on its own. */
export const VEHICLE_CREDIT_LIFE_LINE = 'vehicle_credit_life';
export const VEHICLE_CREDIT_LIFE_PACKAGE = 'VEHICLE_CREDIT_LIFE';

export const VEHICLE_CREDIT_LIFE_MESSAGES = {
  outstandingBalanceLow: 'The outstanding settlement balance must be at least R1 000',
  outstandingBalanceHigh: 'Vehicle credit life covers an outstanding settlement balance of up to R1 500 000',
  citizenship: 'Credit life covers South African citizens and permanent residents: please choose one',
  totalAmountInsured: 'The total amount insured is the outstanding balance plus the additional percentage',
  issuedTotalPercentage: 'A percentage is a whole number from 0 to 100',
  creditLifeDetails: 'Please give the credit life details, or choose not to add credit life',
} as const;

/** The outstanding settlement balances vehicle credit life covers, in cents. */
export const VEHICLE_CREDIT_LIFE_BALANCE_LIMITS = { minCents: 100_000, maxCents: 150_000_000 } as const;

export const vehicleOutstandingBalanceField = creditLifeBalanceField(VEHICLE_CREDIT_LIFE_BALANCE_LIMITS, {
  low: VEHICLE_CREDIT_LIFE_MESSAGES.outstandingBalanceLow,
  high: VEHICLE_CREDIT_LIFE_MESSAGES.outstandingBalanceHigh,
});

/** The person responsible must hold an SA ID number: a citizen or a permanent resident. */
export const VEHICLE_CREDIT_LIFE_CITIZENSHIP = [
  { value: 'citizen', label: 'South African citizen' },
  { value: 'permanent_resident', label: 'Permanent resident' },
] as const;
export const citizenshipField = z.enum(['citizen', 'permanent_resident'], {
  message: VEHICLE_CREDIT_LIFE_MESSAGES.citizenship,
});

/** The amount insured for a balance and an additional percentage (cents): what the wizard shows. */
export const vehicleCreditLifeTotalInsured = (outstandingBalance: number, additionalPercentage: number) =>
  creditLifeInsuredAmountCents(outstandingBalance, additionalPercentage);

/** totalAmountInsured, when sent, must be the balance plus the additional percentage. */
export function totalAmountInsuredAsSent(
  details: {
    outstandingBalance: number;
    addtionalPercentage: number;
    totalAmountInsured?: number | undefined;
  },
  ctx: z.RefinementCtx,
) {
  if (
    details.totalAmountInsured !== undefined &&
    details.totalAmountInsured !==
      vehicleCreditLifeTotalInsured(details.outstandingBalance, details.addtionalPercentage)
  )
    ctx.addIssue({
      code: 'custom',
      path: ['totalAmountInsured'],
      message: VEHICLE_CREDIT_LIFE_MESSAGES.totalAmountInsured,
    });
}

/**
 * creditLifeDetails of the motor wizard (spec 001 §3, its names: `addtionalPercentage` as spelled there).
 * totalAmountInsured, when sent, must be the balance plus the additional percentage (it is recomputed).
 */
export const vehicleCreditLifeDetailsSchema = z
  .object({
    currentScreen: z.number().int().min(0).max(20).optional(),
    outstandingBalance: vehicleOutstandingBalanceField,
    addtionalPercentage: additionalPercentageField.default(0),
    totalAmountInsured: z.number().int().optional(),
    issuedTotalPercentage: z
      .number({ message: VEHICLE_CREDIT_LIFE_MESSAGES.issuedTotalPercentage })
      .int(VEHICLE_CREDIT_LIFE_MESSAGES.issuedTotalPercentage)
      .min(0, VEHICLE_CREDIT_LIFE_MESSAGES.issuedTotalPercentage)
      .max(100, VEHICLE_CREDIT_LIFE_MESSAGES.issuedTotalPercentage)
      .default(0),
    personResponsibleForFinancing: personResponsibleSchema,
    beneficiariesDetails: beneficiaryListSchema,
    addAnotherBeneficiary: z.boolean().default(true),
  })
  .superRefine(totalAmountInsuredAsSent);
export type VehicleCreditLifeDetailsDraft = z.input<typeof vehicleCreditLifeDetailsSchema>;
export type VehicleCreditLifeDetails = z.output<typeof vehicleCreditLifeDetailsSchema>;

/** getVehicleCreditLifeQuote: the balance, the additional percentage and who is covered. */
export const vehicleCreditLifeQuoteInputSchema = z.object({
  vinNumber: vinField.optional(),
  citizenship: citizenshipField,
  outstandingSettlementBalanceAmount: vehicleOutstandingBalanceField,
  additionalPercentageInsured: additionalPercentageField.default(0),
  /** the vehicle's estimated value, cents (shown with the quote) */
  totalEstimatedValue: vehicleValueField.optional(),
});
export type VehicleCreditLifeQuoteInputDraft = z.input<typeof vehicleCreditLifeQuoteInputSchema>;
export type VehicleCreditLifeQuoteInput = z.output<typeof vehicleCreditLifeQuoteInputSchema>;

/** The spec's module of a credit life quote (cents). */
export const vehicleCreditLifeQuoteModuleSchema = z.object({
  vinNumber: z.string().nullable(),
  citizenship: z.string(),
  telkomEmployee: z.boolean(),
  /** the premium on the outstanding balance */
  coreBenefitPremium: z.number().int(),
  /** the premium on the additional percentage (what the cap leaves of it) */
  flexiBenefitPremium: z.number().int(),
  totalEstimatedValue: z.number().int().nullable(),
  additionalPercentageInsured: z.number().int(),
  outstandingSettlementBalanceAmount: z.number().int(),
});
export type VehicleCreditLifeQuoteModule = z.infer<typeof vehicleCreditLifeQuoteModuleSchema>;

/**
 * The stored quote (7 days): sumAssured is the amount insured, basePremium the core benefit premium,
 * suggestedPremium the monthly premium (core + flexi, never above maximumMonthlyPremium).
 */
export const vehicleCreditLifeQuoteSchema = z.object({
  quotePackageId: z.string(),
  packageName: z.string(),
  sumAssured: z.number().int(),
  basePremium: z.number().int(),
  suggestedPremium: z.number().int(),
  /** R4.50 per R1 000 of the outstanding balance, cents a month */
  maximumMonthlyPremium: z.number().int(),
  billingFrequency: z.literal(BILLING_FREQUENCY),
  currency: z.literal(CURRENCY),
  rateTableVersion: z.string(),
  quotedOn: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  inputData: z.object({
    vinNumber: z.string().nullable(),
    citizenship: z.string(),
    outstandingSettlementBalanceAmount: z.number().int(),
    additionalPercentageInsured: z.number().int(),
    totalEstimatedValue: z.number().int().nullable(),
  }),
  module: vehicleCreditLifeQuoteModuleSchema,
});
export type VehicleCreditLifeQuote = z.infer<typeof vehicleCreditLifeQuoteSchema>;

/** createIndividualCreditLife on a financed vehicle, without motor cover. */
export const vehicleIndividualCreditLifeInputSchema = z.object({
  vinNumber: vinField,
  make: z.string({ message: VEHICLE_MESSAGES.make }).trim().min(1, VEHICLE_MESSAGES.make).max(60),
  model: z.string({ message: VEHICLE_MESSAGES.model }).trim().min(1, VEHICLE_MESSAGES.model).max(80),
  manufacturingYear: manufacturingYearField,
  /** absent for a vehicle not yet registered */
  registrationNumber: vehicleRegistrationNumberField.optional(),
  ...individualCreditLifeShapeWith(vehicleOutstandingBalanceField),
  additionalPercentage: additionalPercentageField.default(0),
});
export type VehicleIndividualCreditLifeDraft = z.input<typeof vehicleIndividualCreditLifeInputSchema>;
export type VehicleIndividualCreditLifeInput = z.output<typeof vehicleIndividualCreditLifeInputSchema>;

/** editCreditLifeApplication of a vehicle's: its balance field, and the additional percentage. */
export const vehicleEditCreditLifeApplicationInputSchema = z.object({
  ...editCreditLifeApplicationShapeWith(vehicleOutstandingBalanceField),
  additionalPercentage: additionalPercentageField.optional(),
});
export type VehicleEditCreditLifeApplicationInput = z.output<
  typeof vehicleEditCreditLifeApplicationInputSchema
>;

/** The credit life part of a motor application's view (null when not opted in). */
export const motorCreditLifeRefSchema = z.object({
  applicationId: z.string(),
  policyId: z.string().nullable(),
  status: z.string(),
  monthlyPremium: z.number().int(),
  totalAmountInsured: z.number().int(),
});
export type MotorCreditLifeRef = z.infer<typeof motorCreditLifeRefSchema>;
