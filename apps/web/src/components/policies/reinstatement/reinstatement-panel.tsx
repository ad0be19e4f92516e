import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNABLE_TO, type ReinstatementAudience, type ReinstatementOffer } from '@cover/domain';
import { ErrorState, LoadingState } from '../../async-state/async-state';
import { Money } from '../../money/money-display';
import { useNotify } from '../../notifications/use-notify';
import { BANK_ACCOUNT_FIELDS, emptyBankAccount, type BankAccountDraft } from '../bank-account-draft';
import { BankAccountFormFields } from '../bank-account-form-fields';
import { bankAccountSchema, debitOrderPayment } from '../bank-account-schema';
import { formatDate } from '../labels';
import { SectionCard } from '../section-card';
import { applyServerFieldErrors } from '../server-field-errors';
import { useKeyedCall } from '../use-keyed-call';
import { useGetReinstatementOfferQuery, useReinstatePolicyMutation } from './reinstatement-api';
import { ReinstatementPaymentChoice, type PaymentChoice } from './reinstatement-payment';

const TITLE = 'Reinstate this policy';

export interface ReinstatementPanelProps {
  audience: ReinstatementAudience;
  policyId: string;
}

function UnpaidPremiums({ offer }: { offer: ReinstatementOffer }) {
  if (offer.unpaidPremiums.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" component="h3">
        Unpaid premiums
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {offer.unpaidPremiums.map((premium) => (
          <li key={premium.collectionId}>
            Premium due {formatDate(premium.dueDate)}: <Money cents={premium.amount} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The offer of an eligible policy: what is owed, how to pay it, and the button that pays and reinstates. */
function ReinstatementForm({
  offer,
  audience,
}: {
  offer: ReinstatementOffer;
  audience: ReinstatementAudience;
}) {
  const notify = useNotify();
  const [reinstate] = useReinstatePolicyMutation();
  const call = useKeyedCall('We could not reinstate your policy');
  const [choice, setChoice] = useState<PaymentChoice>(offer.paymentMethod ? 'current' : 'new');
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<BankAccountDraft>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: { ...emptyBankAccount(), debitOrderDate: offer.paymentMethod?.debitOrderDate ?? 0 },
  });

  const send = async (account: BankAccountDraft | null) => {
    const body = account ? { paymentMethod: debitOrderPayment(account) } : {};
    const outcome = await call.run(body, (idempotencyKey) =>
      reinstate({ audience, policyId: offer.policyId, body, idempotencyKey }),
    );
    if (outcome.ok) {
      setDone(outcome.data.message);
      notify.success(outcome.data.message);
    } else if (account) {
      applyServerFieldErrors(setError, outcome.problem.fields, BANK_ACCOUNT_FIELDS);
    }
  };
  const submit = choice === 'new' ? handleSubmit((account) => send(account)) : () => send(null);

  if (done) return <Alert severity="success">{done}</Alert>;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event);
      }}
    >
      <Typography>
        This policy lapsed on {formatDate(offer.lapsedOn)}. You can reinstate it until{' '}
        {formatDate(offer.windowEndsOn)} by paying the arrears of <Money cents={offer.arrears} />.
      </Typography>
      <UnpaidPremiums offer={offer} />
      <Typography color="text.secondary">
        Your cover continues as before: no waiting period starts again.{' '}
        {offer.nextBillingDate ? (
          <>
            Your next premium of <Money cents={offer.monthlyPremium} /> is then due on{' '}
            {formatDate(offer.nextBillingDate)}.
          </>
        ) : null}
      </Typography>
      {offer.paymentMethod ? (
        <ReinstatementPaymentChoice current={offer.paymentMethod} choice={choice} onChange={setChoice} />
      ) : (
        <Typography>Please enter the bank account to pay the arrears from.</Typography>
      )}
      {choice === 'new' ? <BankAccountFormFields control={control} /> : null}
      {call.problem ? <Alert severity="error">{call.problem.message}</Alert> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={call.busy}>
          Pay the arrears and reinstate
        </Button>
      </Box>
    </Stack>
  );
}

/**
 * On a lapsed policy's page: whether it can still be reinstated and, if so, the arrears (the unpaid months),
 * how to pay them and a confirm button. After the payment every cached policy is fetched again, so the page
 * shows the policy active. Not eligible: the reason, in plain words.
 */
export function ReinstatementPanel({ audience, policyId }: ReinstatementPanelProps) {
  const offer = useGetReinstatementOfferQuery({ audience, policyId });
  return (
    <SectionCard title={TITLE} level="h3" headerGap={1.5}>
      {offer.isLoading ? (
        <LoadingState label="Checking whether this policy can be reinstated" lines={2} />
      ) : !offer.data ? (
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void offer.refetch()} />
      ) : offer.data.eligible ? (
        <ReinstatementForm offer={offer.data} audience={audience} />
      ) : (
        <Alert severity="info">{offer.data.reason}</Alert>
      )}
    </SectionCard>
  );
}

/** The reinstatement panel on a policy's page, shown only while the policy is LAPSED. */
export function LapsedPolicyReinstatement({
  audience,
  policy,
}: {
  audience: ReinstatementAudience;
  policy: { policyId: string; status: string };
}) {
  if (policy.status !== 'LAPSED') return null;
  return <ReinstatementPanel audience={audience} policyId={policy.policyId} />;
}
