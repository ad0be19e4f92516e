import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { asSentence } from '@cover/domain';
import {
  CLAIM_INSPECTION_CANCELLED_TEXT,
  MOTOR_CLAIM_INSPECTION_TYPE,
  PRE_INSPECTION_CANCELLED_TEXT,
  type PreInspection,
} from '@cover/domain/motor';
import { formatDate } from '../../../../components/policies/labels';
import { formatDateTime } from '../../../../components/policies/format-time';
import type { MotorFamily } from '../api/servicing-api';
import { AssessmentChip } from './assessment-chip';
import {
  inspectedVehicle,
  inspectionTypeText,
  photoLinkAction,
  photoProgress,
  photosStillWanted,
} from './labels';
import { RemoveInspectionDialog } from './remove-inspection-dialog';
import { SendLinkDialog } from './send-link-dialog';

/**
 * Where the photo link went and, while photos may still be taken with it, until when it works; or that none
 * was sent yet. Once the photos are sent (or approved) the link has done its work: no end is named.
 */
function LinkLine({ inspection }: { inspection: PreInspection }) {
  if (inspection.assessmentStatus === 'CANCELLED') {
    return inspection.assessmentType === MOTOR_CLAIM_INSPECTION_TYPE ? (
      <>{CLAIM_INSPECTION_CANCELLED_TEXT}</>
    ) : (
      <>{PRE_INSPECTION_CANCELLED_TEXT}</>
    );
  }
  if (!inspection.smsSentAt || !inspection.mobileEnding) return <>No photo link has been sent yet.</>;
  return (
    <>
      Photo link sent on {formatDateTime(inspection.smsSentAt)} to the number ending in{' '}
      {inspection.mobileEnding}
      {inspection.linkExpiresAt && photosStillWanted(inspection)
        ? `; it works until ${formatDateTime(inspection.linkExpiresAt)}`
        : ''}
      .
    </>
  );
}

/**
 * One inspection of the caller's: the vehicle, its type and status, the photos taken, why it was not
 * approved; the photo link sent again while photos may still be taken, and removal from the list (never
 * while an underwriter reviews the application made with it: the server refuses it then, 409, as it
 * refuses removing the application, docs/decisions/0040).
 */
export function PreInspectionCard({
  family,
  inspection,
}: {
  family: MotorFamily;
  inspection: PreInspection;
}) {
  const [dialog, setDialog] = useState<'link' | 'remove' | null>(null);
  const vehicle = inspectedVehicle(inspection);
  const photosWanted = photosStillWanted(inspection);
  const removable = inspection.applicationUnderReview !== true;
  return (
    <Paper variant="outlined" component="article" aria-label={`Inspection of the ${vehicle}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, mr: 'auto', minWidth: 0, overflowWrap: 'anywhere' }}>
          {vehicle}
        </Typography>
        <AssessmentChip status={inspection.assessmentStatus} />
        {inspection.isDeleted ? <Chip size="small" label="Removed" /> : null}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {inspectionTypeText(inspection.assessmentType)} · started {formatDate(inspection.createdAt)} ·{' '}
        {photoProgress(inspection)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <LinkLine inspection={inspection} />
      </Typography>
      {inspection.assessmentStatus === 'REJECTED' && inspection.rejectionReason ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          Not approved: {asSentence(inspection.rejectionReason)} Take the photos again from the link.
        </Alert>
      ) : null}
      {inspection.isDeleted || !(photosWanted || removable) ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end', mt: 1.5 }}>
          {photosWanted ? (
            <Button
              size="small"
              variant="contained"
              onClick={() => setDialog('link')}
              aria-haspopup="dialog"
              aria-label={`${photoLinkAction(inspection)}: ${vehicle}`}
            >
              {photoLinkAction(inspection)}
            </Button>
          ) : null}
          {removable ? (
            <Button
              size="small"
              variant="outlined"
              color="error"
              onClick={() => setDialog('remove')}
              aria-haspopup="dialog"
              aria-label={`Remove the inspection of the ${vehicle}`}
            >
              Remove
            </Button>
          ) : null}
        </Box>
      )}
      {dialog === 'link' ? (
        <SendLinkDialog family={family} inspection={inspection} open onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'remove' ? (
        <RemoveInspectionDialog
          family={family}
          inspection={inspection}
          open
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}
