import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type OperatorApplication } from '@cover/domain/motor';
import { useNotify } from '../../../../components/notifications/use-notify';
import { FactList } from '../../../../components/policies/fact-list';
import { formatDateTime } from '../../../../components/policies/format-time';
import { SectionCard } from '../../../../components/policies/section-card';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useSendForAcceptanceMutation } from '../api/desk-api';

/**
 * The link for the employee's acceptance (titled apart from the "Waiting for" line above it, which names the
 * employee's acceptance): not sent, waiting, expired or accepted, with its times.
 * Once the documents are in, the operator sends the link (again: a new link, the old one stops working).
 */
export function AcceptanceCard({ application }: { application: OperatorApplication }) {
  const notify = useNotify();
  const [keys] = useState(createAttemptKeys);
  const [send, sending] = useSendForAcceptanceMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const { acceptance } = application;
  const open = application.status === 'PENDING' && acceptance.status !== 'ACCEPTED';
  const documentsIn = application.documentsOutstanding.length === 0;

  const sendLink = async () => {
    setProblem(null);
    const body = { applicationId: application.applicationId };
    const result = await send({ body, idempotencyKey: keys.keyFor(body) });
    if ('error' in result) return setProblem(readApiError(result.error).message);
    keys.complete();
    notify.success(result.data.message);
  };

  return (
    <SectionCard title="Acceptance link" headerGap={1.5}>
      <Stack spacing={2}>
        <Typography sx={{ fontWeight: 600 }} data-testid="acceptance-status">
          {acceptance.statusLabel}
        </Typography>
        <FactList
          facts={[
            { label: 'Link sent', value: acceptance.sentAt ? formatDateTime(acceptance.sentAt) : 'Not yet' },
            ...(acceptance.expiresAt && !acceptance.acceptedAt
              ? [{ label: 'Link works until', value: formatDateTime(acceptance.expiresAt) }]
              : []),
            ...(acceptance.acceptedAt
              ? [{ label: 'Accepted', value: formatDateTime(acceptance.acceptedAt) }]
              : []),
          ]}
        />
        {problem ? <Alert severity="error">{problem}</Alert> : null}
        {open && !documentsIn ? (
          <Typography variant="body2" color="text.secondary">
            Upload the documents first; then send the application to the employee.
          </Typography>
        ) : null}
        {open && documentsIn ? (
          <Button
            variant={acceptance.status === 'NOT_SENT' ? 'contained' : 'outlined'}
            loading={sending.isLoading}
            onClick={() => void sendLink()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {acceptance.status === 'NOT_SENT' ? 'Send to the employee for acceptance' : 'Send the link again'}
          </Button>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
