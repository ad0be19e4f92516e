import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { readApiError } from '../../../lib/api-error';
import { createAttemptKeys } from '../../../lib/idempotency-key';
import { useResendOnBehalfLinkMutation } from '../api/on-behalf-api';

/**
 * "Send me the link again" (QA walk 15, finding 2): the employee who lost the email and SMS, or reads them on
 * another device, asks for the review link again; the confirmation says where it went (masked). Once sent the
 * button goes, so a second tap does not replace the link just sent.
 */
export function ResendLinkButton({ applicationId }: { applicationId: string }) {
  const [keys] = useState(createAttemptKeys);
  const [resend, resending] = useResendOnBehalfLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async () => {
    setProblem(null);
    const body = { applicationId };
    const result = await resend({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) return setProblem(readApiError(result.error).message);
    keys.complete();
    setSent(result.data.message);
  };

  if (sent)
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => void send()} disabled={resending.isLoading}>
        Send me the link again
      </Button>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
