import { useState } from 'react';
import { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  billingDayLabel,
  deviceApplicationCustomerReasons,
  firstCollectionDate,
  formatLongDate,
  PROVINCES,
  UNABLE_TO,
} from '@cover/domain';
import { DEVICE_CONSENT_TEXTS, phoneName, type DeviceApplicationReply } from '@cover/domain/device';
import { useAppDispatch } from '../../../../app/hooks';
import { beneficiarySharesText } from '../../../../components/beneficiaries/beneficiary-shares';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import { UnderwriterNotice } from '../../../../components/declaration/underwriter-notice';
import { formatMoney } from '../../../../components/money/format-money';
import { useNotify } from '../../../../components/notifications/use-notify';
import { FactList } from '../../../../components/policies/fact-list';
import {
  salaryDeductionConsentField,
  salaryDeductionConsentItems,
} from '../../../../components/declaration/salary-deduction-consent';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { useWizard } from '../../../../components/wizard/wizard-context';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useDeviceApplicationDeclarationMutation, type DeviceFamily } from '../api/purchase-api';
import { QuoteSummary } from '../quote/quote-summary';
import { consentItems, consentsPayload, consentsSchema } from '../../../credit-life/standalone/consent-rules';
import { DEVICE_STEP, type DeviceConsentsDraft } from './registration-types';
import { deviceRegistrationActions } from './registration-slice';
import { useDeviceDraft } from './use-device-draft';

/**
 * The device consents: the shared four, less the credit check for phone cover alone (it confirms the finance
 * credit life insures, so it is asked only with credit life, as the server asks for it), and the salary
 * deduction one with the premium a month (phone and credit life) when the salary pays.
 */
const deviceConsents = (
  debitOrder: boolean,
  creditLife: boolean,
  salary: { deducted: boolean; monthlyPremium: number | null | undefined },
) => ({
  schema: (creditLife
    ? consentsSchema(debitOrder)
    : consentsSchema(debitOrder).extend({ creditCheck: z.boolean() })
  ).extend({ salaryDeduction: salaryDeductionConsentField(salary.deducted) }),
  items: [
    ...salaryDeductionConsentItems(salary.deducted, salary.monthlyPremium),
    ...consentItems(DEVICE_CONSENT_TEXTS, debitOrder).filter(
      (item) => creditLife || item.name !== 'creditCheck',
    ),
  ],
  payload: ({ salaryDeduction, ...consents }: DeviceConsentsDraft) => ({
    ...consentsPayload(consents, debitOrder),
    creditCheck: creditLife && consents.creditCheck,
    ...(salary.deducted ? { salaryDeduction } : {}),
  }),
});

/**
 * Step 5, confirm: the device and credit life premiums and the total a month, the excess table, the phone,
 * its IMEI, the start date and the payment; then the consents with their exact texts (the debit order one
 * only for a debit order, the salary deduction one only for a salary deduction, the credit check only with
 * credit life). Confirming declares the application,
 * which issues the policy.
 */
export function StepConfirm({
  family,
  onIssued,
}: {
  family: DeviceFamily;
  onIssued: (reply: DeviceApplicationReply) => void;
}) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const { openStep } = useWizard();
  const { values, quote, application } = useDeviceDraft();
  const debitOrder = values.paymentMethod === 'debit_order';
  const consents = deviceConsents(debitOrder, values.isOptedforCreditLife, {
    deducted: values.paymentMethod === 'deduct_from_salary',
    monthlyPremium: quote?.totalMonthlyPremium,
  });
  const form = useDraftForm<DeviceConsentsDraft>({
    schema: consents.schema,
    values: values.consents,
    onEdit: (consents) => dispatch(deviceRegistrationActions.valuesEdited({ consents })),
  });
  // an application the server will refer is said so before the customer confirms, as motor says it (0025)
  const referralReasons = quote
    ? deviceApplicationCustomerReasons({
        insuredValue: quote.replacementCost,
        creditLifeBalance: values.isOptedforCreditLife ? values.creditLife.outstandingBalance : null,
      })
    : [];
  const [attempts] = useState(createAttemptKeys);
  const [declare, declaring] = useDeviceApplicationDeclarationMutation();

  const save = async (given: DeviceConsentsDraft) => {
    if (!application) return 'Please complete the payment step first.';
    const body = { applicationId: application.applicationId, consents: consents.payload(given) };
    const result = await declare({ family, body, idempotencyKey: attempts.keyFor(body) });
    if ('error' in result) {
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return readApiError(result.error).message;
    }
    attempts.complete();
    onIssued(result.data);
    return null;
  };

  const province = PROVINCES.find((entry) => entry.value === values.billingAddress.provience)?.label ?? '';
  const address = [
    values.billingAddress.formattedAddress,
    values.billingAddress.city,
    province,
    values.billingAddress.code,
  ]
    .filter(Boolean)
    .join(', ');
  const phone =
    values.catalogueDevice && !values.notListed
      ? phoneName(values.catalogueDevice)
      : `${values.deviceBrand} ${values.deviceModel}`.trim();
  const payment = debitOrder
    ? `Debit order from ${values.bankAccount.bankName} on the ${(billingDayLabel(values.bankAccount.debitOrderDate) ?? '').toLowerCase()} of each month`
    : 'Deducted from your salary';
  // the day and amount of the first collection, as the funeral wizard's debit order step names them (QA walk 11)
  const firstDebit =
    debitOrder && quote && values.effectiveDate && values.bankAccount.debitOrderDate
      ? `${formatMoney(quote.totalMonthlyPremium)} on ${formatLongDate(firstCollectionDate(values.bankAccount.debitOrderDate, values.effectiveDate))}`
      : null;

  return (
    <WizardStepForm
      label="Confirm"
      form={form}
      onSave={save}
      backLabel="Back"
      submitLabel="Confirm and take out cover"
      submitting={declaring.isLoading}
      submitDisabled={!application}
    >
      <WizardSection title="Your cover">
        {quote ? (
          <QuoteSummary quote={quote} headingComponent="h3" />
        ) : (
          <Alert severity="info">
            Your quote shows here once your application is made on the payment step.
          </Alert>
        )}
      </WizardSection>
      <WizardSection title="Your details" region>
        <FactList
          facts={[
            { label: 'Phone', value: `${phone}${values.deviceColor ? `, ${values.deviceColor}` : ''}` },
            { label: 'IMEI number', value: values.deviceIMEINumber },
            {
              label: 'Cover starts on',
              value: values.effectiveDate ? formatLongDate(values.effectiveDate) : '',
            },
            { label: 'Payment', value: payment },
            ...(firstDebit ? [{ label: 'First debit order', value: firstDebit }] : []),
            { label: 'Billing address', value: address },
            ...(values.isOptedforCreditLife
              ? [
                  {
                    label: 'Credit life on the finance of',
                    value: `${values.creditLife.personResponsibleForFinancing.firstName} ${values.creditLife.personResponsibleForFinancing.lastName}`,
                  },
                  {
                    label: 'Credit life beneficiaries',
                    value: beneficiarySharesText(values.creditLife.beneficiariesDetails),
                  },
                ]
              : []),
          ]}
        />
        <Typography sx={{ mt: 2 }}>
          <Button onClick={() => openStep(DEVICE_STEP.phone)}>Change my answers</Button>
        </Typography>
      </WizardSection>
      <WizardSection title="Your consent">
        <UnderwriterNotice reasons={referralReasons} />
        <DeclarationFields form={form} items={consents.items} />
      </WizardSection>
    </WizardStepForm>
  );
}
