import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { BoundCoverOptionPicker } from '../../shared/cover-option-picker';
import { BoundExtendedFamilyEditor } from '../../shared/members/extended-family-editor';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import type { WizardStep1 } from '../state/wizard-types';
import { step1Schema, withCoverAmount } from './step1-rules';

/** Step 1: the plan (cover type and option), the main member and whether extended family is included. */
export function StepPlan() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.funeralQuote.step1);
  const form = useDraftForm<WizardStep1>({
    schema: step1Schema,
    values: saved,
    onEdit: (step1) => dispatch(funeralQuoteActions.draftEdited({ step1: withCoverAmount(step1) })),
  });
  const [included, coverOption] = useWatch({
    control: form.control,
    name: ['extendedFamilyIncluded', 'coverOption'],
  });

  return (
    <WizardStepForm
      label="Your plan"
      form={form}
      onSave={(step1) => {
        dispatch(funeralQuoteActions.step1Saved(withCoverAmount(step1)));
      }}
      submitLabel="See my quote"
    >
      <WizardSection title="Choose your plan">
        <BoundCoverOptionPicker
          form={form}
          names={{ coverType: 'selectedPlan', coverOption: 'coverOption' }}
        />
      </WizardSection>
      <WizardSection title="About you (the main member)">
        <PersonDetailsFields
          form={form}
          ownDetails
          names={{ firstName: 'firstName', lastName: 'lastName', dateOfBirth: 'dateOfBirth' }}
          dateOfBirthHelp="The main member must be 18 to 64"
        />
      </WizardSection>
      <WizardSection>
        <YesNoField control={form.control} name="extendedFamilyIncluded" label="Cover extended family too?" />
        {included === 'yes' ? (
          <Box sx={{ mt: 2 }}>
            <BoundExtendedFamilyEditor form={form} defaultOption={coverOption === '' ? 'A' : coverOption} />
          </Box>
        ) : null}
      </WizardSection>
    </WizardStepForm>
  );
}
