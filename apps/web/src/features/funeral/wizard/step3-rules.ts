import {
  emailField,
  isValidPostalCode,
  MEMBER_AGE_MESSAGES,
  MAIN_MEMBER_AGE,
  MAX_CHILDREN_PER_QUOTE,
} from '@cover/domain';
import { checkBeneficiaryList } from '../../../components/beneficiaries/beneficiary-rules';
import { isAcceptableMobile } from '../../../components/identity-fields/phone-field';
import { checkSaId } from '../../../components/identity-fields/sa-id-check';
import type { ValidityFlags, WizardStep3 } from '../state/wizard-types';
import type { FieldErrors } from '../../../components/funeral/members/member-validation';

export const STEP3_MESSAGES = {
  activePolicy: (policyNumber: string | null) =>
    `You already have an active funeral policy${policyNumber ? ` (${policyNumber})` : ''}. You can change it from your policies.`,
  notOwnId: 'Please use your own ID number: the one you signed up with',
  mobileRequired: 'Please enter your mobile number',
  emailRequired: 'Please enter your email address',
  children: `Enter a number from 0 to ${MAX_CHILDREN_PER_QUOTE}`,
} as const;

export const MAIN_MEMBER_BAND = {
  minAge: MAIN_MEMBER_AGE.min,
  maxAge: MAIN_MEMBER_AGE.max,
  ageMessage: MEMBER_AGE_MESSAGES.main,
};

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

/** Field problems of step 3, given the uniqueness check and the signed-in user's own ID number. */
export function validateStep3(
  step3: WizardStep3,
  context: {
    ownIdNumber: string | null;
    activePolicy: { exists: boolean; policyNumber: string | null } | undefined;
  },
): FieldErrors {
  const errors: FieldErrors = {};
  const id = checkSaId(step3.idNumber, MAIN_MEMBER_BAND);
  if (!id.idValid) errors.idNumber = id.message ?? 'Please enter your 13-digit SA ID number';
  else if (!id.ageValid) errors.idNumber = id.message ?? MEMBER_AGE_MESSAGES.main;
  else if (context.ownIdNumber && context.ownIdNumber !== step3.idNumber.trim())
    errors.idNumber = STEP3_MESSAGES.notOwnId;
  else if (context.activePolicy?.exists)
    errors.idNumber = STEP3_MESSAGES.activePolicy(context.activePolicy.policyNumber);
  const flags = validityOf(step3);
  if (step3.mobile.trim() === '') errors.mobile = STEP3_MESSAGES.mobileRequired;
  else if (!flags.mobile)
    errors.mobile = 'Please enter a valid South African mobile number, e.g. 082 123 4567';
  if (!flags.alternateMobile)
    errors.alternateMobile = 'Please enter a valid South African mobile number, e.g. 082 123 4567';
  if (step3.email.trim() === '') errors.email = STEP3_MESSAGES.emailRequired;
  else if (!flags.email) errors.email = 'Please enter a valid email address';
  if (step3.address.code.trim() !== '' && !isValidPostalCode(step3.address.code))
    errors.code = 'Please enter a valid 4-digit postal code';
  if (
    !Number.isInteger(step3.noOfChildrens) ||
    step3.noOfChildrens < 0 ||
    step3.noOfChildrens > MAX_CHILDREN_PER_QUOTE
  )
    errors.noOfChildrens = STEP3_MESSAGES.children;
  const beneficiaries = checkBeneficiaryList(step3.beneficiaries);
  if (!beneficiaries.ok) errors.beneficiaries = beneficiaries.message;
  return errors;
}
