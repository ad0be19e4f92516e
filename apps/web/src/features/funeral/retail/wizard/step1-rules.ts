import { z } from 'zod';
import { personNameField } from '@cover/domain';
import { coverAmountCents, funeralCoverOptionField, funeralCoverTypeField } from '@cover/domain/funeral';
import { addIssues, checkedBy } from '../../../../components/form-fields/zod-rules';
import { extendedFamilyDraftSchema } from '../../shared/members/member-schemas';
import { addNameErrors, priceLocally, type FieldErrors } from '../../shared/members/member-validation';
import { initialStep3, initialStep4 } from '../state/funeral-quote-slice';
import { wizardQuoteInput } from '../state/wizard-payloads';
import type { WizardStep1 } from '../state/wizard-types';

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

/** Step 1: the plan, the main member's names and date of birth, and each relative. */
export const step1Schema = z
  .object({
    selectedPlan: funeralCoverTypeField,
    coverOption: checkedBy(funeralCoverOptionField.or(z.literal('')), funeralCoverOptionField),
    coverAmount: z.number(),
    firstName: checkedBy(z.string(), personNameField),
    lastName: checkedBy(z.string(), personNameField),
    dateOfBirth: z.string(),
    extendedFamilyIncluded: z.enum(['yes', 'no']),
    extendedFamily: z.array(extendedFamilyDraftSchema),
  })
  .superRefine((step1, ctx) => addIssues(ctx, step1Problems(step1)));
