import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ClaimStatus, type ClaimStatusView } from './claim-status';
import { visuallyHidden } from '../../lib/visually-hidden';
import { RecordNumber } from '../page/record-number';

export interface ClaimHeadlineProps {
  claim: ClaimStatusView & { claimNumber: string };
  /** space under the line (theme spacing units) */
  gap?: number;
}

/** A claim's number as its heading (read as 'Claim …'), with its status beside it. */
export function ClaimHeadline({ claim, gap = 0 }: ClaimHeadlineProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: gap }}>
      <Typography variant="h4" component="h2" data-testid="claim-list-number">
        <span style={visuallyHidden}>Claim</span> <RecordNumber>{claim.claimNumber}</RecordNumber>
      </Typography>
      <ClaimStatus claim={claim} />
    </Box>
  );
}
