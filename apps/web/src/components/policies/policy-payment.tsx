import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SALARY_DEDUCTION_CONSENT_MESSAGE, UNABLE_TO, type PolicyPaymentReply } from '@cover/domain';
import { ErrorState, LoadingState } from '../async-state/async-state';
import { Money } from '../money/money-display';
import { salaryDeductionConsentItems } from '../declaration/salary-deduction-consent';
import { formatMoney } from '../money/format-money';
import { DebitOrderChange, useDebitOrderChange, type Collected } from './debit-order-change';
import { PremiumConsentCheckbox } from './premium-change-consent';
import { FactList } from './fact-list';
import { ItemList } from './item-list';
import { billingDayText, formatDate } from './labels';
import { PaymentDetailsCard } from './payment-details-card';
import { SectionCard } from './section-card';
import { StatusChip } from './status-chip';
import type { CallOutcome } from './use-keyed-call';
import type { PaymentChange } from './payment-change-draft';

export type { PaymentChange } from './payment-change-draft';

/** The policy's payment query (getPolicyPayment) as the screen reads it (an RTK Query result fits). */
export interface LoadedPayment {
  data?: PolicyPaymentReply;
  isLoading: boolean;
  refetch: () => unknown;
}

export interface PolicyPaymentProps {
  payment: LoadedPayment;
  /** whether the payment may be changed: the policy is in force (else it is billed no more) */
  changeable: boolean;
  /** the policy's billing day, the new debit order's day until another is chosen */
  billingDay: number;
  /** the line's updatePolicyPayment; the problem of a refusal shows on the form */
  save: (change: PaymentChange) => Promise<CallOutcome<unknown>>;
  busy: boolean;
  problem: string | null;
  /** employees may pay by salary deduction instead of a debit order */
  salaryDeduction?: boolean;
}

/**
 * 'Pay from my salary': salary deduction in place of the debit order (the reference is the employee's own),
 * for this policy and those moving with it, once the employee authorises the deduction of their total a month
 * as the wizards ask it.
 */
function SalaryDeduction({
  collected,
  busy,
  problem,
  onSave,
}: {
  collected: Collected;
  busy: boolean;
  problem: string | null;
  onSave: () => void;
}) {
  const [given, setGiven] = useState(false);
  const [tried, setTried] = useState(false);
  const movesWith = collected.movesWith ?? [];
  const total = movesWith.reduce((sum, linked) => sum + linked.monthlyPremium, collected.monthlyPremium);
  const [consent] = salaryDeductionConsentItems(true, total);
  return (
    <SectionCard title="Pay from my salary" headerGap={1.5}>
      <Typography>
        The premium is deducted from your salary every month, with your salary reference number. The debit
        order stops.
      </Typography>
      {movesWith.length > 0 ? (
        <Typography sx={{ mt: 1 }}>
          {`Your salary pays ${formatMoney(total)} a month: ${formatMoney(collected.monthlyPremium)} for this policy`}
          {movesWith.map(
            (linked) =>
              ` and ${formatMoney(linked.monthlyPremium)} for its credit life ${linked.policyNumber}`,
          )}
          .
        </Typography>
      ) : null}
      {consent ? (
        <PremiumConsentCheckbox
          consent={{ ...consent, message: SALARY_DEDUCTION_CONSENT_MESSAGE }}
          given={given}
          onChange={setGiven}
          showError={tried}
        />
      ) : null}
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant="contained"
          loading={busy}
          onClick={() => {
            setTried(true);
            if (given) onSave();
          }}
        >
          Pay from my salary
        </Button>
      </Box>
    </SectionCard>
  );
}

function RecentCollections({ collections }: { collections: PolicyPaymentReply['collections'] }) {
  return (
    <SectionCard title="Recent collections">
      <ItemList
        items={collections}
        empty="No premiums have been collected yet."
        itemKey={(collection) => collection.collectionId}
        itemSx={{ display: 'flex', gap: 2, py: 1, alignItems: 'center', flexWrap: 'wrap' }}
        renderItem={(collection) => (
          <>
            <Typography sx={{ flex: 1 }}>
              {collection.type === 'refund' ? 'Refund' : 'Premium'} due {formatDate(collection.dueDate)}
            </Typography>
            <StatusChip status={collection.status} />
            <Money cents={collection.amount} sx={{ fontWeight: 600 }} />
          </>
        )}
      />
    </SectionCard>
  );
}

/**
 * A policy's payment (every line): the payment details (masked), billing figures and recent collections,
 * and, while the policy is in force, a new debit order (and, for employees, salary deduction). The page is
 * titled 'Payment details', so the current details are 'How you pay'; a saved change closes the form.
 */
export function PolicyPayment({
  payment,
  changeable,
  billingDay,
  save,
  busy,
  problem,
  salaryDeduction = false,
}: PolicyPaymentProps) {
  const [editing, setEditing] = useState(false);
  const order = useDebitOrderChange(billingDay, save, () => setEditing(false));

  if (payment.isLoading) return <LoadingState label="Loading your payment details" />;
  if (!payment.data)
    return <ErrorState message={UNABLE_TO.LOAD_PAYMENT_DETAILS} onRetry={() => void payment.refetch()} />;
  const data = payment.data;
  const bySalary = data.paymentDetails?.type === 'deduct_from_salary';
  const canChange = changeable && (salaryDeduction || !bySalary);

  return (
    <Stack spacing={2.5}>
      <PaymentDetailsCard
        title="How you pay"
        details={data.paymentDetails}
        ended={!changeable}
        action={
          canChange && !editing ? (
            <Button
              variant="outlined"
              onClick={() => {
                order.open(data.paymentDetails);
                setEditing(true);
              }}
            >
              Update payment details
            </Button>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <FactList
          columns={3}
          facts={[
            // once cover ended nothing more is billed: only what may still be owed
            ...(changeable
              ? [
                  { label: 'Monthly premium', value: <Money cents={data.monthlyPremium} /> },
                  { label: 'Billing day', value: billingDayText(data.billingDay) },
                  { label: 'Next billing date', value: formatDate(data.nextBillingDate) },
                ]
              : []),
            { label: 'Arrears', value: <Money cents={data.balance} /> },
          ]}
        />
      </Paper>
      {editing ? (
        <DebitOrderChange
          order={order}
          current={data.paymentDetails}
          collected={data}
          busy={busy}
          problem={problem}
          onCancel={() => setEditing(false)}
        />
      ) : null}
      {editing && salaryDeduction && !bySalary ? (
        <SalaryDeduction
          collected={data}
          busy={busy}
          problem={problem}
          onSave={() =>
            void save({
              paymentMethod: { type: 'deduct_from_salary' },
              consents: { salaryDeduction: true },
            }).then((outcome) => {
              if (outcome.ok) setEditing(false);
            })
          }
        />
      ) : null}
      <RecentCollections collections={data.collections} />
    </Stack>
  );
}
