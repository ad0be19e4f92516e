import { useLayoutEffect, useState } from 'react';
import type { Control } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  collectionDayText,
  firstCollectionDate,
  formatLongDate,
  isBillingDay,
  LAST_DAY_OF_MONTH,
  saDay,
  UNABLE_TO,
  type BillingDay,
} from '@cover/domain';
import { type ApplicationReply } from '@cover/domain/funeral';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { DeclarationFields } from '../../../../components/declaration/declaration-fields';
import {
  debitOrderConsentField,
  debitOrderConsentItems,
} from '../../../../components/declaration/debit-order-consent';
import { formatMoney, keepAmountsTogether } from '../../../../components/money/format-money';
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

/** The step's form: the bank account, and the debit order authorisation (never kept in the draft). */
type BankingForm = BankAccountDraft & { debitOrder: boolean };
const bankingSchema = bankAccountSchema.extend({ debitOrder: debitOrderConsentField(true) });
const withoutConsent = ({ debitOrder: _authorised, ...step6 }: BankingForm): BankAccountDraft => step6;

/** "Your first premium of R 182,25 is collected on 25 December 2026, then on the 25th of each month." */
function firstCollectionText(monthlyPremium: number, billingDay: number, coverStart: string | undefined) {
  const today = saDay(new Date());
  const start = coverStart && coverStart > today ? coverStart : today;
  const then =
    billingDay === LAST_DAY_OF_MONTH
      ? 'the last day of each month'
      : `${collectionDayText(billingDay)} of each month`;
  return keepAmountsTogether(
    `Your first premium of ${formatMoney(monthlyPremium)} is collected on ${formatLongDate(firstCollectionDate(billingDay, start))}, then on ${then}.`,
  );
}

/**
 * Step 6: the debit order (bank, branch code from the bank, holder, number, type, day), the authorisation
 * naming the premium and the day, when the first premium is collected, and the application (QA walk 10 no. 7).
 */
export function StepBanking({ onCreated }: { onCreated: (reply: ApplicationReply) => void }) {
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const draft = useAppSelector((state) => state.funeralQuote);
  const form = useDraftForm<BankingForm>({
    schema: bankingSchema,
    values: {
      ...draft.step6,
      accountHolderName:
        draft.step6.accountHolderName || `${draft.step1.firstName} ${draft.step1.lastName}`.trim(),
      debitOrder: false,
    },
    onEdit: (values) => dispatch(funeralQuoteActions.step6Saved(withoutConsent(values))),
  });
  const billingDay = form.watch('debitOrderDate');
  const consentItems = debitOrderConsentItems(draft.monthlyPremium, billingDay);
  const [attempts] = useState(createAttemptKeys);
  const [createApplication, creating] = useCreateQuoteApplicationMutation();
  const { ensure, quoting } = useEnsureQuote();
  const premiumNotice = usePremiumNotice();

  const save = async (values: BankingForm) => {
    const step6 = withoutConsent(values);
    dispatch(funeralQuoteActions.step6Saved(step6));
    const quote = await ensure();
    if (!quote.ok) {
      notify.error(UNABLE_TO.GET_QUOTE);
      return quote.error.message;
    }
    if (quote.quote.suggestedPremium !== draft.monthlyPremium) {
      // the box named another amount: it is asked again for the new one
      form.setValue('debitOrder', false);
      return `Your premium is now ${formatMoney(quote.quote.suggestedPremium)}: please authorise the debit order for it.`;
    }
    const body = applicationPayload(
      { ...draft, step6 },
      quote.quote.quotePackageId,
      step6.debitOrderDate as BillingDay,
      { debitOrder: values.debitOrder },
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
        {/* the account's fields of the form (its consent is bound below) */}
        <BankAccountFormFields control={form.control as unknown as Control<BankAccountDraft>} />
      </WizardSection>
      {consentItems.length > 0 && isBillingDay(billingDay) ? (
        <WizardSection title="Debit order authorisation">
          <Typography sx={{ mb: 1 }}>
            {firstCollectionText(draft.monthlyPremium, billingDay, draft.quote?.module.startDate)}
          </Typography>
          <DeclarationFields form={form} items={consentItems} />
        </WizardSection>
      ) : null}
    </WizardStepForm>
  );
}
