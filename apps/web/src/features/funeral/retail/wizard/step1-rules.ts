import { z } from 'zod';
import { personNameField } from '@cover/domain';
import {
  coverAmountCents,
  funeralCoverOptionField,
  funeralCoverTypeField,
  MAX_CHILDREN_PER_QUOTE,
} from '@cover/domain/funeral';
import { addIssues, checkedBy } from '../../../../components/form-fields/zod-rules';
import { extendedFamilyDraftSchema } from '../../shared/members/member-schemas';
import { addNameErrors, priceLocally, type FieldErrors } from '../../shared/members/member-validation';
import { initialStep3, initialStep4 } from '../state/funeral-quote-slice';
import { wizardQuoteInput } from '../state/wizard-payloads';
import type { PlanValues, WizardStep1 } from '../state/wizard-types';
import { STEP3_MESSAGES } from './step3-rules';

export const PLAN_MESSAGES = {
  spouseDateOfBirth: "Please enter your spouse's date of birth, or untick 'Cover my spouse'",
} as const;

/** Step 1 with the cover amount of its plan (0 until an option is chosen). */
export const withCoverAmount = (step1: WizardStep1): WizardStep1 => ({
  ...step1,
  coverAmount: step1.coverOption === '' ? 0 : (coverAmountCents(step1.selectedPlan, step1.coverOption) ?? 0),
});

/** Step 1's problems across fields: each relative's names, the ages the rating rules refuse, an empty list. */
export function step1Problems(step1: WizardStep1, today: Date = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const extended = step1.extendedFamilyIncluded === 'yes';
  if (extended)
    step1.extendedFamily.forEach((member, index) =>
      addNameErrors(errors, `extendedFamily.${index}.`, member),
    );
  const input = wizardQuoteInput({ step1, step3: initialStep3, step4: initialStep4 }, { withFamily: false });
  for (const [path, message] of Object.entries(priceLocally(input, today).errors)) {
    const field = path.startsWith('mainMember.') ? path.slice('mainMember.'.length) : path;
    errors[field] ??= message;
  }
  if (extended && step1.extendedFamily.length === 0)
    errors.extendedFamilyIncluded = 'Add at least one family member, or choose No';
  return errors;
}

/** The Plan step's step-1 part of its values. */
export function step1Of(plan: PlanValues): WizardStep1 {
  const { spouseIncluded: _spouse, spouseDateOfBirth: _date, noOfChildrens: _children, ...step1 } = plan;
  return step1;
}

/**
 * The Plan step's problems: step 1's, the spouse's date of birth (needed to price the spouse, so asked
 * here where the estimate needs it) and the number of children.
 */
export function planProblems(plan: PlanValues, today: Date = new Date()): FieldErrors {
  const errors = step1Problems(step1Of(plan), today);
  if (plan.spouseIncluded) {
    if (plan.spouseDateOfBirth.trim() === '') errors.spouseDateOfBirth = PLAN_MESSAGES.spouseDateOfBirth;
    else {
      const spouse = { ...initialStep4.spouse, dateOfBirth: plan.spouseDateOfBirth };
      const input = wizardQuoteInput({
        step1: step1Of(plan),
        step3: initialStep3,
        step4: { ...initialStep4, spouseIncluded: true, spouse },
      });
      for (const [path, message] of Object.entries(priceLocally(input, today).errors))
        if (path.startsWith('spouse')) errors.spouseDateOfBirth ??= message;
    }
  }
  const children = plan.noOfChildrens;
  if (!Number.isInteger(children) || children < 0 || children > MAX_CHILDREN_PER_QUOTE)
    errors.noOfChildrens = STEP3_MESSAGES.children;
  return errors;
}

const step1Shape = {
  selectedPlan: funeralCoverTypeField,
  coverOption: checkedBy(funeralCoverOptionField.or(z.literal('')), funeralCoverOptionField),
  coverAmount: z.number(),
  firstName: checkedBy(z.string(), personNameField),
  lastName: checkedBy(z.string(), personNameField),
  dateOfBirth: z.string(),
  extendedFamilyIncluded: z.enum(['yes', 'no']),
  extendedFamily: z.array(extendedFamilyDraftSchema),
};

/** Step 1: the plan, the main member's names and date of birth, and each relative. */
export const step1Schema = z
  .object(step1Shape)
  .superRefine((step1, ctx) => addIssues(ctx, step1Problems(step1)));

/** The Plan step: step 1, whether the spouse is covered (and their date of birth), the number of children. */
export const planSchema = z
  .object({
    ...step1Shape,
    spouseIncluded: z.boolean(),
    spouseDateOfBirth: z.string(),
    noOfChildrens: z.number(),
  })
  .superRefine((plan, ctx) => addIssues(ctx, planProblems(plan)));
