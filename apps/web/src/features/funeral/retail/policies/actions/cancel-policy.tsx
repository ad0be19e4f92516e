import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { COOLING_OFF_DAYS, FUNERAL_CANCELLATION_REASONS, UNABLE_TO } from '@cover/domain';
import { cancelPolicyInputSchema, type CancelPolicyReply, type PolicyDetail } from '@cover/domain/funeral';
import { BoundTextField } from '../../../../../components/form-fields/bound-text-field';
import { cancellationReasonLabel } from '../../../shared/labels';
import { Money } from '../../../../../components/money/money-display';
import { useNotify } from '../../../../../components/notifications/use-notify';
import { FormCard } from '../../../../../components/policies/form-card';
import { applyServerFieldErrors } from '../../../../../components/policies/server-field-errors';
import { useKeyedCall } from '../../../../../components/policies/use-keyed-call';
import { useCancelPolicyMutation } from '../../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../../routes/paths';
import { CancellationTermsPanel } from './cancellation-terms';

/** The visible fields of cancelPolicy: the domain's payload without policyId. */
const cancelFormSchema = cancelPolicyInputSchema.omit({ policyId: true });
type CancelForm = z.input<typeof cancelFormSchema>;
type CancelChoice = z.output<typeof cancelFormSchema>;
const COOLING_OFF = COOLING_OFF_DAYS.long_term;

function CancelResult({ result }: { result: CancelPolicyReply }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
      <Typography variant="h3" component="h2">
        {result.message}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {result.withinCoolingOff
          ? `You cancelled within the ${COOLING_OFF}-day cooling-off period.`
          : 'The cooling-off period had ended, so no premiums are refunded.'}
      </Typography>
      {result.refund ? (
        <Typography sx={{ mt: 1 }}>
          Refund: <Money cents={result.refund.amount} /> to your bank account.
        </Typography>
      ) : null}
      <Button component={RouterLink} to={FUNERAL_PATHS_WEB.policies} variant="contained" sx={{ mt: 2 }}>
        Back to my policies
      </Button>
    </Paper>
  );
}

/** The second step: the choice restated with its refund, then cancelled only on "Yes". */
function ConfirmCancel({
  policy,
  choice,
  busy,
  problem,
  onConfirm,
  onBack,
}: {
  policy: PolicyDetail;
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
      <Typography sx={{ mt: 1.5 }}>
        Your funeral cover stops today. This cannot be undone: to be covered again you would apply for a new
        policy, with new waiting periods.
      </Typography>
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
 * Cancel with a funeral cancellation reason: what cancelling today means comes first (refund, cooling-off,
 * open claims), then the reason, then a confirmation step before anything is sent.
 */
export function CancelPolicy({ policy }: { policy: PolicyDetail }) {
  const notify = useNotify();
  const reasonId = useId();
  const call = useKeyedCall(UNABLE_TO.CANCEL_POLICY);
  const [cancel] = useCancelPolicyMutation();
  const [choice, setChoice] = useState<CancelChoice | null>(null);
  const [result, setResult] = useState<CancelPolicyReply | null>(null);
  const { control, handleSubmit, setError } = useForm<CancelForm, unknown, CancelChoice>({
    resolver: zodResolver(cancelFormSchema),
    defaultValues: { comment: '' },
  });

  const confirm = async () => {
    if (!choice) return;
    const body = { policyId: policy.policyId, reason: choice.reason, comment: choice.comment || undefined };
    const outcome = await call.run(body, (idempotencyKey) => cancel({ body, idempotencyKey }));
    if (!outcome.ok) {
      if (Object.keys(outcome.problem.fields ?? {}).length > 0) {
        setChoice(null);
        applyServerFieldErrors(setError, outcome.problem.fields, ['reason', 'comment']);
      }
      return;
    }
    notify.success(outcome.data.message);
    setResult(outcome.data);
  };

  if (result) return <CancelResult result={result} />;
  if (choice)
    return (
      <ConfirmCancel
        policy={policy}
        choice={choice}
        busy={call.busy}
        problem={call.problem?.message ?? null}
        onConfirm={() => void confirm()}
        onBack={() => setChoice(null)}
      />
    );
  return (
    <FormCard onSubmit={handleSubmit(setChoice)}>
      <CancellationTermsPanel terms={policy.cancellationTerms} coolingOffDays={COOLING_OFF} />
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} required>
            <FormLabel id={`${reasonId}-label`} sx={{ fontWeight: 600, color: 'text.primary' }}>
              Why are you cancelling?
            </FormLabel>
            <RadioGroup
              aria-labelledby={`${reasonId}-label`}
              aria-describedby={fieldState.error ? `${reasonId}-error` : undefined}
              name={field.name}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
            >
              {FUNERAL_CANCELLATION_REASONS.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  value={option.value}
                  control={
                    <Radio
                      onBlur={field.onBlur}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    />
                  }
                  label={option.label}
                />
              ))}
            </RadioGroup>
            {fieldState.error ? (
              <FormHelperText id={`${reasonId}-error`}>{fieldState.error.message}</FormHelperText>
            ) : null}
          </FormControl>
        )}
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
        <Button component={RouterLink} to={FUNERAL_PATHS_WEB.policy(policy.policyId)}>
          Keep my policy
        </Button>
        <Button type="submit" variant="contained">
          Continue
        </Button>
      </Box>
    </FormCard>
  );
}
