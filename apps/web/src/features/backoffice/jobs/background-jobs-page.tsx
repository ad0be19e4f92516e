import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BackofficeFailedJob, BackofficeJobQueue } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { useNotify } from '../../../components/notifications/use-notify';
import { PageFrame } from '../../../components/page/page-frame';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import { readApiError } from '../../../lib/api-error';
import { useGetBackgroundJobsQuery, useRetryJobMutation } from '../api/jobs-api';
import { CONSOLE_BACK } from '../components/backoffice-page';
import { RequireBackoffice } from '../components/require-backoffice';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '2 waiting · 1 running' or 'Idle'. */
export function queueLoad(queue: BackofficeJobQueue): string {
  const parts = [
    queue.waiting > 0 ? `${queue.waiting} waiting` : null,
    queue.running > 0 ? `${queue.running} running` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Idle';
}

function QueueList({ queues }: { queues: readonly BackofficeJobQueue[] }) {
  return (
    <Paper variant="outlined" component="ul" aria-label="Job queues" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {queues.map((queue, index) => (
        <Box
          component="li"
          key={queue.queue}
          data-testid="job-queue"
          sx={{
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
            px: { xs: 2, md: 3 },
            py: 1.5,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            columnGap: 2,
            rowGap: 0.5,
          }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{queue.title}</Typography>
            <Typography variant="body2" color="text.secondary">
              {queueLoad(queue)}
            </Typography>
          </Box>
          {queue.failed > 0 ? (
            <Chip color="error" size="small" label={plural(queue.failed, 'failed job', 'failed jobs')} />
          ) : (
            <Chip color="success" variant="outlined" size="small" label="No failures" />
          )}
        </Box>
      ))}
    </Paper>
  );
}

function FailedJobRow({ job, first }: { job: BackofficeFailedJob; first: boolean }) {
  const notify = useNotify();
  const [retry, { isLoading }] = useRetryJobMutation();
  const [error, setError] = useState<string | null>(null);
  const onRetry = () => {
    setError(null);
    retry({ jobId: job.id })
      .unwrap()
      .then(() => notify.success('The job is back on its queue and will run shortly.'))
      .catch((failure: unknown) => setError(readApiError(failure).message));
  };
  return (
    <Box
      component="li"
      data-testid="failed-job"
      sx={{ pt: first ? 0 : 1.5, pb: 1.5, borderTop: first ? 0 : 1, borderColor: 'divider' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{job.title}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {job.error}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`Failed ${formatDateTime(job.failedAt)} after ${plural(job.attempts, 'try', 'tries')} · asked for ${formatDateTime(job.createdAt)}`}
          </Typography>
        </Box>
        <Button
          variant="outlined"
          onClick={onRetry}
          disabled={isLoading}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {isLoading ? 'Retrying…' : 'Retry'}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}

function BackgroundJobs() {
  const jobs = useGetBackgroundJobsQuery(undefined, { refetchOnMountOrArgChange: 10 });
  const data = jobs.data;
  return (
    <PageFrame
      title="Background jobs"
      back={CONSOLE_BACK}
      intro="The work the system does on its own: billing runs, message delivery and housekeeping. A job that keeps failing is retried with growing pauses; once its retries are used up it waits here for you."
    >
      {jobs.isLoading ? <LoadingState label="Loading the background jobs" /> : null}
      {jobs.isError ? (
        <ErrorState message={readApiError(jobs.error).message} onRetry={() => void jobs.refetch()} />
      ) : null}
      {data ? (
        <Stack spacing={3}>
          {data.queueRunning ? null : (
            <Alert severity="info">
              This server runs its jobs as soon as they are asked for, without the job queue, so there is
              nothing waiting and nothing to retry.
            </Alert>
          )}
          <QueueList queues={data.queues} />
          <SectionCard title="Jobs whose retries are used up" headerGap={1.5}>
            {data.failed.length === 0 ? (
              <EmptyState title="No failed jobs">Every job has run, or is still being retried.</EmptyState>
            ) : (
              <Box component="ul" aria-label="Failed jobs" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {data.failed.map((job, index) => (
                  <FailedJobRow key={job.id} job={job} first={index === 0} />
                ))}
              </Box>
            )}
          </SectionCard>
        </Stack>
      ) : null}
    </PageFrame>
  );
}

/** /operator/backoffice/jobs: the job queues and the dead-lettered jobs, each with a retry (back-office role). */
export function BackgroundJobsPage() {
  return (
    <RequireBackoffice>
      <BackgroundJobs />
    </RequireBackoffice>
  );
}

export { BackgroundJobsPage as Component };
