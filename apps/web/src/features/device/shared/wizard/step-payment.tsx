import { useWatch, type Path } from 'react-hook-form';
import { useStore } from 'react-redux';
import Alert from '@mui/material/Alert';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { AddressFields } from '../../../../components/person/address-fields';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAuthSession } from '../../../../lib/identity';
import type { DeviceFamily } from '../api/purchase-api';
import { PaymentMethodFields } from '../../../../components/policies/payment-method-fields';
import { openingPaymentMethod } from '../../../../components/policies/billing-address-draft';
import {
  paymentFieldOf,
  paymentStepSchema,
  type PaymentStepValues,
} from '../../../../components/policies/payment-rules';
import { registrationKey, stepOfField } from './registration-payloads';
import { DEVICE_STEP } from './registration-types';
import { REOPEN_MESSAGES } from './reopen-messages';
import { deviceRegistrationActions, normaliseDeviceDraft } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';
import { useSendApplication } from './use-send-application';
import { useServerErrors } from './use-server-errors';

const ADDRESS = {
  street: 'billingAddress.formattedAddress',
  city: 'billingAddress.city',
  province: 'billingAddress.provience',
  postalCode: 'billingAddress.code',
} as const;

/**
 * Step 3, payment: a debit order (bank with its universal branch code, account type and number, billing
 * day) or, for employees, deduction from salary; and the billing address. Leaving it sends the application.
 */
export function StepPayment({ family }: { family: DeviceFamily }) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const { values, application } = useDeviceDraft();
  const session = useAuthSession(family);
  const holder = session.status === 'signedIn' ? session.user : undefined;
  const fullName = `${holder?.givenName ?? ''} ${holder?.familyName ?? ''}`.trim();
  const form = useDraftForm<PaymentStepValues>({
    schema: paymentStepSchema,
    values: {
      paymentMethod: openingPaymentMethod(family, values),
      bankAccount: {
        ...values.bankAccount,
        accountHolderName: values.bankAccount.accountHolderName || fullName,
      },
      billingAddress: values.billingAddress,
    },
    onEdit: (edited) => dispatch(deviceRegistrationActions.valuesEdited(edited)),
  });
  useServerErrors(form.setError, (path) => paymentFieldOf(path) as Path<PaymentStepValues> | null);
  const { send, sending } = useSendApplication(family);
  const paymentMethod = useWatch({ control: form.control, name: 'paymentMethod' });
  const askAgain = application?.reopened === true && paymentMethod === 'debit_order';

  const save = async (payment: PaymentStepValues) => {
    dispatch(deviceRegistrationActions.valuesEdited(payment));
    const draft = normaliseDeviceDraft(store.getState().deviceInsuranceRegistration);
    if (draft.application && draft.application.sentKey === registrationKey(draft.values)) {
      dispatch(deviceRegistrationActions.stepSaved({ step: DEVICE_STEP.payment, values: payment }));
      return null;
    }
    const outcome = await send(draft.values);
    if (outcome.ok) return null;
    const { fields, message } = outcome.error;
    const here: [string, string][] = [];
    const earlier: Record<string, string> = {};
    for (const [path, text] of Object.entries(fields)) {
      const field = paymentFieldOf(path);
      if (field) here.push([field, text]);
      else if (stepOfField(path) < DEVICE_STEP.payment) earlier[path] = text;
    }
    for (const [field, text] of here)
      form.setError(field as Path<PaymentStepValues>, { type: 'server', message: text });
    const earliest = Math.min(...Object.keys(earlier).map(stepOfField));
    if (Number.isFinite(earliest))
      dispatch(deviceRegistrationActions.serverErrorsReceived({ errors: earlier, step: earliest }));
    return message;
  };

  return (
    <WizardStepForm
      label="Payment"
      form={form}
      onSave={save}
      backLabel="Back"
      submitLabel="Continue to documents"
      submitting={sending}
    >
      <WizardSection title="How you pay">
        {askAgain ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {REOPEN_MESSAGES.bankDetails}
          </Alert>
        ) : null}
        <PaymentMethodFields family={family} form={form} />
      </WizardSection>
      <WizardSection title="Billing address">
        <AddressFields form={form} names={ADDRESS} />
      </WizardSection>
    </WizardStepForm>
  );
}
