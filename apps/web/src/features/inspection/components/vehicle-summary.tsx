import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { ASSESSMENT_STATUS_LABELS, type InspectionPage } from '@cover/domain/motor';
import { formatDateTime } from '../../../components/policies/format-time';

export interface VehicleSummaryProps {
  page: InspectionPage;
}

/** The vehicle being inspected (make, model, registration), where the inspection stands and how long the link works. */
export function VehicleSummary({ page }: VehicleSummaryProps) {
  const { vehicle } = page;
  const open = page.assessmentStatus === 'AWAITING_PHOTOS' || page.assessmentStatus === 'REJECTED';
  return (
    <Box
      component="section"
      aria-labelledby="inspection-vehicle"
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        p: 2,
        borderRadius: 2,
        bgcolor: 'primary.light',
        mb: 3,
      }}
    >
      <DirectionsCarIcon color="primary" sx={{ fontSize: 40, flex: 'none' }} aria-hidden />
      <Box sx={{ minWidth: 0 }}>
        <Typography id="inspection-vehicle" component="h2" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {vehicle.make} {vehicle.model}
        </Typography>
        <Typography sx={{ fontWeight: 600, letterSpacing: '0.04em' }}>
          <Box component="span" sx={{ fontWeight: 400, letterSpacing: 0 }}>
            Registration:{' '}
          </Box>
          {vehicle.registrationNo}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {ASSESSMENT_STATUS_LABELS[page.assessmentStatus]}
          {open ? ` · This link works until ${formatDateTime(page.linkExpiresAt)}` : ''}
        </Typography>
      </Box>
    </Box>
  );
}
