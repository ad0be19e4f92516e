import Chip from '@mui/material/Chip';
import type { AssessmentStatus } from '@cover/domain/motor';
import { ASSESSMENT_TONE, assessmentStatusText } from './labels';

/** Where an inspection stands, in plain words: waiting for photos, sent for assessment, approved, not approved. */
export function AssessmentChip({ status }: { status: AssessmentStatus }) {
  return (
    <Chip
      size="small"
      label={assessmentStatusText(status)}
      color={ASSESSMENT_TONE[status]}
      sx={{ fontWeight: 700 }}
    />
  );
}
