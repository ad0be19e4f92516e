import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { declineOnBehalfInputSchema, type DeclineOnBehalfReply } from '@cover/domain/motor';
import { BoundTextField } from '../../../components/form-fields/bound-text-field';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { useDeclineOnBehalfApplicationMutation } from '../api/on-behalf-api';

const REASON_MAX = 500;
const reasonSchema = declineOnBehalfInputSchema.pick({ reason: true });
interface ReasonDraft {
  reason: string;
}

/**
 * "Something is wrong": instead of accepting, the employee says what is wrong in a few words
 * (declineOnBehalfApplication). The application ends; the operator who made it sees the reason.
 */
export function DeclineForm({
  token,
  operatorName,
  onDeclined,
}: {
  token: string;
  operatorName: string;
  onDeclined: (reply: DeclineOnBehalfReply) => void;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm<ReasonDraft>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { reason: '' },
  });
  const [keys] = useState(createAttemptKeys);
  const [decline, declining] = useDeclineOnBehalfApplicationMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const typed = form.watch('reason').length;

  const submit = form.handleSubmit(async ({ reason }) => {
    setProblem(null);
    const body = { token, reason };
    const result = await decline({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) {
      const error = readApiError(result.error);
      const reasonError = error.fields.reason;
      if (reasonError) form.setError('reason', { type: 'server', message: reasonError });
      return setProblem(error.message);
    }
    keys.complete();
    onDeclined(result.data);
  });

  if (!open)
    return (
      <Box>
        <Button variant="outlined" color="inherit" onClick={() => setOpen(true)}>
          Something is wrong
        </Button>
      </Box>
    );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Something is wrong"
      sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Stack spacing={2}>
        <Typography>
          Tell us what is wrong and we will let {operatorName} know. This application then ends: no cover
          starts and no premium is collected. {operatorName} can make a new one with you once it is put right.
        </Typography>
        {problem ? (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        <BoundTextField
          control={form.control}
          name="reason"
          label="What is wrong?"
          multiline
          minRows={3}
          required
          fullWidth
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          help={`${typed} of ${REASON_MAX} characters`}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button type="submit" variant="contained" color="error" loading={declining.isLoading}>
            Tell {operatorName} it is wrong
          </Button>
          <Button variant="text" color="inherit" onClick={() => setOpen(false)}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
