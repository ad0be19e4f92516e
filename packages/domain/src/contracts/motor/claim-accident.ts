/**
 * The accident details of a motor claim for accident damage, scratches and dents (spec 001 §3 "Motor claim
 * forms": other party, driver and licence, speeds, road and weather, passengers, third parties, witnesses
 * and injuries). The other party is the other vehicle's driver; third parties are anyone else whose person
 * or property was harmed (a pedestrian, a wall's owner, a further vehicle).
 */
import { z } from 'zod';
import {
  multilineText,
  personNameField,
  saIdNumberField,
  saMobileField,
} from '../../validators/zod-fields.js';
import { isoDateField } from '../common.js';
import { registrationNumberField } from './pre-inspection.js';

/** South African driving licence codes (National Road Traffic Act). */
export const DRIVING_LICENCE_CODES = [
  { value: 'A1', label: 'A1: motorcycle up to 125 cm³' },
  { value: 'A', label: 'A: motorcycle' },
  { value: 'B', label: 'B: light motor vehicle' },
  { value: 'EB', label: 'EB: light motor vehicle with a trailer' },
  { value: 'C1', label: 'C1: heavy vehicle up to 16 000 kg' },
  { value: 'C', label: 'C: heavy vehicle' },
  { value: 'EC1', label: 'EC1: heavy vehicle up to 16 000 kg with a trailer' },
  { value: 'EC', label: 'EC: articulated heavy vehicle' },
] as const;
export type DrivingLicenceCode = (typeof DRIVING_LICENCE_CODES)[number]['value'];

export const ROAD_CONDITIONS = [
  { value: 'dry', label: 'Dry' },
  { value: 'wet', label: 'Wet' },
  { value: 'gravel', label: 'Gravel' },
  { value: 'potholes', label: 'Potholes' },
  { value: 'under_construction', label: 'Under construction' },
] as const;
export type RoadCondition = (typeof ROAD_CONDITIONS)[number]['value'];

/** Weather and light at the time (the dark of night is listed with the weather, as the claim form has it). */
export const WEATHER_CONDITIONS = [
  { value: 'clear', label: 'Clear' },
  { value: 'rain', label: 'Rain' },
  { value: 'fog', label: 'Fog' },
  { value: 'wind', label: 'Wind' },
  { value: 'night', label: 'Dark (at night)' },
] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number]['value'];

/** At most this many passengers, third parties or witnesses on one claim. */
export const MAX_ACCIDENT_PEOPLE = 10;
export const MAX_SPEED_KMH = 250;

export const ACCIDENT_MESSAGES = {
  accident: 'Please tell us about the accident',
  otherPartyInvolved: 'Please tell us whether another vehicle was involved',
  otherParty: 'Please enter the other driver’s details',
  vehicleRegistrationNo: 'Please enter the other vehicle’s registration number',
  insurer: 'Please enter the other driver’s insurer (at most 80 characters)',
  isPolicyHolder: 'Please tell us whether you were driving',
  driverName: 'Please enter the name of the driver',
  driverIdNumber: 'Please enter the driver’s ID number',
  licenceNumber: 'Please enter the driving licence number as it is on the card',
  licenceCode: 'Please choose the driving licence code',
  licenceIssuedDate: 'Please enter the date the driving licence was first issued',
  licenceAfterIncident: 'The licence must have been issued before the accident',
  ownSpeed: `Please enter your speed in km/h (0 to ${MAX_SPEED_KMH})`,
  otherSpeed: `Please enter the other vehicle’s speed in km/h (0 to ${MAX_SPEED_KMH})`,
  roadCondition: 'Please choose the condition of the road',
  weather: 'Please choose the weather and light',
  injured: 'Please tell us whether this person was injured',
  tooMany: `Please enter at most ${MAX_ACCIDENT_PEOPLE} people`,
  damage: 'Please describe what was damaged or who was hurt (3 to 300 characters)',
  anyoneInjured: 'Please tell us whether anyone was injured',
  injuries: 'Please describe the injuries (at least 3 characters)',
  injuredPassenger: 'A passenger was injured: please say so under injuries and describe the injuries',
} as const;

const enumValues = <T extends string>(list: readonly { value: T }[]) =>
  list.map((entry) => entry.value) as [T, ...T[]];

const yesNo = (message: string) => z.boolean({ message });

const speedField = (message: string) =>
  z.number({ message }).int(message).min(0, message).max(MAX_SPEED_KMH, message);

const listOf = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_ACCIDENT_PEOPLE, ACCIDENT_MESSAGES.tooMany).default([]);

/** A licence number as printed on the card: 6 to 20 letters and digits (spaces removed, capitals). */
const licenceNumberField = z
  .string({ message: ACCIDENT_MESSAGES.licenceNumber })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{6,20}$/, ACCIDENT_MESSAGES.licenceNumber));

const insurerField = z.string().trim().min(2, ACCIDENT_MESSAGES.insurer).max(80, ACCIDENT_MESSAGES.insurer);

/** The other vehicle's driver. */
export const accidentOtherPartySchema = z.object({
  fullName: personNameField,
  idNumber: saIdNumberField.optional(),
  mobile: saMobileField,
  vehicleRegistrationNo: registrationNumberField,
  insurer: insurerField.optional(),
});

/** Who drove the insured vehicle: the policy holder (their name and ID are on the policy) or someone else. */
export const accidentDriverSchema = z
  .object({
    isPolicyHolder: yesNo(ACCIDENT_MESSAGES.isPolicyHolder),
    fullName: personNameField.optional(),
    idNumber: saIdNumberField.optional(),
    licenceNumber: licenceNumberField,
    licenceCode: z.enum(enumValues(DRIVING_LICENCE_CODES), { message: ACCIDENT_MESSAGES.licenceCode }),
    licenceIssuedDate: isoDateField,
  })
  .superRefine((driver, ctx) => {
    if (driver.isPolicyHolder) return;
    if (!driver.fullName)
      ctx.addIssue({ code: 'custom', path: ['fullName'], message: ACCIDENT_MESSAGES.driverName });
    if (!driver.idNumber)
      ctx.addIssue({ code: 'custom', path: ['idNumber'], message: ACCIDENT_MESSAGES.driverIdNumber });
  });

export const accidentPassengerSchema = z.object({
  fullName: personNameField,
  injured: yesNo(ACCIDENT_MESSAGES.injured),
});

/** Someone else harmed: a pedestrian, a property owner, a further vehicle. */
export const accidentThirdPartySchema = z.object({
  fullName: personNameField,
  mobile: saMobileField.optional(),
  vehicleRegistrationNo: registrationNumberField.optional(),
  insurer: insurerField.optional(),
  damage: multilineText(
    z.string().trim().min(3, ACCIDENT_MESSAGES.damage).max(300, ACCIDENT_MESSAGES.damage),
  ),
});

export const accidentWitnessSchema = z.object({ fullName: personNameField, mobile: saMobileField });

export const accidentInjuriesSchema = z
  .object({
    anyone: yesNo(ACCIDENT_MESSAGES.anyoneInjured),
    description: multilineText(z.string().trim().max(1000, ACCIDENT_MESSAGES.injuries)).optional(),
  })
  .superRefine((injuries, ctx) => {
    if (injuries.anyone && (injuries.description ?? '').length < 3)
      ctx.addIssue({ code: 'custom', path: ['description'], message: ACCIDENT_MESSAGES.injuries });
  });

/**
 * The accident: whether another vehicle was involved (then its driver's details and speed), who drove and
 * their licence, the speeds, the road and weather, and the people: passengers, third parties, witnesses
 * (each at most 10) and any injuries. An injured passenger means someone was injured.
 */
export const accidentDetailsSchema = z
  .object(
    {
      otherPartyInvolved: yesNo(ACCIDENT_MESSAGES.otherPartyInvolved),
      otherParty: accidentOtherPartySchema.optional(),
      driver: accidentDriverSchema,
      ownSpeedKmh: speedField(ACCIDENT_MESSAGES.ownSpeed),
      otherSpeedKmh: speedField(ACCIDENT_MESSAGES.otherSpeed).optional(),
      roadCondition: z.enum(enumValues(ROAD_CONDITIONS), { message: ACCIDENT_MESSAGES.roadCondition }),
      weather: z.enum(enumValues(WEATHER_CONDITIONS), { message: ACCIDENT_MESSAGES.weather }),
      passengers: listOf(accidentPassengerSchema),
      thirdParties: listOf(accidentThirdPartySchema),
      witnesses: listOf(accidentWitnessSchema),
      injuries: accidentInjuriesSchema,
    },
    { message: ACCIDENT_MESSAGES.accident },
  )
  .superRefine((accident, ctx) => {
    if (accident.otherPartyInvolved && !accident.otherParty)
      ctx.addIssue({ code: 'custom', path: ['otherParty'], message: ACCIDENT_MESSAGES.otherParty });
    if (accident.passengers.some((passenger) => passenger.injured) && !accident.injuries.anyone)
      ctx.addIssue({
        code: 'custom',
        path: ['injuries', 'anyone'],
        message: ACCIDENT_MESSAGES.injuredPassenger,
      });
  })
  .transform((accident) =>
    // without another vehicle there is no other driver or other speed to keep
    accident.otherPartyInvolved ? accident : { ...accident, otherParty: undefined, otherSpeedKmh: undefined },
  );
export type AccidentDetailsDraft = z.input<typeof accidentDetailsSchema>;
export type AccidentDetails = z.output<typeof accidentDetailsSchema>;

/** The accident details as stored with the claim and shown to its holder and the back office (no transforms). */
export const accidentDetailsViewSchema = z.object({
  otherPartyInvolved: z.boolean(),
  otherParty: z
    .object({
      fullName: z.string(),
      idNumber: z.string().optional(),
      mobile: z.string(),
      vehicleRegistrationNo: z.string(),
      insurer: z.string().optional(),
    })
    .optional(),
  driver: z.object({
    isPolicyHolder: z.boolean(),
    fullName: z.string().optional(),
    idNumber: z.string().optional(),
    licenceNumber: z.string(),
    licenceCode: z.enum(enumValues(DRIVING_LICENCE_CODES)),
    licenceIssuedDate: z.string(),
  }),
  ownSpeedKmh: z.number().int(),
  otherSpeedKmh: z.number().int().optional(),
  roadCondition: z.enum(enumValues(ROAD_CONDITIONS)),
  weather: z.enum(enumValues(WEATHER_CONDITIONS)),
  passengers: z.array(z.object({ fullName: z.string(), injured: z.boolean() })),
  thirdParties: z.array(
    z.object({
      fullName: z.string(),
      mobile: z.string().optional(),
      vehicleRegistrationNo: z.string().optional(),
      insurer: z.string().optional(),
      damage: z.string(),
    }),
  ),
  witnesses: z.array(z.object({ fullName: z.string(), mobile: z.string() })),
  injuries: z.object({ anyone: z.boolean(), description: z.string().optional() }),
});
export type AccidentDetailsView = z.infer<typeof accidentDetailsViewSchema>;
