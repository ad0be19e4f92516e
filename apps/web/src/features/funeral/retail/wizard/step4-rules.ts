import { z } from 'zod';
import { addIssues } from '../../../../components/form-fields/zod-rules';
import { familyDraftShape } from '../../shared/members/member-schemas';
import {
  addBirthIdErrors,
  addNameErrors,
  priceLocally,
  type FieldErrors,
} from '../../shared/members/member-validation';
import { wizardQuoteInput } from '../state/wizard-payloads';
import type { FuneralQuoteState, WizardStep4 } from '../state/wizard-types';

/** Step 4's problems: names, dates of birth their ID numbers contradict, and the ages the domain's rating rules refuse (keyed like the form). */
export function validateStep4(
  draft: Pick<FuneralQuoteState, 'step1' | 'step3'>,
  step4: WizardStep4,
): FieldErrors {
  const errors: FieldErrors = {};
  if (step4.spouseIncluded) {
    addNameErrors(errors, 'spouse.', step4.spouse);
    addBirthIdErrors(errors, 'spouse.', step4.spouse);
  }
  step4.children.forEach((child, index) => {
    addNameErrors(errors, `children.${index}.`, child);
    addBirthIdErrors(errors, `children.${index}.`, child);
  });
  const priced = priceLocally(wizardQuoteInput({ ...draft, step4 }));
  for (const [path, message] of Object.entries(priced.errors)) {
    if (path.startsWith('spouse') || path.startsWith('children'))
      errors[path.includes('.') ? path : `${path}.dateOfBirth`] ??= message;
  }
  return errors;
}

/** Step 4: the spouse and the children, priced with the plan of step 1 and the main member of step 3. */
export const step4Schema = (draft: Pick<FuneralQuoteState, 'step1' | 'step3'>) =>
  z.object(familyDraftShape).superRefine((step4, ctx) => addIssues(ctx, validateStep4(draft, step4)));
