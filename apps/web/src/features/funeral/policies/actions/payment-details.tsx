import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNABLE_TO, type PolicyDetail } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import {
  debitOrderErrors,
  debitOrderPayment,
  emptyDebitOrder,
  type DebitOrderDraft,
} from '../../../../components/funeral/debit-order';
import { DebitOrderFields } from '../../../../components/funeral/debit-order-fields';
import { FactList } from '../../../../components/funeral/fact-list';
import { billingDayText, formatDate } from '../../../../components/funeral/labels';
import { PaymentDetailsCard } from '../../../../components/funeral/payment-details-card';
import { StatusChip } from '../../../../components/funeral/status-chip';
import { Money } from '../../../../components/money/money-display';
import { useGetPolicyPaymentQuery } from '../../api/policy-api';
import { usePolicyChange } from '../use-policy-change';

/** The policy's payment details (masked), billing figures and recent collections, and a new debit order. */
export function PaymentDetails({ policy }: { policy: PolicyDetail }) {
  const payment = useGetPolicyPaymentQuery(policy.policyId);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DebitOrderDraft>(() => ({
    ...emptyDebitOrder(),
    debitOrderDate: policy.billingDay,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const change = usePolicyChange(policy.policyId, {
    preview: 'updatePolicyPayment',
    apply: 'updatePolicyPayment',
  });

  if (payment.isLoading) return <LoadingState label="Loading your payment details" />;
  if (!payment.data)
    return <ErrorState message={UNABLE_TO.LOAD_PAYMENT_DETAILS} onRetry={() => void payment.refetch()} />;
  const data = payment.data;
  const salary = data.paymentDetails?.type === 'deduct_from_salary';

  const save = () => {
    const found = debitOrderErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void change.applyNow({ paymentMethod: debitOrderPayment(draft), billingDay: draft.debitOrderDate });
  };

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
      {editing ? (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 } }}
          component="section"
          aria-labelledby="new-debit-order"
        >
          <Typography id="new-debit-order" variant="h4" component="h2" sx={{ mb: 2 }}>
            New debit order
          </Typography>
          {change.problem ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {change.problem.message}
            </Alert>
          ) : null}
          <DebitOrderFields value={draft} onChange={setDraft} errors={errors} />
          <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={() => setEditing(false)}>Cancel</Button>
            <Button variant="contained" loading={change.busy} onClick={save}>
              Save payment details
            </Button>
          </Box>
        </Paper>
      ) : null}
      <Paper
        variant="outlined"
        sx={{ p: { xs: 2, md: 3 } }}
        component="section"
        aria-labelledby="collections-title"
      >
        <Typography id="collections-title" variant="h4" component="h2">
          Recent collections
        </Typography>
        {data.collections.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            No premiums have been collected yet.
          </Typography>
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
            {data.collections.map((collection) => (
              <Box
                component="li"
                key={collection.collectionId}
                sx={{ display: 'flex', gap: 2, py: 1, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <Typography sx={{ flex: 1 }}>
                  {collection.type === 'refund' ? 'Refund' : 'Premium'} due {formatDate(collection.dueDate)}
                </Typography>
                <StatusChip status={collection.status} />
                <Money cents={collection.amount} sx={{ fontWeight: 600 }} />
              </Box>
            ))}
          </Box>
        )}
      </Paper>
    </Stack>
  );
}
