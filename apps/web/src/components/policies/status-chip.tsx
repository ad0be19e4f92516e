import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import { statusLabel } from '@cover/domain';

/** The colour of a status, by the words shown for it (statusLabel). */
const TONE: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  Active: 'success',
  Approved: 'success',
  Paid: 'success',
  Cancelled: 'default',
  Lapsed: 'error',
  Repudiated: 'error',
  Pending: 'info',
  'In progress': 'info',
  'On hold': 'warning',
  'Recommendation awaited': 'warning',
  // a claim as its customer reads it (customerClaimStatus)
  'Final check': 'warning',
  Declined: 'error',
};

/**
 * A status in the words customers see (statusLabel of the spec's display value: 'Active', 'On hold',
 * 'Recommendation awaited' …, the same words the list filters offer), coloured by what it means.
 */
export function StatusChip({ status, displayValue }: { status: string; displayValue?: string }) {
  const label = statusLabel(displayValue ?? status);
  return <Chip size="small" label={label} color={TONE[label] ?? 'default'} sx={{ fontWeight: 700 }} />;
}

/** The 'recently updated' marker (changed within the window of the config, 30 days by default). */
export function RecentlyUpdatedMarker({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        color: 'secondary.dark',
        typography: 'body2',
        fontWeight: 600,
      }}
    >
      <NewReleasesIcon fontSize="small" aria-hidden />
      Recently updated
    </Box>
  );
}
