/**
 * Motor registration (spec 001 §3 "Motor registration form", every field) as an application on the
 * insurance core: createApplication turns the caller's motor quote package into a PENDING application
 * holding the vehicle (VIN, registration, engine number, its approved-or-pending pre-inspection), where it
 * is kept, the permanent driver, the owner, the finance, payment, billing address and effective date; the
 * driver's licence (and the finance agreement for a financed vehicle) are uploaded to it; the declaration
 * records the consents and approves it. Cover starts only once the pre-inspection is approved: the policy is
 * issued then (at once when it already is).
 */
import { z } from 'zod';
import { billingAddressSchema } from '../address.js';
import { claimDocumentViewSchema } from '../claims/line-documents.js';
import { paymentMethodInputSchema } from '../common.js';
import { CREDIT_LIFE_CONSENT_TEXT_VERSION, CREDIT_LIFE_CONSENT_TEXTS } from '../credit-life/individual.js';
import { entityIdField } from '../ids.js';
import { applicationCoreShape, billingDayField } from '../policy-core.js';
import {
  motorCreditLifeRefSchema,
  VEHICLE_CREDIT_LIFE_MESSAGES,
  vehicleCreditLifeDetailsSchema,
} from './credit-life.js';
import { motorQuoteSchema } from './quote.js';
import {
  motorVehicleFinanceSchema,
  ownerDetailsSchema,
  permanentDriverSchema,
  vehicleAddressSchema,
  vehicleDetailsSchema,
} from './vehicle.js';

export const MOTOR_REGISTRATION_MESSAGES = {
  terms: 'Please accept the terms and conditions to continue',
  effectiveDate: 'Please choose a start date from today up to 30 days from now',
  consent: 'Please give this consent to continue',
  vehicleExists:
    'This vehicle is already insured with us. If you sold it or it was written off, please request a call back.',
  /** a vehicle claimed as stolen or hijacked on a claim we approved (QA walk 12 no. 1) */
  vehicleClaimedStolen:
    'This vehicle was reported stolen or hijacked on a claim we approved, so it cannot be insured again. If you have it back, please ask us to call you and we will help.',
  /** vehicle credit life on its own: the loan on a vehicle paid out as stolen is settled from the payout */
  vehicleClaimedStolenCreditLife:
    'This vehicle was reported stolen or hijacked on a claim we approved, and the loan on it is settled from that claim, so we cannot cover it with credit life. If you have the vehicle back, please ask us to call you and we will help.',
} as const;

export const MOTOR_APPLICATION_DOCUMENT_KINDS = [
  { value: 'drivers_licence', label: 'Driver’s licence (both sides)' },
  { value: 'finance_agreement', label: 'Finance agreement or settlement letter' },
  { value: 'proof_of_purchase', label: 'Proof of purchase' },
  { value: 'registration_certificate', label: 'Vehicle registration certificate' },
] as const;
export type MotorApplicationDocumentKind = (typeof MOTOR_APPLICATION_DOCUMENT_KINDS)[number]['value'];

/** The driver's licence always; the finance agreement for a financed vehicle. */
export const requiredMotorApplicationDocuments = (
  isPayingCarLoan: boolean,
): MotorApplicationDocumentKind[] =>
  isPayingCarLoan ? ['drivers_licence', 'finance_agreement'] : ['drivers_licence'];

/** creditLifeDetails must be given when credit life is chosen on a financed vehicle. */
export function creditLifeDetailsWhenChosen(
  input: {
    motorVehicleFinance: z.output<typeof motorVehicleFinanceSchema>;
    creditLifeDetails?: unknown;
  },
  ctx: z.RefinementCtx,
) {
  const finance = input.motorVehicleFinance;
  if (finance.isPayingCarLoan && finance.optForTelkomCreditLife && !input.creditLifeDetails)
    ctx.addIssue({
      code: 'custom',
      path: ['creditLifeDetails'],
      message: VEHICLE_CREDIT_LIFE_MESSAGES.creditLifeDetails,
    });
}

/**
 * createApplication: the registration form (altering a PENDING application when applicationId is given).
 * creditLifeDetails is required when motorVehicleFinance.optForTelkomCreditLife is true.
 */
export const motorRegistrationInputSchema = z
  .object({
    applicationId: entityIdField.optional(),
    quote_package_id: entityIdField,
    vehicle: vehicleDetailsSchema,
    address: vehicleAddressSchema,
    permanentDriver: permanentDriverSchema,
    ownerDetails: ownerDetailsSchema,
    motorVehicleFinance: motorVehicleFinanceSchema,
    paymentMethod: paymentMethodInputSchema,
    billingDay: billingDayField.optional(),
    billingAddress: billingAddressSchema,
    effectiveDate: z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, MOTOR_REGISTRATION_MESSAGES.effectiveDate),
    acceptTermsAndCondition: z.literal(true, { message: MOTOR_REGISTRATION_MESSAGES.terms }),
    creditLifeDetails: vehicleCreditLifeDetailsSchema.optional(),
  })
  .superRefine(creditLifeDetailsWhenChosen);
export type MotorRegistrationDraft = z.input<typeof motorRegistrationInputSchema>;
export type MotorRegistrationInput = z.output<typeof motorRegistrationInputSchema>;

/** checkVehicleExits: is a vehicle with this registration number (or VIN) insured already? */
export const checkVehicleExistsInputSchema = z.object({
  vehicleNumber: z.string().trim().min(2).max(20),
});
export const checkVehicleExistsReplySchema = z.object({ exists: z.boolean(), message: z.string() });
export type CheckVehicleExistsReply = z.infer<typeof checkVehicleExistsReplySchema>;

export const MOTOR_CONSENT_TEXT_VERSION = 'motor-consents-2026-11';
export const MOTOR_CONSENT_TEXTS = {
  debitOrder:
    'I authorise the insurer to collect the monthly premium from the bank account I gave, on the billing day I chose, until I cancel the policy.',
  terms:
    'I have read and accept the terms and conditions of motor cover, including the excess on every claim, and I confirm that what I said about the vehicle, its driver and my insurance history is true.',
  popiaAndTcf:
    'I agree that my personal information is processed to provide this cover (POPIA), and I was treated fairly and given the information I needed to decide (TCF).',
} as const;
export type MotorConsentKey = keyof typeof MOTOR_CONSENT_TEXTS;

/**
 * With vehicle credit life taken (a financed vehicle, optForTelkomCreditLife): the credit life's own consents,
 * as credit life taken on its own words them (CREDIT_LIFE_CONSENT_TEXTS, one source): the check of the
 * finance with the credit provider and the credit life's terms. Asked, required and recorded (with
 * CREDIT_LIFE_CONSENT_TEXT_VERSION) only with credit life.
 */
export const MOTOR_CREDIT_LIFE_CONSENT_TEXTS = {
  creditCheck: CREDIT_LIFE_CONSENT_TEXTS.creditCheck,
  creditLifeTerms: CREDIT_LIFE_CONSENT_TEXTS.terms,
} as const;
export type MotorCreditLifeConsentKey = keyof typeof MOTOR_CREDIT_LIFE_CONSENT_TEXTS;
export const MOTOR_CREDIT_LIFE_CONSENT_TEXT_VERSION = CREDIT_LIFE_CONSENT_TEXT_VERSION;

/**
 * applicationDeclaration: terms and POPIA with TCF always; the debit order one only for a debit order, the
 * salary deduction one only for a salary deduction, the credit check and the credit life terms only with
 * vehicle credit life. The server asks for each by what the application holds.
 */
export const motorDeclarationInputSchema = z.object({
  applicationId: entityIdField,
  consents: z.object({
    debitOrder: z.boolean().default(false),
    /** an employee paying by salary deduction: salaryDeductionConsentText with the premium a month */
    salaryDeduction: z.boolean().default(false),
    terms: z.literal(true, { message: MOTOR_REGISTRATION_MESSAGES.consent }),
    popiaAndTcf: z.literal(true, { message: MOTOR_REGISTRATION_MESSAGES.consent }),
    /** with vehicle credit life: MOTOR_CREDIT_LIFE_CONSENT_TEXTS.creditCheck */
    creditCheck: z.boolean().default(false),
    /** with vehicle credit life: MOTOR_CREDIT_LIFE_CONSENT_TEXTS.creditLifeTerms */
    creditLifeTerms: z.boolean().default(false),
  }),
});
export type MotorDeclarationInput = z.output<typeof motorDeclarationInputSchema>;

export const motorPreInspectionRefSchema = z.object({
  preInspectionId: z.string(),
  assessmentStatus: z.string(),
  assessmentStatusLabel: z.string(),
  rejectionReason: z.string().nullable(),
});

export const motorApplicationModuleSchema = z.object({
  type: z.literal('motor'),
  quote: motorQuoteSchema,
  vehicle: z.object({
    vehicle_type: z.string(),
    make: z.string(),
    model: z.string(),
    manufacturingYear: z.number().int(),
    vin: z.string(),
    vehicle_reg_no: z.string(),
    colour: z.string(),
    engineNo: z.string(),
    odometer: z.number().int(),
    vehicleRegistrationDate: z.string(),
    estimatedRetailPrice: z.number().int(),
    isEstimatedRetailPrice: z.boolean(),
    vehicleUsedFor: z.string(),
    isEssentialPart: z.boolean(),
  }),
  address: vehicleAddressSchema,
  permanentDriver: z.object({ isPermanent: z.boolean(), fullName: z.string().nullable() }),
  ownerDetails: z.object({ vehicleOwner: z.boolean(), fullName: z.string().nullable() }),
  motorVehicleFinance: z.object({
    isPayingCarLoan: z.boolean(),
    creditProvider: z.string().nullable(),
    optForTelkomCreditLife: z.boolean(),
  }),
  effectiveDate: z.string(),
  billingAddress: billingAddressSchema,
  paymentType: z.enum(['debit_order', 'deduct_from_salary']),
  preInspection: motorPreInspectionRefSchema.nullable(),
  /** the vehicle credit life taken with it (optForTelkomCreditLife), null when none */
  creditLife: motorCreditLifeRefSchema.nullable(),
  consents: z.array(
    z.object({ key: z.string(), text: z.string(), textVersion: z.string(), acceptedAt: z.string() }),
  ),
});

export const motorApplicationSchema = z.object({
  ...applicationCoreShape,
  module: motorApplicationModuleSchema,
  documents: z.array(claimDocumentViewSchema),
  requiredDocuments: z.array(z.string()),
  documentsOutstanding: z.array(z.string()),
  /** what the application waits for, in plain words ('' when nothing) */
  waitingFor: z.string(),
});
export type MotorApplication = z.infer<typeof motorApplicationSchema>;

/**
 * What a salary deduction of a motor application pays a month (cents): the motor premium and the vehicle
 * credit life's taken with it, both paid the same way; the amount its salary deduction consent names.
 */
export const motorSalaryDeductionPremium = (
  application: Pick<MotorApplication, 'monthlyPremium'> & {
    module: Pick<MotorApplication['module'], 'creditLife'>;
  },
) => application.monthlyPremium + (application.module.creditLife?.monthlyPremium ?? 0);
export const motorApplicationListReplySchema = z.object({ data: z.array(motorApplicationSchema) });
export const motorApplicationByIdQuerySchema = z.object({ applicationId: z.string().trim().uuid() });

export const motorApplicationUploadFieldsSchema = z.object({
  applicationId: entityIdField,
  kind: z.enum(
    MOTOR_APPLICATION_DOCUMENT_KINDS.map((kind) => kind.value) as [
      MotorApplicationDocumentKind,
      ...MotorApplicationDocumentKind[],
    ],
    { message: 'Please choose the document type' },
  ),
  description: z.string().trim().max(200).optional(),
});
