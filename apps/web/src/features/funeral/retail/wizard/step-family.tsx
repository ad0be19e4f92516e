import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { FamilyFields } from '../../shared/members/family-fields';
import { newChild } from '../../shared/members/member-drafts';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import type { WizardStep4 } from '../state/wizard-types';
import { step4Schema } from './step4-rules';
import { useEnsureQuote } from './use-ensure-quote';

/** Step 4: the spouse and the children (as many as step 3 said, more or fewer allowed). */
export function StepFamily() {
  const dispatch = useAppDispatch();
  const { step1, step3, step4: saved } = useAppSelector((state) => state.funeralQuote);
  const { requote } = useEnsureQuote();
  const schema = useMemo(() => step4Schema({ step1, step3 }), [step1, step3]);
  const [children] = useState(() => {
    const list = [...saved.children];
    while (list.length < step3.noOfChildrens) list.push(newChild(step1.lastName));
    return list;
  });
  const form = useDraftForm<WizardStep4>({
    schema,
    values: { ...saved, children },
    onEdit: (step4) => dispatch(funeralQuoteActions.draftEdited({ step4 })),
  });

  const save = async (step4: WizardStep4) => {
    const problem = await requote({ step4 });
    if (!problem) dispatch(funeralQuoteActions.step4Saved(step4));
    return problem;
  };

  return (
    <WizardStepForm
      label="Your family"
      form={form}
      onSave={save}
      backLabel="Back to my details"
      submitLabel="Continue"
    >
      <FamilyFields form={form} lastName={step1.lastName} />
    </WizardStepForm>
  );
}
