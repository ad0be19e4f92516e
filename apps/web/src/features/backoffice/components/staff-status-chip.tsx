import Chip from '@mui/material/Chip';
import { statusLabel } from '@cover/domain';

/** The colour of a state by the words staff read for it (the console's queue names, then the outcomes). */
const TONE: Record<string, 'success' | 'default' | 'warning' | 'error' | 'info'> = {
  Referred: 'info',
  Open: 'info',
  Pending: 'info',
  'On hold': 'warning',
  'Recommendation awaited': 'warning',
  'Awaiting payout': 'info',
  'Awaiting assessment': 'info',
  Approved: 'success',
  Active: 'success',
  Paid: 'success',
  Declined: 'error',
  Repudiated: 'error',
  Rejected: 'error',
  Lapsed: 'error',
  Cancelled: 'default',
  Closed: 'default',
};

/**
 * A record's state in the console: the words of the queue it sits in ('Referred', 'Open', from
 * applicationStaffStatus and claimStaffStatus), not the display values customers see, coloured by meaning.
 */
export function StaffStatusChip({ label }: { label: string }) {
  const words = statusLabel(label);
  return <Chip size="small" label={words} color={TONE[words] ?? 'default'} sx={{ fontWeight: 700 }} />;
}
