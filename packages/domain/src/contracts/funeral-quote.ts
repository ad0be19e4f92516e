/**
 * Contracts of funeral quotes (spec 002 §3 "Quote response", "Funeral quote payload", "Extended family
 * quote and premium table"): the quote input, the cover calculator input, the priced quote, and the
 * application payload that refers to a quote package. Money is integer cents.
 */
import { z } from 'zod';
import { BILLING_FREQUENCY } from '../constants/billing.js';
import {
  COVER_OPTION_CODES,
  DEFAULT_FUNERAL_COVER_TYPE,
  FUNERAL_COVER_TYPES,
} from '../constants/cover-options.js';
import { CURRENCY } from '../constants/locale.js';
import { MAX_CHILDREN_PER_QUOTE, MAX_EXTENDED_FAMILY_PER_QUOTE } from '../constants/funeral.js';
import { FUNERAL_PACKAGE_NAMES, RETAIL_FUNERAL_PACKAGE_NAME } from '../constants/packages.js';
import { EXTENDED_FAMILY_RELATIONS, toExtendedFamilyRelation } from '../constants/relationships.js';
import { parseIsoDate } from '../validators/calendar.js';
import { refineBirthMatchesId } from '../validators/id-birth.js';
import { personNameField, saIdNumberField } from '../validators/zod-fields.js';

export const FUNERAL_QUOTE_MESSAGES = {
  date: 'Please enter a real date: day, month and year',
  dateOfBirthOrId: 'Please enter a date of birth or an ID number',
  coverType: 'Please choose Money cover or Funeral expenses cover',
  coverOption: 'Please choose a cover option from A to E',
  relationship: 'Please choose a valid relationship for the extended family member',
  packageName: 'Unknown funeral package',
  wholeAge: 'Age must be a whole number of years',
  tooManyChildren: `At most ${MAX_CHILDREN_PER_QUOTE} children can be listed`,
  tooManyRelatives: `At most ${MAX_EXTENDED_FAMILY_PER_QUOTE} extended family members can be listed`,
} as const;

const coverTypeValues = FUNERAL_COVER_TYPES.map((type) => type.value) as [
  (typeof FUNERAL_COVER_TYPES)[number]['value'],
  ...(typeof FUNERAL_COVER_TYPES)[number]['value'][],
];
const relationValues = EXTENDED_FAMILY_RELATIONS.map((relation) => relation.value) as [
  (typeof EXTENDED_FAMILY_RELATIONS)[number]['value'],
  ...(typeof EXTENDED_FAMILY_RELATIONS)[number]['value'][],
];

/** A calendar date 'YYYY-MM-DD' that exists. */
const isoDateField = z
  .string()
  .trim()
  .refine((value) => parseIsoDate(value) !== null, FUNERAL_QUOTE_MESSAGES.date);
export const funeralCoverTypeField = z.enum(coverTypeValues, { message: FUNERAL_QUOTE_MESSAGES.coverType });
export const funeralCoverOptionField = z.enum(COVER_OPTION_CODES, {
  message: FUNERAL_QUOTE_MESSAGES.coverOption,
});
export const funeralPackageNameField = z.enum(FUNERAL_PACKAGE_NAMES, {
  message: FUNERAL_QUOTE_MESSAGES.packageName,
});
/** An extended-family relation by value ('parent_in_law') or label ('Parent in law'), output as its value. */
export const extendedFamilyRelationField = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const relation = toExtendedFamilyRelation(value);
    if (!relation) {
      ctx.issues.push({ code: 'custom', message: FUNERAL_QUOTE_MESSAGES.relationship, input: value });
      return z.NEVER;
    }
    return relation;
  });

const names = { firstName: personNameField.optional(), lastName: personNameField.optional() };
const identity = { dateOfBirth: isoDateField.optional(), idNumber: saIdNumberField.optional(), ...names };
const hasDateOfBirthOrId = (member: { dateOfBirth?: string | undefined; idNumber?: string | undefined }) =>
  member.dateOfBirth !== undefined || member.idNumber !== undefined;
const dateOfBirthOrIdIssue = { message: FUNERAL_QUOTE_MESSAGES.dateOfBirthOrId, path: ['dateOfBirth'] };

/** The date of birth must agree with the ID number where both are given (at the date of birth). */
const birthMatchesId = refineBirthMatchesId('idNumber', 'dateOfBirth');

/** A covered person identified by date of birth, ID number or both (they must then agree). */
const memberIdentitySchema = z
  .object(identity)
  .refine(hasDateOfBirthOrId, dateOfBirthOrIdIssue)
  .superRefine(birthMatchesId);

export const funeralChildInputSchema = z
  .object({ ...identity, isStudying: z.boolean().default(false), isDisabled: z.boolean().default(false) })
  .refine(hasDateOfBirthOrId, dateOfBirthOrIdIssue)
  .superRefine(birthMatchesId);

/** An extended family member to quote (spec: relationship, coverageOption, dateOfBirth). */
export const extendedFamilyMemberInputSchema = z
  .object({
    relationship: extendedFamilyRelationField,
    dateOfBirth: isoDateField,
    coverageOption: funeralCoverOptionField,
    idNumber: saIdNumberField.optional(),
    ...names,
  })
  .superRefine(birthMatchesId);
export type ExtendedFamilyMemberInputDraft = z.input<typeof extendedFamilyMemberInputSchema>;
export type ExtendedFamilyMemberInput = z.output<typeof extendedFamilyMemberInputSchema>;

export const funeralQuoteInputSchema = z.object({
  packageName: funeralPackageNameField.default(RETAIL_FUNERAL_PACKAGE_NAME),
  coverType: funeralCoverTypeField.default(DEFAULT_FUNERAL_COVER_TYPE),
  coverOption: funeralCoverOptionField,
  billingFrequency: z.literal(BILLING_FREQUENCY).default(BILLING_FREQUENCY),
  /** the proposed start of cover; ages are taken on the quote date, not on this date */
  startDate: isoDateField.optional(),
  mainMember: memberIdentitySchema,
  spouse: memberIdentitySchema.optional(),
  children: z
    .array(funeralChildInputSchema)
    .max(MAX_CHILDREN_PER_QUOTE, FUNERAL_QUOTE_MESSAGES.tooManyChildren)
    .default([]),
  extendedFamily: z
    .array(extendedFamilyMemberInputSchema)
    .max(MAX_EXTENDED_FAMILY_PER_QUOTE, FUNERAL_QUOTE_MESSAGES.tooManyRelatives)
    .default([]),
});
export type FuneralQuoteInputDraft = z.input<typeof funeralQuoteInputSchema>;
export type FuneralQuoteInput = z.output<typeof funeralQuoteInputSchema>;

const wholeAge = z.number({ message: FUNERAL_QUOTE_MESSAGES.wholeAge }).int(FUNERAL_QUOTE_MESSAGES.wholeAge);

/** The public cover calculator: ages instead of dates of birth, and only the number of children. */
export const coverCalculatorInputSchema = z.object({
  packageName: funeralPackageNameField.default(RETAIL_FUNERAL_PACKAGE_NAME),
  coverType: funeralCoverTypeField.default(DEFAULT_FUNERAL_COVER_TYPE),
  coverOption: funeralCoverOptionField,
  mainMemberAge: wholeAge,
  spouseAge: wholeAge.optional(),
  numberOfChildren: z
    .number()
    .int()
    .min(0)
    .max(MAX_CHILDREN_PER_QUOTE, FUNERAL_QUOTE_MESSAGES.tooManyChildren)
    .default(0),
  extendedFamily: z
    .array(
      z.object({
        relationship: extendedFamilyRelationField,
        age: wholeAge,
        coverageOption: funeralCoverOptionField,
      }),
    )
    .max(MAX_EXTENDED_FAMILY_PER_QUOTE, FUNERAL_QUOTE_MESSAGES.tooManyRelatives)
    .default([]),
});
export type CoverCalculatorInputDraft = z.input<typeof coverCalculatorInputSchema>;
export type CoverCalculatorInput = z.output<typeof coverCalculatorInputSchema>;

const cents = z.number().int().min(0);

export const FUNERAL_MEMBER_ROLES = ['main', 'spouse', 'child', 'extended'] as const;

/** One covered life of a quote. A child's premium is 0: all children share module.childrenPremium. */
export const funeralQuoteBreakdownEntrySchema = z.object({
  role: z.enum(FUNERAL_MEMBER_ROLES),
  relationship: z.enum(relationValues).optional(),
  age: z.number().int().min(0),
  coverageOption: funeralCoverOptionField,
  coverAmount: cents,
  accidentalCoverAmount: cents,
  premium: cents,
});
export type FuneralQuoteBreakdownEntry = z.infer<typeof funeralQuoteBreakdownEntrySchema>;

export const childBenefitSchema = z.object({
  minAge: z.number().int(),
  maxAge: z.number().int(),
  coverAmount: cents,
});

export const funeralQuoteModuleSchema = z.object({
  type: z.literal('funeral'),
  coverType: funeralCoverTypeField,
  startDate: isoDateField.optional(),
  /** the main member's premium (after any package discount) */
  principalPremium: cents,
  mainMemberAge: z.number().int(),
  coverageOption: funeralCoverOptionField,
  naturalDeathAmount: cents,
  accidentalDeathAmount: cents,
  /** airtime paid each month for airtimeBenefitMonths after the main member's death */
  airtimeBenefitAmount: cents,
  airtimeBenefitMonths: z.number().int().min(0),
  naturalDeathWaitingMonths: z.number().int().min(0),
  accidentalDeathWaitingMonths: z.number().int().min(0),
  spouseIncluded: z.boolean(),
  childrenIncluded: z.boolean(),
  extendedFamilyIncluded: z.boolean(),
  childrenCount: z.number().int().min(0),
  /** one premium for all children of the policy */
  childrenPremium: cents,
  childBenefits: z.array(childBenefitSchema),
  /** basis points taken off each premium line (EMPLOYEE_FUNERAL_INSURANCE), 0 otherwise */
  discountBps: z.number().int().min(0),
});
export type FuneralQuoteModule = z.infer<typeof funeralQuoteModuleSchema>;

/** The quote response (spec 002 §3). quotePackageId, createdAt and productModuleDefinitionId are set by the server. */
export const funeralQuoteSchema = z.object({
  quotePackageId: z.string().optional(),
  packageName: funeralPackageNameField,
  /** the main member's natural-death cover */
  sumAssured: cents,
  /** the premium from the rate table before any package discount */
  basePremium: cents,
  /** the premium charged each month */
  suggestedPremium: cents,
  /** equal to suggestedPremium; the employee quote result carries it under this name */
  totalPremium: cents,
  createdAt: z.string().optional(),
  currency: z.literal(CURRENCY),
  billingFrequency: z.literal(BILLING_FREQUENCY),
  productModuleDefinitionId: z.string().optional(),
  rateTableVersion: z.string(),
  module: funeralQuoteModuleSchema,
  breakdown: z.array(funeralQuoteBreakdownEntrySchema),
});
export type FuneralQuote = z.infer<typeof funeralQuoteSchema>;

/** The priced preview of one extended family member (the add-extended-family quote). */
export const extendedFamilyMemberQuoteSchema = funeralQuoteBreakdownEntrySchema.extend({
  role: z.literal('extended'),
  relationship: z.enum(relationValues),
  rateTableVersion: z.string(),
});
export type ExtendedFamilyMemberQuote = z.infer<typeof extendedFamilyMemberQuoteSchema>;

/** One row of the extended-family premium table of an option. */
export const extendedFamilyPremiumRowSchema = z.object({
  minAge: z.number().int(),
  maxAge: z.number().int(),
  premiumAmount: cents,
});
export type ExtendedFamilyPremiumRow = z.infer<typeof extendedFamilyPremiumRowSchema>;

export interface FuneralRatingError {
  /** dotted field path, e.g. 'children.0.dateOfBirth' (as in the API error envelope's fields) */
  path: string;
  message: string;
}

export type FuneralRatingResult<T> = { ok: true; quote: T } | { ok: false; errors: FuneralRatingError[] };

const payloadMember = {
  id_number: saIdNumberField.optional(),
  last_name: personNameField,
  first_name: personNameField,
  date_of_birth: isoDateField,
};
const payloadBirthMatchesId = refineBirthMatchesId('id_number', 'date_of_birth');

/** The funeral quote payload (spec 002 §3) that turns a quote package into an application. */
export const funeralQuotePayloadSchema = z.object({
  quote_package_id: z.string().min(1),
  call_centre: z.boolean().default(false),
  declaration_form_provided: z.boolean().default(false),
  applicationId: z.string().optional(),
  billingDay: z.number().int().min(1).max(31).optional(),
  spouse: z.object(payloadMember).superRefine(payloadBirthMatchesId).optional(),
  children: z
    .array(
      z
        .object({
          ...payloadMember,
          is_studying: z.boolean().default(false),
          is_disabled: z.boolean().default(false),
        })
        .superRefine(payloadBirthMatchesId),
    )
    .max(MAX_CHILDREN_PER_QUOTE)
    .default([]),
  extended_family: z
    .array(
      z.object({
        last_name: personNameField,
        first_name: personNameField,
        relationship: extendedFamilyRelationField,
        date_of_birth: isoDateField,
        coverage_option: funeralCoverOptionField,
      }),
    )
    .max(MAX_EXTENDED_FAMILY_PER_QUOTE)
    .default([]),
});
export type FuneralQuotePayloadDraft = z.input<typeof funeralQuotePayloadSchema>;
export type FuneralQuotePayload = z.output<typeof funeralQuotePayloadSchema>;
