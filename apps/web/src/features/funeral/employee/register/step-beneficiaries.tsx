import { Controller } from 'react-hook-form';
import { z } from 'zod';
import Stack from '@mui/material/Stack';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { BeneficiaryEditor } from '../../../../components/beneficiaries/beneficiary-editor';
import { beneficiaryListField } from '../../../../components/person/beneficiary-list-field';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardActions } from '../../../../components/wizard/wizard-actions';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeRegisterValues } from '../state/register-types';

const beneficiariesSchema = z.object({ beneficiaries: beneficiaryListField });

/** Step 3: the beneficiaries (shares totalling 100%); the list's own button continues once it is complete. */
export function StepBeneficiaries() {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => state.employeeFuneralRegister.values.beneficiaries);
  const form = useDraftForm<Pick<EmployeeRegisterValues, 'beneficiaries'>>({
    schema: beneficiariesSchema,
    values: { beneficiaries: saved },
    onEdit: ({ beneficiaries }) => dispatch(employeeRegisterActions.valuesEdited({ beneficiaries })),
  });
  const save = form.onSubmit(({ beneficiaries }) => {
    dispatch(employeeRegisterActions.beneficiariesSaved(beneficiaries));
  });
  return (
    <Stack spacing={3}>
      <WizardSection
        title="Beneficiaries"
        description="Who receives the benefit if you pass away. Their shares must add up to 100%."
      >
        <Controller
          control={form.control}
          name="beneficiaries"
          render={({ field }) => (
            <BeneficiaryEditor
              value={field.value}
              onChange={field.onChange}
              onSave={() => void save()}
              saveLabel="Continue"
            />
          )}
        />
      </WizardSection>
      <WizardActions backLabel="Back" />
    </Stack>
  );
}
