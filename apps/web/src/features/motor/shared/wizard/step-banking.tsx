import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Path } from 'react-hook-form';
import { useAppDispatch } from '../../../../app/hooks';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { AddressFields } from '../../../../components/person/address-fields';
import { PaymentMethodFields } from '../../../../components/policies/payment-method-fields';
import { openingPaymentMethod } from '../../../../components/policies/billing-address-draft';
import { startDateWindow } from '../../../../components/wizard/start-date-window';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { useAuthSession } from '../../../../lib/identity';
import type { MotorFamily } from '../api/purchase-api';
import { bankingStepSchema, type BankingStepValues } from './banking-rules';
import { MOTOR_STEP } from './registration-types';
import { motorRegistrationActions } from './registration-slice';
import { useMotorDraft } from './use-motor-draft';
import { useMotorServerErrors } from './use-motor-server-errors';
import { useMotorWizardAgent } from './wizard-agent';
import { useMotorWording } from './wizard-wording';

const ADDRESS = {
  street: 'billingAddress.formattedAddress',
  city: 'billingAddress.city',
  province: 'billingAddress.provience',
  postalCode: 'billingAddress.code',
} as const;

/** The bank details are never returned by the server, so a reopened application asks for them again. */
export const BANK_DETAILS_AGAIN =
  'For your safety we do not show the bank details you gave before, so please enter them again.';

/**
 * Step 6, banking: a debit order (bank with its universal branch code, account holder, type and number,
 * and the billing day: the 12th, 15th, 20th, 25th or the last day) or, for employees, deduction from
 * salary; the billing address; and the day cover starts (once the inspection is approved).
 */
export function StepBanking({ family }: { family: MotorFamily }) {
  const dispatch = useAppDispatch();
  const { values, application } = useMotorDraft();
  const session = useAuthSession(family);
  const holder = session.status === 'signedIn' ? session.user : undefined;
  const agent = useMotorWizardAgent();
  const wording = useMotorWording();
  const fullName = agent?.customerName ?? `${holder?.givenName ?? ''} ${holder?.familyName ?? ''}`.trim();
  const startWindow = startDateWindow();
  const form = useDraftForm<BankingStepValues>({
    schema: bankingStepSchema,
    values: {
      paymentMethod: openingPaymentMethod(family, values),
      bankAccount: {
        ...values.bankAccount,
        accountHolderName: values.bankAccount.accountHolderName || fullName,
      },
      billingAddress: values.billingAddress,
      effectiveDate: values.effectiveDate || startWindow.first,
    },
    onEdit: (edited) => dispatch(motorRegistrationActions.valuesEdited(edited)),
  });
  useMotorServerErrors(form.setError, ['paymentMethod', 'bankAccount', 'billingAddress', 'effectiveDate']);
  const kept = values.address.googleAddress;
  const copyKeptAddress = () => {
    for (const [field, value] of Object.entries(kept))
      form.setValue(`billingAddress.${field}` as Path<BankingStepValues>, value as never, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
  };

  return (
    <WizardStepForm
      label="Payment"
      form={form}
      onSave={(saved) => {
        dispatch(motorRegistrationActions.stepSaved({ step: MOTOR_STEP.banking, values: saved }));
      }}
      backLabel="Back"
      submitLabel="Continue"
    >
      <WizardSection title={wording.paySection}>
        {application?.reopened ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {BANK_DETAILS_AGAIN}
          </Alert>
        ) : null}
        <PaymentMethodFields family={family} form={form} payer={wording.payer} />
      </WizardSection>
      <WizardSection title="Billing address">
        <Stack spacing={2}>
          {kept.formattedAddress ? (
            <Button variant="outlined" onClick={copyKeptAddress} sx={{ alignSelf: 'flex-start' }}>
              Same as where the vehicle is kept
            </Button>
          ) : null}
          <AddressFields form={form} names={ADDRESS} />
        </Stack>
      </WizardSection>
      <WizardSection title="When cover starts" description={wording.startsAfterInspection}>
        <BoundTextField
          control={form.control}
          name="effectiveDate"
          type="date"
          label="Cover starts on"
          required
          help="From today up to 30 days from now"
          sx={{ maxWidth: 280 }}
          slotProps={{
            htmlInput: { min: startWindow.first, max: startWindow.last },
            inputLabel: { shrink: true },
          }}
        />
      </WizardSection>
    </WizardStepForm>
  );
}
