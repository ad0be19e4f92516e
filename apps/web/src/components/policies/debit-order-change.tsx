import { useController, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  DEBIT_ORDER_CONSENT_MESSAGE,
  paymentChangeConsentText,
  type PaymentDetails,
  type PolicyPaymentReply,
} from '@cover/domain';
import { BANK_ACCOUNT_FIELDS, type BankAccountDraft } from './bank-account-draft';
import { BankAccountFormFields } from './bank-account-form-fields';
import { DebitOrderDayField } from './debit-order-day-field';
import { formatMoney, keepAmountsTogether } from '../money/format-money';
import { PremiumConsentCheckbox } from './premium-change-consent';
import {
  accountOnFile,
  freshPaymentChange,
  keepableAccount,
  paymentChangeOf,
  paymentChangeSchema,
  type PaymentChange,
  type PaymentChangeDraft,
} from './payment-change-draft';
import { SectionCard } from './section-card';
import { applyServerFieldErrors } from './server-field-errors';
import type { CallOutcome } from './use-keyed-call';

/**
 * A debit order change (the account on file on another day, or a new account); the draft is kept while the
 * form is hidden. Once saved it is emptied (the full account number is not kept on the page) and `onSaved`
 * closes the form. `open` starts a draft from the current details unless one is being typed.
 */
export function useDebitOrderChange(
  billingDay: number,
  save: (change: PaymentChange) => Promise<CallOutcome<unknown>>,
  onSaved: () => void,
) {
  const form = useForm<PaymentChangeDraft>({
    resolver: zodResolver(paymentChangeSchema),
    defaultValues: freshPaymentChange(null, billingDay),
  });
  const submit = form.handleSubmit(async (draft) => {
    const outcome = await save(paymentChangeOf(draft));
    if (outcome.ok) {
      form.reset({ ...form.formState.defaultValues, debitOrderDate: draft.debitOrderDate });
      onSaved();
    } else
      applyServerFieldErrors(form.setError, outcome.problem.fields, BANK_ACCOUNT_FIELDS, {
        billingDay: 'debitOrderDate',
      });
  });
  const open = (details: PaymentDetails | null) => {
    if (!form.formState.isDirty) form.reset(freshPaymentChange(details, billingDay));
  };
  return { control: form.control, submit, open };
}

function DayOnly({ control }: { control: Control<PaymentChangeDraft> }) {
  const { field, fieldState } = useController({ control, name: 'debitOrderDate' });
  return (
    <DebitOrderDayField
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
      help="Your billing day each month"
    />
  );
}

/** What a new debit order collects: the policy's premium and those of the policies moving with it. */
export type Collected = Pick<PolicyPaymentReply, 'monthlyPremium' | 'movesWith'>;

/** ' and its credit life DCL-000123' (and of each further policy moving with it). */
const followersText = (movesWith: NonNullable<Collected['movesWith']>) =>
  movesWith.map((linked) => ` and its credit life ${linked.policyNumber}`).join('');

/**
 * What the debit order will collect and from what (QA walk 15 no. 1): the total a month for this policy and
 * those moving with it, that a salary deduction stops, and the debit order authorisation naming the total,
 * the account by its ending and the day, required before the change is saved.
 */
function DebitOrderAuthorisation({
  control,
  collected,
  current,
}: {
  control: Control<PaymentChangeDraft>;
  collected: Collected;
  current: PaymentDetails | null;
}) {
  const [account, bankName, accountNumber, day] = useWatch({
    control,
    name: ['account', 'bankName', 'accountNumber', 'debitOrderDate'],
  });
  const consent = useController({ control, name: 'debitOrder' });
  const movesWith = collected.movesWith ?? [];
  const total = movesWith.reduce((sum, linked) => sum + linked.monthlyPremium, collected.monthlyPremium);
  const kept = keepableAccount(current);
  const from = account === 'current' && kept ? kept : { bankName, accountNumber };
  return (
    <Box sx={{ mt: 2 }}>
      {movesWith.length > 0 ? (
        <Typography>
          {`The debit order collects ${formatMoney(total)} a month: ${formatMoney(collected.monthlyPremium)} for this policy`}
          {movesWith.map(
            (linked) =>
              ` and ${formatMoney(linked.monthlyPremium)} for its credit life ${linked.policyNumber}`,
          )}
          .
        </Typography>
      ) : null}
      {current?.type === 'deduct_from_salary' ? (
        <Typography sx={{ mt: 1 }}>
          {`The salary deduction stops for this policy${followersText(movesWith)} from the next deduction.`}
        </Typography>
      ) : null}
      <PremiumConsentCheckbox
        consent={{
          name: 'debitOrder',
          label: keepAmountsTogether(paymentChangeConsentText(total, day, from, 1 + movesWith.length)),
          message: DEBIT_ORDER_CONSENT_MESSAGE,
        }}
        given={consent.field.value}
        onChange={consent.field.onChange}
        showError={consent.fieldState.error !== undefined}
      />
    </Box>
  );
}

/**
 * 'New debit order': keep the account on file (when it is a debit order) or enter another, and the day; and
 * the debit order authorisation for what it will collect (`collected`).
 */
export function DebitOrderChange({
  order,
  current,
  collected,
  busy,
  problem,
  onCancel,
}: {
  order: ReturnType<typeof useDebitOrderChange>;
  current: PaymentDetails | null;
  collected: Collected;
  busy: boolean;
  problem: string | null;
  onCancel: () => void;
}) {
  const account = useController({ control: order.control, name: 'account' }).field;
  const kept = keepableAccount(current);
  return (
    <SectionCard title="New debit order" headerGap={2}>
      <form noValidate onSubmit={(event) => void order.submit(event)}>
        {problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {kept ? (
          <RadioGroup
            aria-label="Which account to pay from"
            value={account.value}
            onChange={(event) => account.onChange(event.target.value === 'new' ? 'new' : 'current')}
            sx={{ mb: 2 }}
          >
            <FormControlLabel
              value="current"
              control={<Radio />}
              label={`Keep my current account: ${accountOnFile(kept)}`}
            />
            <FormControlLabel value="new" control={<Radio />} label="Use a different bank account" />
          </RadioGroup>
        ) : null}
        {kept && account.value === 'current' ? (
          <DayOnly control={order.control} />
        ) : (
          <BankAccountFormFields control={order.control as unknown as Control<BankAccountDraft>} />
        )}
        <DebitOrderAuthorisation control={order.control} collected={collected} current={current} />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={busy}>
            Save payment details
          </Button>
        </Box>
      </form>
    </SectionCard>
  );
}
