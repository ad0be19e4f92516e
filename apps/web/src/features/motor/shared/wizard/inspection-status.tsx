import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { asSentence } from '@cover/domain';
import { ASSESSMENT_STATUS_LABELS, type PreInspection } from '@cover/domain/motor';
import { useMotorWording } from './wizard-wording';

/** How far the inspection is, refreshed while the step is open: its status, the photos in and any reason. */
export function InspectionStatus({ inspection }: { inspection: PreInspection }) {
  const wording = useMotorWording();
  const received = inspection.photos.filter((photo) => photo.status === 'uploaded').length;
  const status = inspection.assessmentStatus;
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>Inspection status:</Typography>
        <Chip
          label={ASSESSMENT_STATUS_LABELS[status]}
          color={status === 'APPROVED' ? 'success' : status === 'REJECTED' ? 'error' : 'default'}
          data-testid="inspection-status"
        />
      </Box>
      <Typography color="text.secondary">
        Photos received: {received} of {inspection.photos.length}
      </Typography>
      {status === 'APPROVED' ? <Alert severity="success">{wording.inspectionApproved}</Alert> : null}
      {status === 'REJECTED' ? (
        <Alert severity="warning">
          The inspection was not approved
          {inspection.rejectionReason ? `: ${asSentence(inspection.rejectionReason)}` : '.'} Open the link
          again to retake the photos.
        </Alert>
      ) : null}
    </Box>
  );
}
