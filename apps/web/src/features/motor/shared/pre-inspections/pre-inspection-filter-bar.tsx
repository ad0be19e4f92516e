import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { INSPECTION_TYPES } from '@cover/domain';
import { NativeOptions } from '../../../../components/policies/native-options';
import { inspectionTypeText } from './labels';
import { PRE_INSPECTION_LIMITS, type PreInspectionFilters } from './use-pre-inspection-filters';

const TYPE_OPTIONS = INSPECTION_TYPES.map((type) => ({ value: type, label: inspectionTypeText(type) }));
const LIMIT_OPTIONS = PRE_INSPECTION_LIMITS.map((limit) => ({ value: limit, label: `Up to ${limit}` }));
const SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** The filters of the inspection list (a search landmark): type, how many, removed ones, a VIN. */
export function PreInspectionFilterBar({ filters }: { filters: PreInspectionFilters }) {
  return (
    <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2, alignItems: 'center' }}>
      <TextField
        select
        label="Inspection type"
        value={filters.assessmentType}
        onChange={(event) => filters.setAssessmentType(event.target.value)}
        sx={{ width: { xs: '100%', sm: 240 } }}
        slotProps={SELECT}
      >
        <NativeOptions blank="All inspections" options={TYPE_OPTIONS} />
      </TextField>
      <TextField
        select
        label="How many"
        value={filters.limit}
        onChange={(event) => filters.setLimit(event.target.value)}
        sx={{ width: { xs: '100%', sm: 140 } }}
        slotProps={SELECT}
      >
        <NativeOptions options={LIMIT_OPTIONS} />
      </TextField>
      <TextField
        label="Find by VIN"
        value={filters.vin}
        onChange={(event) => filters.setVin(event.target.value)}
        error={Boolean(filters.vinProblem)}
        helperText={filters.vinProblem ?? 'The 17 characters on the licence disc'}
        sx={{ width: { xs: '100%', sm: 280 } }}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters', autoComplete: 'off' } }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={filters.showRemoved}
            onChange={(event) => filters.setShowRemoved(event.target.checked)}
          />
        }
        label="Removed inspections"
      />
    </Box>
  );
}
