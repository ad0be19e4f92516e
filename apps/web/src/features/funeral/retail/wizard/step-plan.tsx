import { useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { extendedFamilyRelationLabel, parseSaIdNumber } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { BoundCheckbox } from '../../../../components/form-fields/bound-checkbox';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import { BoundCoverOptionPicker } from '../../shared/bound-cover-option-picker';
import { BoundExtendedFamilyEditor } from '../../shared/members/extended-family-editor';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { useAuthSession } from '../../../../lib/identity';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { funeralQuoteActions, planValuesOf } from '../state/funeral-quote-slice';
import type { PlanValues } from '../state/wizard-types';
import { planSchema, withCoverAmount } from './step1-rules';

const childCount = (text: string) => (text === '' ? 0 : Number(text));

/** A plan with the cover amount of its option. */
const priced = (plan: PlanValues): PlanValues => ({ ...plan, ...withCoverAmount(plan) });

/** The date of birth an SA ID number gives ('' when it is not one). */
const birthOf = (idNumber: string | undefined) => {
  const parsed = idNumber ? parseSaIdNumber(idNumber) : null;
  return parsed?.valid ? parsed.dateOfBirth : '';
};

/**
 * Step 1: the plan (cover type and option), the main member, the spouse (with their date of birth, which
 * the price needs), the number of children and whether extended family is included. Every problem the
 * estimate can have is fixed here (or on the step that asks for it).
 */
export function StepPlan() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((state) => state.funeralQuote);
  const ages = draft.calculatorAges;
  // A signed-in customer is the main member: their names and the date of birth of their ID number (the one
  // they signed up with) fill in what is still empty, so the quote is priced on their real age.
  const session = useAuthSession('retail');
  const own = session.status === 'signedIn' ? session.user : undefined;
  const plan = planValuesOf(draft);
  const form = useDraftForm<PlanValues>({
    schema: planSchema,
    values: {
      ...plan,
      firstName: plan.firstName || own?.givenName || '',
      lastName: plan.lastName || own?.familyName || '',
      dateOfBirth: plan.dateOfBirth || birthOf(own?.username),
    },
    onEdit: (plan) => dispatch(funeralQuoteActions.planEdited(priced(plan))),
  });
  const [included, coverOption, spouseIncluded] = useWatch({
    control: form.control,
    name: ['extendedFamilyIncluded', 'coverOption', 'spouseIncluded'],
  });
  const relativeAges = (included === 'yes' ? draft.step1.extendedFamily : [])
    .filter((member) => ages?.extendedFamily[member.key] !== undefined)
    .map(
      (member) =>
        `${extendedFamilyRelationLabel(member.relationship) ?? 'Family member'} (age ${ages?.extendedFamily[member.key]})`,
    );
  const calculatorAge = (age: number | null | undefined, who: string) =>
    age === null || age === undefined ? undefined : `You gave ${who} age as ${age} in the calculator`;

  return (
    <WizardStepForm
      label="Your plan"
      form={form}
      onSave={(plan) => {
        dispatch(funeralQuoteActions.planSaved(priced(plan)));
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
          dateOfBirthHelp={calculatorAge(ages?.mainMember, 'your') ?? 'The main member must be 18 to 64'}
        />
      </WizardSection>
      <WizardSection
        title="Your spouse and children"
        description="You give their names and ID numbers later, on the Family step."
      >
        <BoundCheckbox control={form.control} name="spouseIncluded" label="Cover my spouse (18 to 64)" />
        {spouseIncluded ? (
          <Box sx={{ display: 'grid', gap: 1, mt: 2, justifyItems: 'start' }}>
            <BoundTextField
              control={form.control}
              name="spouseDateOfBirth"
              label="Spouse's date of birth"
              type="date"
              required
              help={calculatorAge(ages?.spouse, 'your spouse’s') ?? 'Your spouse must be 18 to 64'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <Button
              variant="text"
              onClick={() =>
                form.setValue('spouseIncluded', false, { shouldDirty: true, shouldValidate: true })
              }
            >
              Remove my spouse
            </Button>
          </Box>
        ) : null}
        <Box sx={{ mt: 2 }}>
          <BoundTextField
            control={form.control}
            name="noOfChildrens"
            label="Number of children to cover"
            type="number"
            help="Up to 21, or 25 while studying. One premium covers all of them."
            parse={childCount}
            slotProps={{ htmlInput: { min: 0, max: 20, inputMode: 'numeric' } }}
          />
        </Box>
      </WizardSection>
      <WizardSection>
        <YesNoField control={form.control} name="extendedFamilyIncluded" label="Cover extended family too?" />
        {included === 'yes' ? (
          <Box sx={{ mt: 2 }}>
            {relativeAges.length > 0 ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                From the calculator: {relativeAges.join(', ')}. Please add their names and dates of birth.
              </Typography>
            ) : null}
            <BoundExtendedFamilyEditor form={form} defaultOption={coverOption === '' ? 'A' : coverOption} />
          </Box>
        ) : null}
      </WizardSection>
    </WizardStepForm>
  );
}
