import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useAppDispatch } from '../../../../app/hooks';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import type { DeviceFamily } from '../api/purchase-api';
import { CreditLifeOptInRefusal } from '../../../credit-life/exists/credit-life-exists';
import { CreditLifeFields } from '../../../credit-life/fields/credit-life-fields';
import { deviceCreditLifeLine } from '../credit-life/device-credit-life-line';
import { creditLifeStepSchema, DEVICE_BALANCE_HELP, type CreditLifeStepValues } from './credit-life-rules';
import { DEVICE_STEP } from './registration-types';
import { REOPEN_MESSAGES } from './reopen-messages';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';
import { sameNames, useServerErrors } from './use-server-errors';

/**
 * Step 2, credit life (optional): the outstanding balance on the phone, the person responsible for the
 * finance (the customer, from their profile, or someone else) and the beneficiaries, whose shares total 100%.
 */
export function StepCreditLife({ family }: { family: DeviceFamily }) {
  const dispatch = useAppDispatch();
  const { values, application } = useDeviceDraft();
  const form = useDraftForm<CreditLifeStepValues>({
    schema: creditLifeStepSchema,
    values: { isOptedforCreditLife: values.isOptedforCreditLife, creditLife: values.creditLife },
    onEdit: (edited) => dispatch(deviceRegistrationActions.valuesEdited(edited)),
  });
  useServerErrors(form.setError, sameNames<CreditLifeStepValues>(['creditLife', 'isOptedforCreditLife']));
  const opted = useWatch({ control: form.control, name: 'isOptedforCreditLife' });
  const submitted = form.formState.isSubmitted;
  const creditLifeLine = useMemo(() => deviceCreditLifeLine(family), [family]);

  return (
    <WizardStepForm
      label="Credit life"
      form={form}
      onSave={(saved) => {
        dispatch(deviceRegistrationActions.stepSaved({ step: DEVICE_STEP.creditLife, values: saved }));
      }}
      backLabel="Back"
      submitLabel="Continue"
    >
      <WizardSection
        title="Credit life (optional)"
        description="If your phone is on finance, credit life settles what you still owe on it if the person responsible for the finance dies or becomes permanently disabled."
      >
        <FormControlLabel
          control={
            <Checkbox
              checked={opted}
              onChange={(event) =>
                form.setValue('isOptedforCreditLife', event.target.checked, {
                  shouldDirty: true,
                  shouldValidate: submitted,
                })
              }
            />
          }
          label="Add credit life on my phone's finance"
        />
        <CreditLifeOptInRefusal form={form} name="isOptedforCreditLife" line={creditLifeLine} lookUp />
      </WizardSection>
      {opted && application?.reopened ? <Alert severity="info">{REOPEN_MESSAGES.beneficiaries}</Alert> : null}
      {opted ? <CreditLifeFields family={family} form={form} balanceHelp={DEVICE_BALANCE_HELP} /> : null}
    </WizardStepForm>
  );
}
