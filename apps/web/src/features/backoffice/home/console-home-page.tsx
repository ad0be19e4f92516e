import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { BackofficeQueues } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { PageFrame } from '../../../components/page/page-frame';
import { readApiError } from '../../../lib/api-error';
import { useGetBackofficeQueuesQuery } from '../api/backoffice-api';
import { RequireBackoffice } from '../components/require-backoffice';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';
import { CLAIM_QUEUES } from '../claims/claim-labels';
import { ConsoleSearch } from './console-search';
import { QueueGrid, type WorkQueue } from './queue-card';

/** The queues grouped as staff work them: underwriting, pre-inspections, claims by state, payments. */
export function workQueueGroups(queues: BackofficeQueues): { label: string; queues: WorkQueue[] }[] {
  const { underwriting, preInspections, claims, failedPayments } = queues;
  return [
    {
      label: 'Applications awaiting underwriting',
      queues: [
        {
          key: 'uw-referred',
          label: 'Referred',
          ...underwriting.REFERRED,
          to: BACKOFFICE_PATHS.applications('REFERRED'),
        },
        {
          key: 'uw-on-hold',
          label: 'On hold',
          ...underwriting.ON_HOLD,
          to: BACKOFFICE_PATHS.applications('ON_HOLD'),
        },
        {
          key: 'uw-recommended',
          label: 'Recommendation awaited',
          ...underwriting.RECOMMENDATION_AWAITED,
          to: BACKOFFICE_PATHS.applications('RECOMMENDATION_AWAITED'),
        },
      ],
    },
    {
      label: 'Pre-inspections',
      queues: [
        {
          key: 'pre-inspections',
          label: 'Awaiting assessment',
          ...preInspections.awaiting,
          to: BACKOFFICE_PATHS.preInspections('SUBMITTED'),
        },
      ],
    },
    {
      label: 'Claims by state',
      queues: CLAIM_QUEUES.map((queue) => ({
        key: `claims-${queue.status}`,
        label: queue.label,
        ...claims[queue.status as keyof BackofficeQueues['claims']],
        to: BACKOFFICE_PATHS.claims(queue.status),
      })),
    },
    {
      label: 'Payments',
      queues: [
        {
          key: 'failed-payments',
          label: 'Failed premiums',
          ...failedPayments,
          to: BACKOFFICE_PATHS.failedPayments,
        },
      ],
    },
  ];
}

function ConsoleHome() {
  const queues = useGetBackofficeQueuesQuery(undefined, { refetchOnMountOrArgChange: 30 });
  return (
    <PageFrame
      title="Back office console"
      intro="What is waiting, oldest first, and a search for any record."
    >
      <ConsoleSearch />
      {queues.isLoading ? <LoadingState label="Loading the work queues" /> : null}
      {queues.isError ? (
        <ErrorState message={readApiError(queues.error).message} onRetry={() => void queues.refetch()} />
      ) : null}
      {queues.data ? (
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          {workQueueGroups(queues.data).map((group) => (
            <Box component="section" key={group.label} aria-label={group.label}>
              <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
                {group.label}
              </Typography>
              <QueueGrid queues={group.queues} label={group.label} />
            </Box>
          ))}
        </Box>
      ) : null}
    </PageFrame>
  );
}

/** /operator/backoffice: the work queues with their counts and ages, and the search (back-office role). */
export function ConsoleHomePage() {
  return (
    <RequireBackoffice>
      <ConsoleHome />
    </RequireBackoffice>
  );
}

export { ConsoleHomePage as Component };
