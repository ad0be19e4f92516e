import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { isValidSaIdNumber } from '@cover/domain';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { MAIN_MEMBER_BAND } from '../../shared/members/member-validation';
import { useNotify } from '../../../../components/notifications/use-notify';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { registerPolicyHolder } from '../../../../components/person/policy-holder';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAuthSession } from '../../../../lib/identity';
import {
  useCreateEmployeePolicyholderMutation,
  useGetEmployeeProfileQuery,
  useLazyGetEmployeePolicyHolderQuery,
} from '../api/employee-funeral-api';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeDetails } from '../state/register-types';
import { detailsSchema } from './details-rules';

/** Step 2: the employee's own details (from the profile), registered as the policy holder when new. */
export function StepDetails() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const saved = useAppSelector((state) => state.employeeFuneralRegister.values.details);
  const session = useAuthSession('employee');
  const profile = useGetEmployeeProfileQuery(session.user?.username ?? '', { skip: !session.user });
  const form = useDraftForm<EmployeeDetails>({
    schema: detailsSchema,
    values: saved,
    onEdit: (details) => dispatch(employeeRegisterActions.valuesEdited({ details })),
  });
  const [lookUp, holder] = useLazyGetEmployeePolicyHolderQuery();
  const [createHolder] = useCreateEmployeePolicyholderMutation();
  const idNumber = useWatch({ control: form.control, name: 'idNumber' });
  const settledId = useDebouncedValue(idNumber);

  const { getValues, setValue } = form;
  useEffect(() => {
    const data = profile.data;
    if (!data) return;
    const known: EmployeeDetails = {
      idNumber: data.saIdNumber ?? '',
      firstName: data.givenName ?? '',
      lastName: data.familyName ?? '',
      email: data.email ?? '',
      mobile: data.phoneNumber ?? '',
    };
    for (const name of Object.keys(known) as (keyof EmployeeDetails)[])
      if (!getValues(name) && known[name]) setValue(name, known[name]);
  }, [getValues, profile.data, setValue]);

  useEffect(() => {
    if (isValidSaIdNumber(settledId)) void lookUp(settledId, true);
  }, [lookUp, settledId]);
  const holderFound = holder.isSuccess && holder.originalArgs === idNumber;

  const save = async (details: EmployeeDetails) => {
    const failure = holderFound ? null : await registerPolicyHolder(createHolder, details);
    if (failure) {
      const idProblem = failure.fields['id.number'];
      if (idProblem) form.setError('idNumber', { type: 'server', message: idProblem });
      notify.error(failure.message);
      return failure.message;
    }
    dispatch(employeeRegisterActions.detailsSaved(details));
    return null;
  };

  return (
    <WizardStepForm label="Your details" form={form} onSave={save} backLabel="Back" submitLabel="Continue">
      <WizardSection title="Your details">
        <PersonDetailsFields
          form={form}
          ownDetails
          names={{
            idNumber: 'idNumber',
            firstName: 'firstName',
            lastName: 'lastName',
            email: 'email',
            mobile: 'mobile',
          }}
          idNumber={{
            ...MAIN_MEMBER_BAND,
            validHint: holderFound ? 'Your policy holder record is on file' : undefined,
          }}
        />
      </WizardSection>
    </WizardStepForm>
  );
}
