/**
 * The field groups of the motor registration form (spec 001 §3), each with the spec's exact names: the
 * vehicle, where it is kept, its permanent driver, its owner, previous insurance, extras and performance
 * enhancements, and its finance. The quote takes the rating facts; the application all of them.
 */
import { z } from 'zod';
import { DEFAULT_TOTAL_ESTIMATED_VALUE } from '../../constants/motor.js';
import { VEHICLE_DRIVER_RELATIONS, VEHICLE_OWNER_RELATIONS } from '../../constants/relationships.js';
import {
  isPlausibleRegistrationNumber,
  normaliseRegistrationNumber,
} from '../../validators/registration-number.js';
import { parseSaIdNumber } from '../../validators/sa-id.js';
import { isValidYearMonth, toYearMonth } from '../../validators/year-month.js';
import { personNameField, saIdNumberField } from '../../validators/zod-fields.js';
import { billingAddressSchema } from '../address.js';
import { vehicleTypeField } from './valuation.js';
import { MOTOR_ENHANCEMENTS, MOTOR_EXTRAS } from './vehicle-extras.js';
import { VIN_MESSAGE, vinField } from './vin-field.js';

export * from './vehicle-extras.js';

export const VEHICLE_MESSAGES = {
  vin: VIN_MESSAGE,
  registration: 'Please enter the registration number as it is on the number plate',
  make: 'Please enter the make',
  model: 'Please enter the model',
  colour: 'Please enter the colour in words, such as white or silver',
  engineNo: 'Please enter the engine number',
  odometer: 'Please enter the odometer reading in km',
  manufacturingYear: 'Please choose the year the vehicle was made',
  registrationDate: 'Please choose the year and month the vehicle was first registered',
  registrationNotYet: 'The first registration cannot be after this month',
  registeredBeforeMade:
    'The first registration cannot be more than a year before the year the vehicle was made: check both years',
  price: 'Please enter the value of the vehicle in rand',
  /** the bounds of vehicleValueField, in rand */
  priceRange: 'Please enter a value from R1 000 to R50 million',
  use: 'Please choose what the vehicle is used for',
  driver: 'Please give the permanent driver’s details',
  driverName: 'Please enter the driver’s first name and surname',
  driverAge: 'The permanent driver must be 18 or older: the age to hold a driver’s licence for a car',
  licence: 'Please enter the driver’s licence number',
  relationship: 'Please choose the relationship',
  owner: 'Please give the owner’s details',
  years: 'Please enter the number of years (0 to 50)',
  claims: 'Please enter the number of claims in the last 3 years (0 to 10)',
  cancellationReason: 'Please say why the insurance was cancelled',
  extrasValue: 'Please enter the value in rand, e.g. 12 500',
  extrasDetails: 'Please choose at least one',
  creditProvider: 'Please enter the bank or finance house',
  responsiblePerson: 'Please enter who is responsible for the finance',
  address: 'Please give the address where the vehicle is kept at night',
} as const;

export const VEHICLE_USES = [
  { value: 'private', label: 'Private use (including to and from work)' },
  { value: 'business', label: 'Business use' },
] as const;
export const vehicleUseField = z.enum(['private', 'business'], { message: VEHICLE_MESSAGES.use });

const currentYear = () => new Date().getUTCFullYear();
const text = (message: string, max = 60) => z.string({ message }).trim().min(1, message).max(max, message);

/** A vehicle's colour in words ('White', 'Silver metallic', 'Blue/white'): a letter at least, no digits. */
export const vehicleColourField = text(VEHICLE_MESSAGES.colour, 30).regex(
  /^[^\d]*\p{L}[^\d]*$/u,
  VEHICLE_MESSAGES.colour,
);

export const vehicleRegistrationNumberField = z
  .string({ message: VEHICLE_MESSAGES.registration })
  .trim()
  .refine(isPlausibleRegistrationNumber, VEHICLE_MESSAGES.registration)
  .transform(normaliseRegistrationNumber);

export const manufacturingYearField = z
  .number({ message: VEHICLE_MESSAGES.manufacturingYear })
  .int(VEHICLE_MESSAGES.manufacturingYear)
  .min(1900, VEHICLE_MESSAGES.manufacturingYear)
  .refine((year) => year <= currentYear() + 1, VEHICLE_MESSAGES.manufacturingYear);

/** Rand cents of a vehicle's value: from R1 000 to R50 million (VEHICLE_MESSAGES.priceRange says so). */
export const vehicleValueField = z
  .number({ message: VEHICLE_MESSAGES.price })
  .int(VEHICLE_MESSAGES.price)
  .min(100_000, VEHICLE_MESSAGES.priceRange)
  .max(5_000_000_000, VEHICLE_MESSAGES.priceRange);

/** An amount the form keeps as text with two decimals ('00.00' by default) → cents. */
export const randTextField = z
  .string({ message: VEHICLE_MESSAGES.extrasValue })
  .trim()
  .regex(/^\d{1,9}(\.\d{1,2})?$/, VEHICLE_MESSAGES.extrasValue);
export const randTextToCents = (value: string): number => Math.round(Number.parseFloat(value) * 100);

/** The rating facts of the vehicle (the quote's). */
export const quotedVehicleShape = {
  vehicle_type: vehicleTypeField,
  make: text(VEHICLE_MESSAGES.make),
  model: text(VEHICLE_MESSAGES.model, 80),
  manufacturingYear: manufacturingYearField,
  /** the valuation the price came from, or null when the customer gave an estimate */
  valuationId: z.string().trim().uuid().nullable(),
  /** cents */
  estimatedRetailPrice: vehicleValueField,
  isEstimatedRetailPrice: z.boolean(),
  vehicleUsedFor: vehicleUseField,
  isEssentialPart: z.boolean(),
};

/** The full vehicle of the application: the quoted facts plus its identity and condition. */
export const vehicleDetailsSchema = z
  .object({
    ...quotedVehicleShape,
    vin: vinField,
    vehicle_reg_no: vehicleRegistrationNumberField,
    colour: vehicleColourField,
    engineNo: z
      .string({ message: VEHICLE_MESSAGES.engineNo })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9-]{4,20}$/, VEHICLE_MESSAGES.engineNo),
    odometer: z
      .number({ message: VEHICLE_MESSAGES.odometer })
      .int(VEHICLE_MESSAGES.odometer)
      .min(0, VEHICLE_MESSAGES.odometer)
      .max(2_000_000, VEHICLE_MESSAGES.odometer),
    engineDisplacement: z.number().int().min(49).max(10_000).nullable().default(null),
    /** vehicleRegistrationDate is built as YYYY-MM from these two (spec 001 §3) */
    vehicleRegistrationYear: z.number({ message: VEHICLE_MESSAGES.registrationDate }).int(),
    vehicleRegistrationMonth: z.number({ message: VEHICLE_MESSAGES.registrationDate }).int(),
    preInspectionId: z.string().trim().uuid('Please complete the vehicle pre-inspection first'),
  })
  .transform((vehicle, ctx) => {
    const vehicleRegistrationDate = toYearMonth(
      vehicle.vehicleRegistrationYear,
      vehicle.vehicleRegistrationMonth,
    );
    const problem = !isValidYearMonth(vehicleRegistrationDate)
      ? VEHICLE_MESSAGES.registrationDate
      : vehicle.vehicleRegistrationYear < vehicle.manufacturingYear - 1
        ? VEHICLE_MESSAGES.registeredBeforeMade
        : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', path: ['vehicleRegistrationMonth'], message: problem });
      return z.NEVER;
    }
    return { ...vehicle, vehicleRegistrationDate };
  });
export type VehicleDetails = z.output<typeof vehicleDetailsSchema>;

/** Where the vehicle is kept at night: the typed address and the picked one. */
export const vehicleAddressSchema = z.object({
  address: text(VEHICLE_MESSAGES.address, 200),
  googleAddress: billingAddressSchema,
});

const relationshipField = z.enum(
  VEHICLE_OWNER_RELATIONS.map((relation) => relation.value) as [string, ...string[]],
  { message: VEHICLE_MESSAGES.relationship },
);
const driverRelationshipField = z.enum(
  VEHICLE_DRIVER_RELATIONS.map((relation) => relation.value) as [string, ...string[]],
  { message: VEHICLE_MESSAGES.relationship },
);

/** The youngest a permanent driver may be: a learner or a child is not the regular driver of a car. */
export const PERMANENT_DRIVER_MIN_AGE = 18;
const driverOldEnough = (id: string) => {
  const parsed = parseSaIdNumber(id);
  return parsed.valid && parsed.age >= PERMANENT_DRIVER_MIN_AGE;
};

/** The permanent (regular) driver: the applicant, or someone else named here. */
export const permanentDriverSchema = z.discriminatedUnion('isPermanent', [
  z.object({ isPermanent: z.literal(true) }),
  z.object({
    isPermanent: z.literal(false),
    relationShip: driverRelationshipField,
    idNumber: saIdNumberField.refine(
      (id) => parseSaIdNumber(id).valid === false || driverOldEnough(id),
      VEHICLE_MESSAGES.driverAge,
    ),
    fullName: z
      .string()
      .trim()
      .min(3, VEHICLE_MESSAGES.driverName)
      .max(120, VEHICLE_MESSAGES.driverName)
      .regex(/\S\s+\S/, VEHICLE_MESSAGES.driverName),
    licenceNumber: z
      .string({ message: VEHICLE_MESSAGES.licence })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{8,14}$/, VEHICLE_MESSAGES.licence),
  }),
]);
export type PermanentDriver = z.infer<typeof permanentDriverSchema>;

/**
 * The permanent driver in a change of the policy (spec 001 §3): as in the application, or, for the driver
 * the policy already names, `{ isPermanent: false, keepDriver: true }`: the policy's own record of them
 * stays. Their ID and licence numbers are never sent back to the browser, so the customer is not asked to
 * type them again to change the colour.
 */
export const editedPermanentDriverSchema = z.discriminatedUnion('isPermanent', [
  z.object({ isPermanent: z.literal(true) }),
  z.discriminatedUnion('keepDriver', [
    z.object({ isPermanent: z.literal(false), keepDriver: z.literal(true) }),
    permanentDriverSchema.options[1].extend({ keepDriver: z.literal(false).optional() }),
  ]),
]);
export type EditedPermanentDriver = z.infer<typeof editedPermanentDriverSchema>;

/** The registered owner: the applicant (vehicleOwner) or someone else. */
export const ownerDetailsSchema = z.discriminatedUnion('vehicleOwner', [
  z.object({ vehicleOwner: z.literal(true) }),
  z.object({
    vehicleOwner: z.literal(false),
    firstName: personNameField,
    lastName: personNameField,
    idNumber: saIdNumberField.optional(),
    relationship: relationshipField,
  }),
]);
export type OwnerDetails = z.infer<typeof ownerDetailsSchema>;

export const previousInsuranceDetailsSchema = z
  .object({
    totalConsecutiveYears: z
      .number({ message: VEHICLE_MESSAGES.years })
      .int()
      .min(0, VEHICLE_MESSAGES.years)
      .max(50, VEHICLE_MESSAGES.years),
    totalClaims: z
      .number({ message: VEHICLE_MESSAGES.claims })
      .int()
      .min(0, VEHICLE_MESSAGES.claims)
      .max(10, VEHICLE_MESSAGES.claims),
    everCancelled: z.boolean(),
    cancellationReason: z.string().trim().max(200).optional(),
    isConvicted: z.boolean(),
  })
  .refine((value) => !value.everCancelled || (value.cancellationReason ?? '').length >= 3, {
    path: ['cancellationReason'],
    message: VEHICLE_MESSAGES.cancellationReason,
  });
export type PreviousInsuranceDetails = z.infer<typeof previousInsuranceDetailsSchema>;

const detailsOf = <T extends readonly { value: string }[]>(list: T) =>
  z.array(z.enum(list.map((item) => item.value) as [string, ...string[]])).max(list.length);

const declaredShape = (list: readonly { value: string }[]) => ({
  totalEstimatedValue: randTextField.default(DEFAULT_TOTAL_ESTIMATED_VALUE),
  details: detailsOf(list).default([]),
});

/** When something is declared, at least one item and a value above zero. */
function checkDeclared(
  declared: boolean,
  value: { totalEstimatedValue: string; details: readonly string[] },
  ctx: z.RefinementCtx,
): void {
  if (!declared) return;
  if (value.details.length === 0)
    ctx.addIssue({ code: 'custom', path: ['details'], message: VEHICLE_MESSAGES.extrasDetails });
  if (randTextToCents(value.totalEstimatedValue) <= 0)
    ctx.addIssue({ code: 'custom', path: ['totalEstimatedValue'], message: VEHICLE_MESSAGES.extrasValue });
}

export const extraVehicleDetailsSchema = z
  .object({ anyExtra: z.boolean(), ...declaredShape(MOTOR_EXTRAS) })
  .superRefine((value, ctx) => checkDeclared(value.anyExtra, value, ctx));
export const performanceEnhancementDetailsSchema = z
  .object({ anyEnhancement: z.boolean(), ...declaredShape(MOTOR_ENHANCEMENTS) })
  .superRefine((value, ctx) => checkDeclared(value.anyEnhancement, value, ctx));
export type ExtraVehicleDetails = z.output<typeof extraVehicleDetailsSchema>;
export type PerformanceEnhancementDetails = z.output<typeof performanceEnhancementDetailsSchema>;

/** Declared value in cents, 0 when nothing is declared. */
export const declaredValueCents = (declared: boolean, totalEstimatedValue: string): number =>
  declared ? randTextToCents(totalEstimatedValue) : 0;

/** motorVehicleFinance: the loan, the credit provider, and the opt-in for vehicle credit life. */
export const motorVehicleFinanceSchema = z.discriminatedUnion('isPayingCarLoan', [
  z.object({ isPayingCarLoan: z.literal(false) }),
  z.object({
    isPayingCarLoan: z.literal(true),
    creditProvider: text(VEHICLE_MESSAGES.creditProvider, 80),
    responsiblePerson: text(VEHICLE_MESSAGES.responsiblePerson, 120),
    /** the hand-over to vehicle credit life: asked here, quoted and added with it */
    optForTelkomCreditLife: z.boolean().default(false),
  }),
]);
export type MotorVehicleFinance = z.infer<typeof motorVehicleFinanceSchema>;
