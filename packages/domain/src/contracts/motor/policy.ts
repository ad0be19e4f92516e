/**
 * Motor policies as their holder sees them (spec 001 §3 "Motor policy and application"): the core policy with
 * the insured vehicle, its scheme, the excess of every claim type, where it is kept and who drives it, and the
 * change waiting to be confirmed. Changes are priced first (createAlterationPackage): an edit of the edit form
 * of §3, or a swap to another vehicle (change type code 0); then confirmed (applyAlteration / swapPolicy) or
 * reset. Cancelling uses the motor reasons of §9 (change type code 2).
 */
import { z } from 'zod';
import { MOTOR_CANCELLATION_REASONS } from '../../constants/cancellation-reasons.js';
import { multilineText } from '../../validators/zod-fields.js';
import { alsoCancelLinkedField, cancelPolicyReplyShape, policyClaimRefSchema } from '../cancellation.js';
import { formatRand } from '../../format/money.js';
import { paymentDetailsSchema } from '../common.js';
import { entityIdField, policyIdField } from '../ids.js';
import { policyCoreShape, policyDetailShape } from '../policy-core.js';
import { motorApplicationSchema } from './application.js';
import { motorExcessSchema, motorSchemeField } from './quote.js';
import {
  extraVehicleDetailsSchema,
  performanceEnhancementDetailsSchema,
  editedPermanentDriverSchema,
  previousInsuranceDetailsSchema,
  quotedVehicleShape,
  vehicleRegistrationNumberField,
  vehicleAddressSchema,
  vehicleDetailsSchema,
  vehicleColourField,
  vehicleUseField,
} from './vehicle.js';

export const insuredVehicleSchema = z.object({
  insuredItemId: z.string(),
  vehicle_type: z.enum(['car', 'motorcycle']),
  make: z.string(),
  model: z.string(),
  manufacturingYear: z.number().int(),
  vin: z.string(),
  vehicle_reg_no: z.string(),
  colour: z.string(),
  engineNo: z.string(),
  /** the sum insured, cents */
  insuredValue: z.number().int(),
  /** 'Toyota Corolla 2021 (CA 123-456)' */
  description: z.string(),
});
export type InsuredVehicle = z.infer<typeof insuredVehicleSchema>;

export const motorAlterationSchema = z.object({
  alterationPackageId: z.string(),
  policyId: z.string(),
  changeType: z.enum(['edit', 'swap']),
  /** spec 001 §4: swap 0; an edit has no code of its own */
  changeCode: z.number().int().nullable(),
  currentPremium: z.number().int(),
  newPremium: z.number().int(),
  currentSumAssured: z.number().int(),
  newSumAssured: z.number().int(),
  summary: z.string(),
  excesses: z.array(motorExcessSchema),
  expiresAt: z.string(),
});
export type MotorAlteration = z.infer<typeof motorAlterationSchema>;

const declaredItemsSchema = z.object({ items: z.array(z.string()), totalValue: z.number().int() });

/**
 * The loan on the insured vehicle, as the policy holds it now: whether it is being paid off and the credit
 * provider noted at the application (null when not known, or no loan); a claim for the vehicle's loss pays
 * that provider the loan's settlement first (docs/decisions/0043).
 */
export const vehicleFinanceSchema = z.object({
  payingOffLoan: z.boolean(),
  creditProvider: z.string().nullable(),
});
export type VehicleFinance = z.infer<typeof vehicleFinanceSchema>;

export const motorPolicyModuleSchema = z.object({
  type: z.literal('motor'),
  scheme: motorSchemeField,
  vehicle: insuredVehicleSchema,
  vehicleUsedFor: z.string(),
  isEssentialPart: z.boolean(),
  address: vehicleAddressSchema,
  permanentDriver: z.object({ isPermanent: z.boolean(), fullName: z.string().nullable() }),
  /** the extras insured with the vehicle (MOTOR_EXTRAS values) and their total value, cents (0: none) */
  extras: declaredItemsSchema,
  /** the declared performance or looks changes (MOTOR_ENHANCEMENTS values) and their value, cents */
  enhancements: declaredItemsSchema,
  finance: vehicleFinanceSchema,
  excesses: z.array(motorExcessSchema),
  paymentDetails: paymentDetailsSchema.nullable(),
  preInspectionId: z.string(),
  /** the claim being dealt with on this vehicle, if any */
  openClaim: policyClaimRefSchema.nullable(),
  /** a priced change waiting to be confirmed or reset */
  pendingAlteration: motorAlterationSchema.nullable(),
});

export const motorPolicySchema = z.object({ ...policyCoreShape, module: motorPolicyModuleSchema });
export type MotorPolicy = z.infer<typeof motorPolicySchema>;
export const motorPolicyDetailSchema = motorPolicySchema.extend(policyDetailShape);
export type MotorPolicyDetail = z.infer<typeof motorPolicyDetailSchema>;
export const motorPolicyListReplySchema = z.object({ data: z.array(motorPolicySchema) });

/** getPolicyByFilters?registrationNo= */
export const motorPolicyFilterQuerySchema = z.object({ registrationNo: vehicleRegistrationNumberField });

export const motorApplicationReplySchema = z.object({
  application: motorApplicationSchema,
  policy: motorPolicySchema.nullable(),
  message: z.string(),
});
export type MotorApplicationReply = z.infer<typeof motorApplicationReplySchema>;

export const MOTOR_POLICY_MESSAGES = {
  reason: 'Please choose why you are cancelling',
  sumAssured: 'The value must stay within 20% of the vehicle’s valuation',
  /** the sum insured an edit may ask for, in rand (cents in, 'R 323 000,00' out) */
  sumAssuredRange: (least: number, most: number) =>
    `The sum insured must be between ${formatRand(least)} and ${formatRand(most)} (within 20% of the vehicle’s valuation).`,
  noChange: 'Nothing was changed',
  noPending: 'There is no change waiting to be confirmed',
  notMotorcycle: 'This is not a motorcycle policy',
  /** an edit that re-values the vehicle asks the reading now (editNeedsOdometer) */
  odometerForSumAssured:
    'Please enter the odometer reading now (km): we need it because you changed the sum insured, and a vehicle’s value depends on its mileage.',
} as const;

/**
 * Whether an edit needs the odometer reading now: only when it re-values the vehicle (a sum insured other than
 * the policy's). Other edits (extras, use, driver, address…) keep the reading the policy has.
 */
export const editNeedsOdometer = (sumAssured: number | null | undefined, currentSumAssured: number) =>
  typeof sumAssured === 'number' && sumAssured !== currentSumAssured;

/** The edit form of spec 001 §3. */
export const motorPolicyEditSchema = z.object({
  sumAssured: z.number().int().positive().optional(),
  finance: z.object({ payingOffLoan: z.boolean() }),
  vehicleDetails: z.object({
    /** the reading now: asked only when the edit needs it (editNeedsOdometer), else the policy's stays */
    odometer: z.number().int().min(0).max(2_000_000).optional(),
    colour: vehicleColourField,
  }),
  permanentDriver: editedPermanentDriverSchema,
  isEssentialPart: z.boolean(),
  vehicleUsedFor: vehicleUseField,
  address: vehicleAddressSchema,
  extraVehicleDetails: extraVehicleDetailsSchema,
  performanceEnhancementDetails: performanceEnhancementDetailsSchema,
  previousInsurance: previousInsuranceDetailsSchema,
});
export type MotorPolicyEdit = z.output<typeof motorPolicyEditSchema>;

/** createAlterationPackage: an edit, or a swap (code 0) to another vehicle with its own pre-inspection. */
export const motorAlterationInputSchema = z.discriminatedUnion('changeType', [
  z.object({ policyId: policyIdField, changeType: z.literal('edit'), edit: motorPolicyEditSchema }),
  z.object({ policyId: policyIdField, changeType: z.literal('swap'), vehicle: vehicleDetailsSchema }),
]);
export type MotorAlterationInput = z.output<typeof motorAlterationInputSchema>;
export const motorQuotedVehicleSchema = z.object(quotedVehicleShape);

/** applyAlteration / swapPolicy: confirm the priced change. */
export const motorConfirmAlterationInputSchema = z.object({
  policyId: policyIdField,
  alterationPackageId: entityIdField,
});
export const motorConfirmAlterationReplySchema = z.object({
  policy: motorPolicySchema,
  message: z.string(),
});
export type MotorConfirmAlterationReply = z.infer<typeof motorConfirmAlterationReplySchema>;

/** reset: the pending change is dropped; the policy stays as it is. */
export const motorResetReplySchema = z.object({ policy: motorPolicySchema, message: z.string() });

const motorReasonValues = MOTOR_CANCELLATION_REASONS.map((reason) => reason.value) as [string, ...string[]];

/** cancelMotorPolicy / cancelPolicy: a reason of spec 001 §9 (change type code 2). */
export const motorCancelInputSchema = z.object({
  policyId: policyIdField,
  reason: z.enum(motorReasonValues, { message: MOTOR_POLICY_MESSAGES.reason }),
  comment: multilineText(z.string().trim().max(500)).optional(),
  alsoCancelLinked: alsoCancelLinkedField,
});
export type MotorCancelInput = z.output<typeof motorCancelInputSchema>;

export const motorCancelPolicyReplySchema = z.object({
  policy: motorPolicySchema,
  ...cancelPolicyReplyShape,
});
export type MotorCancelPolicyReply = z.infer<typeof motorCancelPolicyReplySchema>;
