import { useStore } from 'react-redux';
import { Controller, useWatch, type Path } from 'react-hook-form';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useAppDispatch } from '../../../../app/hooks';
import type { RootState } from '../../../../app/store';
import { flattenErrors } from '../../../../components/form-fields/flat-errors';
import { AddressFields } from '../../../../components/person/address-fields';
import { DebitOrderFields } from '../../../../components/policies/debit-order-fields';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAuthSession } from '../../../../lib/identity';
import type { DeviceFamily } from '../api/purchase-api';
import { paymentFieldOf, paymentStepSchema, type PaymentStepValues } from './payment-rules';
import { registrationKey, stepOfField } from './registration-payloads';
import { DEVICE_STEP } from './registration-types';
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
  const { values } = useDeviceDraft();
  const session = useAuthSession(family);
  const holder = session.status === 'signedIn' ? session.user : undefined;
  const fullName = `${holder?.givenName ?? ''} ${holder?.familyName ?? ''}`.trim();
  const form = useDraftForm<PaymentStepValues>({
    schema: paymentStepSchema,
    values: {
      paymentMethod: family === 'retail' ? 'debit_order' : values.paymentMethod,
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
        {family === 'employee' ? (
          <RadioGroup
            aria-label="Payment method"
            value={paymentMethod}
            onChange={(event) =>
              form.setValue(
                'paymentMethod',
                event.target.value === 'deduct_from_salary' ? 'deduct_from_salary' : 'debit_order',
                { shouldDirty: true },
              )
            }
          >
            <FormControlLabel value="deduct_from_salary" control={<Radio />} label="Deduct from my salary" />
            <FormControlLabel
              value="debit_order"
              control={<Radio />}
              label="Debit order from my bank account"
            />
          </RadioGroup>
        ) : (
          <Typography color="text.secondary">
            Your premium is collected by debit order each month on the day you choose.
          </Typography>
        )}
        {paymentMethod === 'debit_order' ? (
          <Controller
            control={form.control}
            name="bankAccount"
            render={({ field }) => (
              <DebitOrderFields
                value={field.value}
                onChange={field.onChange}
                errors={flattenErrors(form.formState.errors.bankAccount ?? {})}
              />
            )}
          />
        ) : (
          <Typography sx={{ mt: 1 }}>Your premium is deducted from your Telkom salary each month.</Typography>
        )}
      </WizardSection>
      <WizardSection title="Billing address">
        <AddressFields form={form} names={ADDRESS} />
      </WizardSection>
    </WizardStepForm>
  );
}
