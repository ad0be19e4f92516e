import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unableTo } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../../components/async-state/async-state';
import { useListMotorPreInspectionsQuery, type MotorFamily } from '../api/servicing-api';
import { PreInspectionCard } from './pre-inspection-card';
import { inspectionsIntro } from './labels';
import { PreInspectionFilterBar } from './pre-inspection-filter-bar';
import { usePreInspectionFilters } from './use-pre-inspection-filters';

const UNABLE_TO_LOAD = unableTo('load your vehicle inspections');

/**
 * The caller's vehicle inspections (before cover, and for claims): filtered by type, how many and removed
 * ones, or one vehicle's by its VIN; each with its status and what may be done.
 */
export function PreInspectionsSection({ family }: { family: MotorFamily }) {
  const filters = usePreInspectionFilters();
  const inspections = useListMotorPreInspectionsQuery({ family, ...filters.query });
  const list = inspections.data?.data ?? [];
  return (
    <Box component="section" aria-labelledby="motor-inspections-title" sx={{ mt: 4 }}>
      <Typography id="motor-inspections-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Vehicle inspections
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {inspectionsIntro(list)}
      </Typography>
      <PreInspectionFilterBar filters={filters} />
      {inspections.isLoading ? <LoadingState label="Loading your vehicle inspections" lines={2} /> : null}
      {inspections.isError ? (
        <ErrorState message={UNABLE_TO_LOAD} onRetry={() => void inspections.refetch()} />
      ) : null}
      {inspections.isSuccess && list.length === 0 ? (
        <Typography color="text.secondary">
          {filters.active ? 'No inspections match these filters.' : 'You have no vehicle inspections.'}
        </Typography>
      ) : null}
      <Stack
        spacing={1.5}
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0 }}
        aria-busy={inspections.isFetching}
      >
        {list.map((inspection) => (
          <li key={inspection.preInspectionId}>
            <PreInspectionCard family={family} inspection={inspection} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
