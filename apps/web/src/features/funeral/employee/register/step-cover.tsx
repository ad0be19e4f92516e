import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { BoundCoverOptionPicker } from '../../shared/bound-cover-option-picker';
import { BoundExtendedFamilyEditor } from '../../shared/members/extended-family-editor';
import { FamilyFields } from '../../shared/members/family-fields';
import { Money } from '../../../../components/money/money-display';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { employeeProductTerms } from '../overview/product-terms';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeCover } from '../state/register-types';
import { coverSchema } from './cover-rules';
import { OptionPremium, usePremiumBase } from './option-premium';

/** Step 1: the cover option and who is covered (the free benefit needs no choices: it covers you only). */
export function StepCover() {
  const dispatch = useAppDispatch();
  const { values } = useAppSelector((state) => state.employeeFuneralRegister);
  const free = values.variant === 'free';
  const freeTerms = useMemo(() => employeeProductTerms(null).free, []);
  const form = useDraftForm<EmployeeCover>({
    schema: coverSchema(free),
    values: values.cover,
    onEdit: (cover) => dispatch(employeeRegisterActions.valuesEdited({ cover })),
  });
  const coverOption = useWatch({ control: form.control, name: 'coverOption' });
  const cover = useWatch({ control: form.control }) as EmployeeCover;
  const premiumBase = usePremiumBase(cover, values.variant);

  return (
    <WizardStepForm
      label="Your cover"
      form={form}
      onSave={(cover) => {
        dispatch(employeeRegisterActions.coverSaved(cover));
      }}
      submitLabel="Continue"
    >
      {free ? (
        <WizardSection title="Your free funeral benefit">
          <Typography sx={{ mt: -1 }}>
            As a Telkom employee you are covered for{' '}
            {freeTerms ? <Money cents={freeTerms.sumAssured} whole /> : null} (
            {freeTerms?.module.coverType.toLowerCase()}, option {freeTerms?.module.coverageOption}) at no cost
            to you. It covers you only; to cover your family as well, take the employee funeral cover.
          </Typography>
        </WizardSection>
      ) : (
        <>
          <WizardSection>
            <BoundCoverOptionPicker
              form={form}
              names={{ coverType: 'coverType', coverOption: 'coverOption' }}
              optionNote={
                premiumBase ? (option) => <OptionPremium base={premiumBase} option={option} /> : undefined
              }
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {premiumBase
                ? 'Premiums a month for the cover as chosen below; your quote follows before you apply.'
                : 'The premium of each option shows here once everyone you cover has a date of birth within their age band.'}
            </Typography>
          </WizardSection>
          <FamilyFields form={form} />
          <WizardSection title="Extended family">
            <BoundExtendedFamilyEditor form={form} defaultOption={coverOption} />
          </WizardSection>
        </>
      )}
    </WizardStepForm>
  );
}
