import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OnBehalfApplication } from '@cover/domain/motor';
import { ErrorState } from '../../../components/async-state/async-state';
import { formatDateTime } from '../../../components/policies/format-time';
import { readApiError } from '../../../lib/api-error';
import { useGetOnBehalfApplicationsQuery } from '../api/on-behalf-api';
import { OnBehalfActions } from './on-behalf-actions';

function OnBehalfItem({ item }: { item: OnBehalfApplication }) {
  const { vehicle } = item.application.module;
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{ p: 2 }}
      aria-label={`${vehicle.make} ${vehicle.model}`}
    >
      <Stack spacing={1.5}>
        <Box>
          <Typography sx={{ fontWeight: 600 }}>
            {vehicle.make} {vehicle.model}, {vehicle.vehicle_reg_no}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Applied for you by {item.operatorName} on {formatDateTime(item.application.createdAt)} ·{' '}
            {item.acceptance.statusLabel}
          </Typography>
        </Box>
        <OnBehalfActions actions={item.actions} />
      </Stack>
    </Paper>
  );
}

/**
 * "Done on your behalf" (getOnBehalfApplications): the applications an operator made for the employee, by
 * whom and when, their state and every action on them. What the employee does next (accept, ask for the link
 * again) is on the application's own entry in the list above it, once on the page (QA: two "Send me the link
 * again" buttons for one application). Nothing shows when there are none.
 */
export function OnBehalfSection() {
  const applications = useGetOnBehalfApplicationsQuery();
  const items = applications.data?.data ?? [];
  if (!applications.isError && items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="on-behalf-heading" sx={{ mt: 4 }}>
      <Typography id="on-behalf-heading" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Done on your behalf
      </Typography>
      {applications.isError ? (
        <ErrorState
          message={readApiError(applications.error).message}
          onRetry={() => void applications.refetch()}
        />
      ) : null}
      <Stack spacing={1.5}>
        {items.map((item) => (
          <OnBehalfItem key={item.application.applicationId} item={item} />
        ))}
      </Stack>
    </Box>
  );
}
