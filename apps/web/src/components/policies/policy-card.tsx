import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { RecentlyUpdatedMarker, StatusChip } from './status-chip';
import { visuallyHidden } from '../../lib/visually-hidden';
import { RecordNumber } from '../page/record-number';

const ROW = { p: 2, display: 'flex', gap: 2, alignItems: 'center' } as const;
const AS_LINK = {
  textDecoration: 'none',
  color: 'inherit',
  '&:hover': { borderColor: 'primary.main' },
} as const;

/** What a policy card of any line shows of the policy. */
export interface PolicyHeadline {
  policyNumber: string;
  status: string;
  statusDisplayValue: string;
  recentlyUpdated: boolean;
}

export interface PolicyCardProps {
  policy: PolicyHeadline;
  /** the policy's page */
  to: string;
  /** the line's own lines under the number, e.g. the cover and the premium */
  children?: ReactNode;
}

/**
 * One policy in a list: a link named by what it shows (the number, read as 'Policy …', the status, 'recently
 * updated' and the line's own lines), so the name holds the words on screen (WCAG 2.5.3, label in name).
 */
export function PolicyCard({ policy, to, children }: PolicyCardProps) {
  return (
    <Paper variant="outlined" component={RouterLink} to={to} sx={{ ...ROW, ...AS_LINK }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2">
            <span style={visuallyHidden}>Policy</span> <RecordNumber>{policy.policyNumber}</RecordNumber>
          </Typography>
          <StatusChip status={policy.status} displayValue={policy.statusDisplayValue} />
          <RecentlyUpdatedMarker show={policy.recentlyUpdated} />
        </Box>
        {children}
      </Box>
      <ChevronRightIcon aria-hidden color="action" />
    </Paper>
  );
}
