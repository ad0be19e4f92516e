import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
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
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  COOLING_OFF_DAYS,
  FUNERAL_CANCELLATION_REASONS,
  isoDay,
  UNABLE_TO,
  type CancelPolicyReply,
  type FuneralCancellationReason,
  type PolicyDetail,
} from '@cover/domain';
import { formatDate } from '../../../../components/funeral/labels';
import { Money } from '../../../../components/money/money-display';
import { useNotify } from '../../../../components/notifications/use-notify';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useCancelPolicyMutation } from '../../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../../routes/paths';

/** Cancel with a funeral cancellation reason, showing whether it is inside the 31-day cooling-off period. */
export function CancelPolicy({ policy }: { policy: PolicyDetail }) {
  const notify = useNotify();
  const [reason, setReason] = useState<FuneralCancellationReason | ''>('');
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const [attempts] = useState(createAttemptKeys);
  const [cancel, status] = useCancelPolicyMutation();
  const [result, setResult] = useState<CancelPolicyReply | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const inCoolingOff = isoDay(new Date()) <= policy.coolingOffEndsOn;

  if (result)
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

  const submit = async () => {
    setTried(true);
    if (!reason) return;
    const body = { policyId: policy.policyId, reason, comment: comment.trim() || undefined };
    setProblem(null);
    const reply = await cancel({ body, idempotencyKey: attempts.keyFor(body) });
    if ('error' in reply) {
      setProblem(readApiError(reply.error).message);
      notify.error(UNABLE_TO.CANCEL_POLICY);
      return;
    }
    attempts.complete();
    notify.success(reply.data.message);
    setResult(reply.data);
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 } }}
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Alert severity={inCoolingOff ? 'info' : 'warning'} sx={{ mb: 2 }}>
        {inCoolingOff
          ? `You are inside the ${COOLING_OFF_DAYS.long_term}-day cooling-off period (until ${formatDate(policy.coolingOffEndsOn)}): the premiums you paid are refunded, less the cost of any cover you used.`
          : `The ${COOLING_OFF_DAYS.long_term}-day cooling-off period ended on ${formatDate(policy.coolingOffEndsOn)}: cover stops and premiums already paid are not refunded.`}
      </Alert>
      <FormControl error={tried && !reason} required>
        <FormLabel id="reason-label" sx={{ fontWeight: 600, color: 'text.primary' }}>
          Why are you cancelling?
        </FormLabel>
        <RadioGroup
          aria-labelledby="reason-label"
          value={reason}
          onChange={(event) => setReason(event.target.value as FuneralCancellationReason)}
        >
          {FUNERAL_CANCELLATION_REASONS.map((option) => (
            <FormControlLabel
              key={option.value}
              value={option.value}
              control={<Radio />}
              label={option.label}
            />
          ))}
        </RadioGroup>
        {tried && !reason ? <FormHelperText>Please choose why you are cancelling</FormHelperText> : null}
      </FormControl>
      <TextField
        label="Anything else you want to tell us (optional)"
        multiline
        minRows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end', mt: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={FUNERAL_PATHS_WEB.policy(policy.policyId)}>
          Keep my policy
        </Button>
        <Button type="submit" variant="contained" color="error" loading={status.isLoading}>
          Cancel policy {policy.policyNumber}
        </Button>
      </Box>
    </Paper>
  );
}
