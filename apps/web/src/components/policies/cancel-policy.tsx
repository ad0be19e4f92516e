import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  cancelPolicyInputSchema,
  FUNERAL_CANCELLATION_REASONS,
  UNABLE_TO,
  type CancellationTerms,
  type CancelPolicyInput,
} from '@cover/domain';
import { BoundRadioGroup } from '../form-fields/bound-radio-group';
import { BoundTextField } from '../form-fields/bound-text-field';
import { Money } from '../money/money-display';
import { useNotify } from '../notifications/use-notify';
import { CancellationTermsPanel } from './cancellation-terms';
import { FormCard } from './form-card';
import { cancellationReasonLabel } from './labels';
import { applyServerFieldErrors } from './server-field-errors';
import { useKeyedCall, type CallResult } from './use-keyed-call';

/** The visible fields of cancelPolicy: the domain's payload without policyId. */
const cancelFormSchema = cancelPolicyInputSchema.omit({ policyId: true });
type CancelForm = z.input<typeof cancelFormSchema>;
type CancelChoice = z.output<typeof cancelFormSchema>;

/** What the flow needs of a policy of any line: its number and what cancelling it today would mean. */
export interface CancellablePolicy {
  policyId: string;
  policyNumber: string;
  cancellationTerms: CancellationTerms;
}

/** What every line's cancelPolicy replies beside the cancelled policy. */
export interface CancelledPolicyReply {
  message: string;
  withinCoolingOff: boolean;
  refund: { amount: number } | null;
}

export interface CancelPolicyFlowProps {
  policy: CancellablePolicy;
  /** the line's cooling-off period (31 days long-term, 14 short-term) */
  coolingOffDays: number;
  /** what stopping the cover means, said before the confirmation */
  consequence: string;
  /** the line's cancelPolicy call (an RTK Query mutation fits) */
  cancel: (body: CancelPolicyInput, idempotencyKey: string) => PromiseLike<CallResult>;
  paths: {
    /** the policy's page ('Keep my policy') */
    policy: string;
    /** the policy list (after cancelling) */
    policies: string;
    /** one of the policy's claims */
    claim: (claimId: string) => string;
  };
}

function CancelResult({
  result,
  coolingOffDays,
  policiesPath,
}: {
  result: CancelledPolicyReply;
  coolingOffDays: number;
  policiesPath: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
      <Typography variant="h3" component="h2">
        {result.message}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {result.withinCoolingOff
          ? `You cancelled within the ${coolingOffDays}-day cooling-off period.`
          : 'The cooling-off period had ended, so no premiums are refunded.'}
      </Typography>
      {result.refund ? (
        <Typography sx={{ mt: 1 }}>
          Refund: <Money cents={result.refund.amount} /> to your bank account.
        </Typography>
      ) : null}
      <Button component={RouterLink} to={policiesPath} variant="contained" sx={{ mt: 2 }}>
        Back to my policies
      </Button>
    </Paper>
  );
}

/** The second step: the choice restated with its refund, then cancelled only on "Yes". */
function ConfirmCancel({
  policy,
  consequence,
  choice,
  busy,
  problem,
  onConfirm,
  onBack,
}: {
  policy: CancellablePolicy;
  consequence: string;
  choice: CancelChoice;
  busy: boolean;
  problem: string | null;
  onConfirm: () => void;
  onBack: () => void;
}) {
  const refund = policy.cancellationTerms.refundAmount;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="region" aria-labelledby="confirm-cancel">
      <Typography variant="h3" component="h2" id="confirm-cancel">
        Cancel policy {policy.policyNumber}?
      </Typography>
      <Typography sx={{ mt: 1.5 }}>{consequence}</Typography>
      <Typography sx={{ mt: 1 }}>
        {refund > 0 ? (
          <>
            Refund: <Money cents={refund} /> to your bank account.
          </>
        ) : (
          'Refund: none.'
        )}
      </Typography>
      <Typography sx={{ mt: 1 }}>Reason: {cancellationReasonLabel(choice.reason)}</Typography>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button onClick={onBack}>Go back</Button>
        <Button variant="contained" color="error" loading={busy} onClick={onConfirm}>
          Yes, cancel policy {policy.policyNumber}
        </Button>
      </Box>
    </Paper>
  );
}

/**
 * Cancel a policy of any line with a cancellation reason: what cancelling today means comes first (refund
 * inside the line's cooling-off, open claims), then the reason, then a confirmation step before anything
 * is sent.
 */
export function CancelPolicyFlow({
  policy,
  coolingOffDays,
  consequence,
  cancel,
  paths,
}: CancelPolicyFlowProps) {
  const notify = useNotify();
  const call = useKeyedCall(UNABLE_TO.CANCEL_POLICY);
  const [choice, setChoice] = useState<CancelChoice | null>(null);
  const [result, setResult] = useState<CancelledPolicyReply | null>(null);
  const { control, handleSubmit, setError } = useForm<CancelForm, unknown, CancelChoice>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { comment: '' },
  });

  const confirm = async () => {
    if (!choice) return;
    const body = { policyId: policy.policyId, reason: choice.reason, comment: choice.comment || undefined };
    const outcome = await call.run(body, (idempotencyKey) => cancel(body, idempotencyKey));
    if (!outcome.ok) {
      if (Object.keys(outcome.problem.fields ?? {}).length > 0) {
        setChoice(null);
        applyServerFieldErrors(setError, outcome.problem.fields, ['reason', 'comment']);
      }
      return;
    }
    const reply = outcome.data as CancelledPolicyReply;
    notify.success(reply.message);
    setResult(reply);
  };

  if (result)
    return <CancelResult result={result} coolingOffDays={coolingOffDays} policiesPath={paths.policies} />;
  if (choice)
    return (
      <ConfirmCancel
        policy={policy}
        consequence={consequence}
        choice={choice}
        busy={call.busy}
        problem={call.problem?.message ?? null}
        onConfirm={() => void confirm()}
        onBack={() => setChoice(null)}
      />
    );
  return (
    <FormCard onSubmit={handleSubmit(setChoice)}>
      <CancellationTermsPanel
        terms={policy.cancellationTerms}
        coolingOffDays={coolingOffDays}
        claimPath={paths.claim}
      />
      <BoundRadioGroup
        control={control}
        name="reason"
        label="Why are you cancelling?"
        options={FUNERAL_CANCELLATION_REASONS}
        required
      />
      <BoundTextField
        control={control}
        name="comment"
        label="Anything else you want to tell us (optional)"
        multiline
        minRows={2}
        help=""
        sx={{ mt: 2, display: 'flex' }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={paths.policy}>
          Keep my policy
        </Button>
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </Box>
    </FormCard>
  );
}
