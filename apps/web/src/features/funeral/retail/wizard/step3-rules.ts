import { z } from 'zod';
import {
  emailField,
  formatLongDate,
  optionalSaMobileField,
  postalCodeField,
  saMobileField,
} from '@cover/domain';
import { MAX_CHILDREN_PER_QUOTE, MEMBER_AGE_MESSAGES } from '@cover/domain/funeral';
import { blankOr, checkedBy } from '../../../../components/form-fields/zod-rules';
import { MAIN_MEMBER_BAND } from '../../shared/members/member-validation';
import { isAcceptableMobile } from '../../../../components/identity-fields/phone-field';
import { checkSaId } from '../../../../components/identity-fields/sa-id-check';
import { beneficiaryListField } from '../../../../components/person/beneficiary-list-field';
import type { ValidityFlags, WizardStep3 } from '../state/wizard-types';

export const STEP3_MESSAGES = {
  activePolicy: (policyNumber: string | null) =>
    `You already have an active funeral policy${policyNumber ? ` (${policyNumber})` : ''}. You can change it from your policies.`,
  notOwnId: 'Please use your own ID number: the one you signed up with',
  mobileRequired: 'Please enter your mobile number',
  emailRequired: 'Please enter your email address',
  children: `Enter a number from 0 to ${MAX_CHILDREN_PER_QUOTE}`,
  /** the ID number's date of birth is not the one the premium was worked out on (the Plan step's) */
  birthDiffers: (fromId: string, given: string) =>
    `This ID number is for someone born on ${formatLongDate(fromId)}, not on ${formatLongDate(given)} as given ` +
    'on the first step. Go back and correct the date of birth there (the premium depends on it), or check the ID number.',
} as const;

/** The validity flags of spec 002 §3 step3 (id number, age, mobile, alternate mobile, email). */
export function validityOf(
  step3: Pick<WizardStep3, 'idNumber' | 'mobile' | 'alternateMobile' | 'email'>,
): ValidityFlags {
  const id = checkSaId(step3.idNumber, MAIN_MEMBER_BAND);
  return {
    idNumber: id.idValid,
    age: id.idValid && id.ageValid,
    mobile: isAcceptableMobile(step3.mobile, true),
    alternateMobile: isAcceptableMobile(step3.alternateMobile, false),
    email: emailField.safeParse(step3.email).success,
  };
}

/** What step 3 checks the ID number against: the signed-in user's own, and the uniqueness check. */
export interface Step3Context {
  ownIdNumber: string | null;
  activePolicy: { exists: boolean; policyNumber: string | null } | undefined;
  /** the main member's date of birth the quote was priced on (the Plan step's), when given */
  dateOfBirth?: string;
}

/**
 * The ID number's problem: not a valid SA ID, outside the age band, born on another day than the quote was
 * priced for, not the user's own, or insured already.
 */
export function idNumberProblem(idNumber: string, context: Step3Context): string | undefined {
  const id = checkSaId(idNumber, MAIN_MEMBER_BAND);
  if (!id.idValid) return id.message ?? 'Please enter your 13-digit SA ID number';
  if (!id.ageValid) return id.message ?? MEMBER_AGE_MESSAGES.main;
  if (context.dateOfBirth && id.dateOfBirth && id.dateOfBirth !== context.dateOfBirth)
    return STEP3_MESSAGES.birthDiffers(id.dateOfBirth, context.dateOfBirth);
  if (context.ownIdNumber && context.ownIdNumber !== idNumber.trim()) return STEP3_MESSAGES.notOwnId;
  if (context.activePolicy?.exists) return STEP3_MESSAGES.activePolicy(context.activePolicy.policyNumber);
  return undefined;
}

const required = (message: string, rule: z.ZodType<unknown, string>) =>
  z.string().trim().min(1, message).pipe(rule);

/** Step 3: the main member's details and beneficiaries, given the ID checks. */
export const step3Schema = (context: Step3Context) =>
  z.object({
    title: z.string(),
    idNumber: z.string().superRefine((idNumber, ctx) => {
      const problem = idNumberProblem(idNumber, context);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    mobile: checkedBy(z.string(), required(STEP3_MESSAGES.mobileRequired, saMobileField)),
    alternateMobile: checkedBy(z.string(), optionalSaMobileField),
    email: checkedBy(z.string(), required(STEP3_MESSAGES.emailRequired, emailField)),
    address: z.object({
      formattedAddress: z.string(),
      city: z.string(),
      provience: z.string(),
      code: blankOr(postalCodeField),
    }),
    noOfChildrens: z
      .number()
      .refine(
        (count) => Number.isInteger(count) && count >= 0 && count <= MAX_CHILDREN_PER_QUOTE,
        STEP3_MESSAGES.children,
      ),
    validity: z.custom<ValidityFlags>(),
    isExistIdNumber: z.boolean(),
    isUniqueIdNumber: z.boolean(),
    beneficiaries: beneficiaryListField,
  });
