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
import { COOLING_OFF_DAYS, FUNERAL_CANCELLATION_REASONS, isoDay, UNABLE_TO } from '@cover/domain';
import { cancelPolicyInputSchema, type CancelPolicyReply, type PolicyDetail } from '@cover/domain/funeral';
import { BoundTextField } from '../../../../../components/form-fields/bound-text-field';
import { formatDate } from '../../../shared/labels';
import { Money } from '../../../../../components/money/money-display';
import { useNotify } from '../../../../../components/notifications/use-notify';
import { FormCard } from '../../../../../components/policies/form-card';
import { applyServerFieldErrors } from '../../../../../components/policies/server-field-errors';
import { useKeyedCall } from '../../../../../components/policies/use-keyed-call';
import { useCancelPolicyMutation } from '../../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../../routes/paths';

/** The visible fields of cancelPolicy: the domain's payload without policyId. */
const cancelFormSchema = cancelPolicyInputSchema.omit({ policyId: true });
type CancelForm = z.input<typeof cancelFormSchema>;

function CancelResult({ result }: { result: CancelPolicyReply }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} role="status">
      <Typography variant="h3" component="h2">
        {result.message}
      </Typography>
      <Typography sx={{ mt: 1.5 }}>
        {result.withinCoolingOff
          ? `You cancelled within the ${COOLING_OFF_DAYS.long_term}-day cooling-off period.`
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

/** Cancel with a funeral cancellation reason, showing whether it is inside the 31-day cooling-off period. */
export function CancelPolicy({ policy }: { policy: PolicyDetail }) {
  const notify = useNotify();
  const reasonId = useId();
  const call = useKeyedCall(UNABLE_TO.CANCEL_POLICY);
  const [cancel] = useCancelPolicyMutation();
  const [result, setResult] = useState<CancelPolicyReply | null>(null);
  const { control, handleSubmit, setError } = useForm<CancelForm, unknown, z.output<typeof cancelFormSchema>>(
    {
      resolver: zodResolver(cancelFormSchema),
      defaultValues: { comment: '' },
    },
  );
  const inCoolingOff = isoDay(new Date()) <= policy.coolingOffEndsOn;

  const submit = handleSubmit(async ({ reason, comment }) => {
    const body = { policyId: policy.policyId, reason, comment: comment || undefined };
    const outcome = await call.run(body, (idempotencyKey) => cancel({ body, idempotencyKey }));
    if (!outcome.ok) {
      applyServerFieldErrors(setError, outcome.problem.fields, ['reason', 'comment']);
      return;
    }
    notify.success(outcome.data.message);
    setResult(outcome.data);
  });

  if (result) return <CancelResult result={result} />;
  return (
    <FormCard onSubmit={submit}>
      <Alert severity={inCoolingOff ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {inCoolingOff
          ? `You are inside the ${COOLING_OFF_DAYS.long_term}-day cooling-off period (until ${formatDate(policy.coolingOffEndsOn)}): the premiums you paid are refunded, less the cost of any cover you used.`
          : `The ${COOLING_OFF_DAYS.long_term}-day cooling-off period ended on ${formatDate(policy.coolingOffEndsOn)}: cover stops and premiums already paid are not refunded.`}
      </Alert>
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
      {call.problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {call.problem.message}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={FUNERAL_PATHS_WEB.policy(policy.policyId)}>
          Keep my policy
        </Button>
        <Button type="submit" variant="contained" color="error" loading={call.busy}>
          Cancel policy {policy.policyNumber}
        </Button>
      </Box>
    </FormCard>
  );
}
