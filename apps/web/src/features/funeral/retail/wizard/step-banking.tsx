import { useLayoutEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import { UNABLE_TO, type BillingDay } from '@cover/domain';
import { type ApplicationReply } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { Money } from '../../../../components/money/money-display';
import {
  dismissed,
  selectCurrentNotification,
} from '../../../../components/notifications/notifications-slice';
import { useNotify } from '../../../../components/notifications/use-notify';
import {
  BANK_ACCOUNT_FIELDS,
  type BankAccountDraft,
} from '../../../../components/policies/bank-account-draft';
import { BankAccountFormFields } from '../../../../components/policies/bank-account-form-fields';
import { bankAccountSchema } from '../../../../components/policies/bank-account-schema';
import { applyServerFieldErrors } from '../../../../components/policies/server-field-errors';
import { useDraftForm } from '../../../../components/wizard/use-draft-form';
import { WizardSection } from '../../../../components/wizard/wizard-section';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useCreateQuoteApplicationMutation } from '../api/quote-api';
import { funeralQuoteActions } from '../state/funeral-quote-slice';
import { applicationPayload } from '../state/wizard-payloads';
import { PREMIUM_NOTICE_PREFIX, useEnsureQuote } from './use-ensure-quote';

/**
 * On a phone the snackbar sits over the account-number field, so on this step a notice of a new premium
 * leaves the snackbar and is shown above the fields instead, where it covers none (it was announced when
 * it was raised). Other notifications (errors of this step) keep the snackbar.
 */
function usePremiumNotice() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectCurrentNotification);
  const premium =
    current?.variant === 'info' && current.message.startsWith(PREMIUM_NOTICE_PREFIX) ? current : null;
  const [notice, setNotice] = useState<string | null>(null);
  const [taken, setTaken] = useState<number | null>(null);
  if (premium && premium.id !== taken) {
    setTaken(premium.id);
    setNotice(premium.message);
  }
  // Before the browser paints, so the snackbar never shows over the fields.
  useLayoutEffect(() => {
    if (premium) dispatch(dismissed(premium.id));
  }, [dispatch, premium]);
  return { notice, close: () => setNotice(null) };
}

/** Step 6: the debit order (bank, branch code from the bank, holder, number, type, day) and the application. */
export function StepBanking({ onCreated }: { onCreated: (reply: ApplicationReply) => void }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const draft = useAppSelector((state) => state.funeralQuote);
  const form = useDraftForm<BankAccountDraft>({
    schema: bankAccountSchema,
    values: {
      ...draft.step6,
      accountHolderName:
        draft.step6.accountHolderName || `${draft.step1.firstName} ${draft.step1.lastName}`.trim(),
    },
    onEdit: (step6) => dispatch(funeralQuoteActions.step6Saved(step6)),
  });
  const [attempts] = useState(createAttemptKeys);
  const [createApplication, creating] = useCreateQuoteApplicationMutation();
  const { ensure, quoting } = useEnsureQuote();
  const premiumNotice = usePremiumNotice();

  const save = async (step6: BankAccountDraft) => {
    dispatch(funeralQuoteActions.step6Saved(step6));
    const quote = await ensure();
    if (!quote.ok) {
      notify.error(UNABLE_TO.GET_QUOTE);
      return quote.error.message;
    }
    const body = applicationPayload(
      { ...draft, step6 },
      quote.quote.quotePackageId,
      step6.debitOrderDate as BillingDay,
    );
    const result = await createApplication({ body, idempotencyKey: attempts.keyFor(body) });
    if ('error' in result) {
      const failure = readApiError(result.error);
      applyServerFieldErrors(form.setError, failure.fields, BANK_ACCOUNT_FIELDS);
      notify.error(UNABLE_TO.CREATE_APPLICATION);
      return failure.message;
    }
    attempts.complete();
    onCreated(result.data);
    return null;
  };

  return (
    <WizardStepForm
      label="Banking details"
      form={form}
      onSave={save}
      backLabel="Back to the declaration"
      submitLabel="Apply and pay by debit order"
      submitting={creating.isLoading || quoting}
    >
      {premiumNotice.notice ? (
        <Alert
          role="status"
          severity="info"
          onClose={premiumNotice.close}
          slotProps={{ closeButton: { 'aria-label': 'Dismiss the premium notice' } }}
        >
          {premiumNotice.notice}
        </Alert>
      ) : null}
      <WizardSection
        title="Debit order"
        description={
          <>
            Your premium of <Money cents={draft.monthlyPremium} /> is collected each month on the day you
            choose.
          </>
        }
      >
        <BankAccountFormFields control={form.control} />
      </WizardSection>
    </WizardStepForm>
  );
}
