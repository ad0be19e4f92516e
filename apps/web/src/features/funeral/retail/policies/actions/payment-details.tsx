import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNABLE_TO, type PolicyPaymentReply } from '@cover/domain';
import { type PolicyDetail } from '@cover/domain/funeral';
import { ErrorState, LoadingState } from '../../../../../components/async-state/async-state';
import { billingDayText, formatDate } from '../../../shared/labels';
import { Money } from '../../../../../components/money/money-display';
import {
  BANK_ACCOUNT_FIELDS,
  emptyBankAccount,
  type BankAccountDraft,
} from '../../../../../components/policies/bank-account-draft';
import { BankAccountFormFields } from '../../../../../components/policies/bank-account-form-fields';
import { bankAccountSchema, debitOrderPayment } from '../../../../../components/policies/bank-account-schema';
import { FactList } from '../../../../../components/policies/fact-list';
import { ItemList } from '../../../../../components/policies/item-list';
import { PaymentDetailsCard } from '../../../../../components/policies/payment-details-card';
import { SectionCard } from '../../../../../components/policies/section-card';
import { applyServerFieldErrors } from '../../../../../components/policies/server-field-errors';
import { StatusChip } from '../../../../../components/policies/status-chip';
import { useGetPolicyPaymentQuery } from '../../api/policy-api';
import { usePolicyChange } from '../use-policy-change';

/** A new debit order for the policy (bank account and day), applied at once; kept while it is hidden. */
function useNewDebitOrder(policy: PolicyDetail) {
  const change = usePolicyChange(policy.policyId, {
    preview: 'updatePolicyPayment',
    apply: 'updatePolicyPayment',
  });
  const { control, handleSubmit, setError } = useForm<BankAccountDraft>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { ...emptyBankAccount(), debitOrderDate: policy.billingDay },
  });
  const save = handleSubmit(async (account) => {
    const outcome = await change.applyNow({
      paymentMethod: debitOrderPayment(account),
      billingDay: account.debitOrderDate,
    });
    if (!outcome.ok)
      applyServerFieldErrors(setError, outcome.problem.fields, BANK_ACCOUNT_FIELDS, {
        billingDay: 'debitOrderDate',
      });
  });
  return { change, control, save };
}

function NewDebitOrder({
  order,
  onCancel,
}: {
  order: ReturnType<typeof useNewDebitOrder>;
  onCancel: () => void;
}) {
  const { change, control, save } = order;
  return (
    <SectionCard title="New debit order" headerGap={2}>
      <form noValidate onSubmit={(event) => void save(event)}>
        {change.problem ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {change.problem.message}
          </Alert>
        ) : null}
        <BankAccountFormFields control={control} />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" loading={change.busy}>
            Save payment details
          </Button>
        </Box>
      </form>
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

/** The policy's payment details (masked), billing figures and recent collections, and a new debit order. */
export function PaymentDetails({ policy }: { policy: PolicyDetail }) {
  const payment = useGetPolicyPaymentQuery(policy.policyId);
  const [editing, setEditing] = useState(false);
  const order = useNewDebitOrder(policy);

  if (payment.isLoading) return <LoadingState label="Loading your payment details" />;
  if (!payment.data)
    return <ErrorState message={UNABLE_TO.LOAD_PAYMENT_DETAILS} onRetry={() => void payment.refetch()} />;
  const data = payment.data;
  const salary = data.paymentDetails?.type === 'deduct_from_salary';

  return (
    <Stack spacing={2.5}>
      <PaymentDetailsCard
        details={data.paymentDetails}
        action={
          !salary && policy.status === 'ACTIVE' && !editing ? (
            <Button variant="outlined" onClick={() => setEditing(true)}>
              Update payment details
            </Button>
          ) : undefined
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <FactList
          columns={3}
          facts={[
            { label: 'Monthly premium', value: <Money cents={data.monthlyPremium} /> },
            { label: 'Billing day', value: billingDayText(data.billingDay) },
            { label: 'Next billing date', value: formatDate(data.nextBillingDate) },
            { label: 'Arrears', value: <Money cents={data.balance} /> },
          ]}
        />
      </Paper>
      {editing ? <NewDebitOrder order={order} onCancel={() => setEditing(false)} /> : null}
      <RecentCollections collections={data.collections} />
    </Stack>
  );
}
