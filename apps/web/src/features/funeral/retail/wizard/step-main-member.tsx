import { useEffect, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { isValidSaIdNumber } from '@cover/domain';
import { RETAIL_FUNERAL_PACKAGE_NAME } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { useDebouncedValue } from '../../../../components/async-state/use-debounced-value';
import { BeneficiaryEditor } from '../../../../components/beneficiaries/beneficiary-editor';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { MAIN_MEMBER_BAND } from '../../shared/members/member-validation';
import { useNotify } from '../../../../components/notifications/use-notify';
import { AddressFields } from '../../../../components/person/address-fields';
import { PersonDetailsFields } from '../../../../components/person/person-details-fields';
import { registerPolicyHolder } from '../../../../components/person/policy-holder';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAuthSession } from '../../../../lib/identity';
import {
  useCheckIfActivePolicyExistsQuery,
  useCreatePolicyholderMutation,
  useLazyGetPolicyHolderByIdNumberQuery,
} from '../api/quote-api';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import type { WizardStep3 } from '../state/wizard-types';
import { step3Schema, validityOf } from './step3-rules';
import { useEnsureQuote } from './use-ensure-quote';

const childCount = (text: string) => (text === '' ? 0 : Number(text));

/**
 * Step 3: the main member's details (title, ID number, contacts, address, number of children) with the
 * validity flags and the ID checks (an existing policy holder; no active funeral policy yet), and the
 * beneficiaries. Creates the policy holder for the signed-in user when there is none.
 */
export function StepMainMember() {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { step1, step3: saved } = useAppSelector((state) => state.funeralQuote);
  const session = useAuthSession('retail');
  // The profile's mobile number (the account's phone_number), prefilled like its ID number and email.
  const profileMobile = useAppSelector((state) =>
    session.status === 'signedIn' ? (state.customerSession.user?.phoneNumber ?? '') : '',
  );
  const ownIdNumber = session.user && isValidSaIdNumber(session.user.username) ? session.user.username : null;
  const activePolicy = useCheckIfActivePolicyExistsQuery({ packageName: RETAIL_FUNERAL_PACKAGE_NAME });
  const schema = useMemo(
    () => step3Schema({ ownIdNumber, activePolicy: activePolicy.data, dateOfBirth: step1.dateOfBirth }),
    [activePolicy.data, ownIdNumber, step1.dateOfBirth],
  );
  const form = useDraftForm<WizardStep3>({
    schema,
    values: {
      ...saved,
      idNumber: saved.idNumber || ownIdNumber || '',
      email: saved.email || session.user?.email || '',
      mobile: saved.mobile || profileMobile,
    },
    onEdit: (step3) => dispatch(funeralQuoteActions.draftEdited({ step3 })),
  });
  const [lookUpHolder, holder] = useLazyGetPolicyHolderByIdNumberQuery();
  const [createPolicyholder] = useCreatePolicyholderMutation();
  const { requote } = useEnsureQuote();
  const idNumber = useWatch({ control: form.control, name: 'idNumber' });
  const settledId = useDebouncedValue(idNumber);

  useEffect(() => {
    if (isValidSaIdNumber(settledId)) void lookUpHolder(settledId, true);
  }, [lookUpHolder, settledId]);

  const holderFound = holder.isSuccess && holder.originalArgs === idNumber ? holder.data : null;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (!holderFound) return;
    if (!getValues('mobile')) setValue('mobile', holderFound.cellphone || '');
    if (!getValues('email')) setValue('email', holderFound.email);
  }, [getValues, holderFound, setValue]);

  const uniqueHint =
    activePolicy.data?.exists === false ? 'No active funeral policy under this ID number' : undefined;

  const save = async (step3: WizardStep3) => {
    if (!holderFound) {
      const failure = await registerPolicyHolder(createPolicyholder, { ...step1, ...step3 });
      if (failure) {
        form.setError('idNumber', {
          type: 'server',
          message: failure.fields['id.number'] ?? failure.message,
        });
        notify.error(failure.message);
        return;
      }
    }
    const candidate: WizardStep3 = {
      ...step3,
      validity: validityOf(step3),
      isExistIdNumber: true,
      isUniqueIdNumber: !(activePolicy.data?.exists ?? false),
    };
    const problem = await requote({ step3: candidate });
    if (!problem) dispatch(funeralQuoteActions.step3Saved(candidate));
    return problem;
  };

  return (
    <WizardStepForm
      label="Your details"
      form={form}
      onSave={save}
      backLabel="Back to my quote"
      submitLabel="Continue"
    >
      <WizardSection title="Your details">
        <PersonDetailsFields
          form={form}
          names={{
            title: 'title',
            idNumber: 'idNumber',
            mobile: 'mobile',
            alternateMobile: 'alternateMobile',
            email: 'email',
          }}
          idNumber={{
            ...MAIN_MEMBER_BAND,
            validHint: holderFound ? `Welcome back, ${holderFound.first_name}` : uniqueHint,
          }}
        >
          <BoundTextField
            control={form.control}
            name="noOfChildrens"
            label="Number of children to cover"
            type="number"
            help="You add their details on the next step"
            parse={childCount}
            slotProps={{ htmlInput: { min: 0, max: 20, inputMode: 'numeric' } }}
          />
        </PersonDetailsFields>
      </WizardSection>
      <WizardSection title="Your address" titleVariant="h4">
        <AddressFields
          form={form}
          required={false}
          names={{
            street: 'address.formattedAddress',
            city: 'address.city',
            province: 'address.provience',
            postalCode: 'address.code',
          }}
        />
      </WizardSection>
      <WizardSection
        title="Beneficiaries"
        titleVariant="h4"
        description="Who receives the benefit if you pass away. Their shares must add up to 100%."
        region
      >
        <Controller
          control={form.control}
          name="beneficiaries"
          render={({ field, fieldState }) => (
            <>
              <BeneficiaryEditor value={field.value} onChange={field.onChange} />
              {fieldState.error?.message ? (
                <Typography role="alert" color="error" sx={{ mt: 1 }}>
                  {fieldState.error.message}
                </Typography>
              ) : null}
            </>
          )}
        />
      </WizardSection>
    </WizardStepForm>
  );
}
