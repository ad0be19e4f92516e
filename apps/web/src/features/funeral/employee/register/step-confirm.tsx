import { useCallback, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { UNABLE_TO } from '@cover/domain';
import { type ApplicationReply } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { LoadingState } from '../../../../components/async-state/async-state';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import { debitOrderConsentItems } from '../../../../components/declaration/debit-order-consent';
import { salaryDeductionConsentItems } from '../../../../components/declaration/salary-deduction-consent';
import { flattenErrors } from '../../../../components/form-fields/flat-errors';
import { DebitOrderFields } from '../../../../components/policies/debit-order-fields';
import { QuoteBreakdown } from '../../shared/quote-breakdown';
import { Money } from '../../../../components/money/money-display';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useCreateEmployeeApplicationMutation } from '../api/employee-funeral-api';
import { employeeApplicationPayload } from '../state/register-payloads';
import { employeeRegisterActions } from '../state/register-slice';
import type { EmployeeRegisterValues } from '../state/register-types';
import { confirmSchema } from './confirm-rules';
import { QuoteNotGiven } from './quote-not-given';
import { useEmployeeQuote, type EmployeeQuoteFailure } from './use-employee-quote';

type Confirmation = Pick<EmployeeRegisterValues, 'debitOrder' | 'declaration'>;

/**
 * Step 4: the quote (totalPremium), how it is paid, the declaration (with the salary deduction consent naming
 * the premium a month when the salary pays, or the debit order authorisation naming it and the day when a
 * debit order pays), and the application.
 */
export function StepConfirm({ onCreated }: { onCreated: (reply: ApplicationReply) => void }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const register = useAppSelector((state) => state.employeeFuneralRegister);
  const { variant } = register.values;
  const form = useDraftForm<Confirmation>({
    schema: confirmSchema(variant),
    values: {
      debitOrder: register.values.debitOrder,
      // a draft saved before the salary deduction consent was asked has none
      declaration: {
        ...register.values.declaration,
        salaryDeduction: register.values.declaration.salaryDeduction === true,
        debitOrder: register.values.declaration.debitOrder === true,
      },
    },
    onEdit: (confirmation) => dispatch(employeeRegisterActions.confirmationSaved(confirmation)),
  });
  const [attempts] = useState(createAttemptKeys);
  const { ensure, quoting } = useEmployeeQuote();
  const [createApplication, creating] = useCreateEmployeeApplicationMutation();
  const asked = useRef(false);
  const [failure, setFailure] = useState<EmployeeQuoteFailure | null>(null);
  const getQuote = useCallback(async () => {
    setFailure(null);
    const result = await ensure();
    if (!result.ok) setFailure(result);
    return result;
  }, [ensure]);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void getQuote();
  }, [getQuote]);

  const save = async (confirmation: Confirmation) => {
    dispatch(employeeRegisterActions.confirmationSaved(confirmation));
    const quote = await getQuote();
    if (!quote.ok) {
      if (quote.refused) return quote.error.message;
      notify.error(UNABLE_TO.GET_QUOTE);
      return UNABLE_TO.GET_QUOTE;
    }
    const body = employeeApplicationPayload(
      { ...register.values, ...confirmation },
      quote.quote.quotePackageId,
    );
    const result = await createApplication({
      body,
      idempotencyKey: attempts.keyFor(body),
      paid: variant === 'paid',
    });
    if ('error' in result) {
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return readApiError(result.error).message;
    }
    attempts.complete();
    onCreated(result.data);
    return null;
  };

  const quote = failure ? null : register.quote;
  const premium = quoting ? null : quote?.totalPremium;
  // the paid funeral's debit order authorisation names the premium and the day chosen above (shared with retail)
  const billingDay = form.watch('debitOrder.debitOrderDate');
  const consentItems = [
    ...salaryDeductionConsentItems(variant === 'salary', premium),
    ...(variant === 'paid' ? debitOrderConsentItems(premium, billingDay) : []),
  ];
  const changeCover = () => dispatch(employeeRegisterActions.stepOpened(1));
  return (
    <WizardStepForm
      label="Confirm"
      form={form}
      onSave={save}
      backLabel="Back"
      submitLabel={variant === 'free' ? 'Take my free benefit' : 'Apply for this cover'}
      submitting={creating.isLoading || quoting}
      submitDisabled={!quote}
    >
      <WizardSection>
        {failure && !quoting ? (
          <QuoteNotGiven failure={failure} onRetry={() => void getQuote()} onChangeCover={changeCover} />
        ) : quoting || !quote ? (
          <LoadingState label="Getting your quote" />
        ) : (
          <QuoteBreakdown quote={quote} titleComponent="h2" title="Your quote" />
        )}
        {quote && !quoting ? (
          <Typography sx={{ mt: 2, fontWeight: 700 }} data-testid="employee-total-premium">
            Total premium: <Money cents={quote.totalPremium} /> a month
          </Typography>
        ) : null}
      </WizardSection>
      <WizardSection title="How you pay">
        {variant === 'salary' ? (
          <Typography>Deducted from your salary each month (payment method: deduct from salary).</Typography>
        ) : null}
        {variant === 'free' ? <Typography>Nothing: this benefit is paid by Telkom.</Typography> : null}
        {variant === 'paid' ? (
          <Controller
            control={form.control}
            name="debitOrder"
            render={({ field }) => (
              <DebitOrderFields
                value={field.value}
                onChange={field.onChange}
                errors={flattenErrors(form.formState.errors.debitOrder ?? {})}
              />
            )}
          />
        ) : null}
      </WizardSection>
      <WizardSection title="Declaration">
        <DeclarationFields
          form={form}
          items={[
            ...consentItems.map((item) => ({ ...item, name: `declaration.${item.name}` as const })),
            {
              name: 'declaration.acceptTandc',
              label: 'I accept the terms and conditions of this funeral cover.',
            },
            {
              name: 'declaration.acceptPOPIAandTCF',
              label:
                'I consent to the processing of my personal information (POPIA) and confirm I was treated fairly (TCF).',
            },
          ]}
        />
      </WizardSection>
    </WizardStepForm>
  );
}
