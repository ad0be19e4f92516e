import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ClaimHeadline, type ClaimHeadlineProps } from './claim-headline';

export interface ClaimCardProps {
  claim: ClaimHeadlineProps['claim'];
  /** the card's accessible name, e.g. 'Claim CLM-1, Pending' */
  label: string;
  /** where the card leads (the claim's page); without it the card is an article */
  to?: string;
  /** what the line says about the claim */
  children: ReactNode;
}

/** One claim in a list: its number and status, then the line's summary; a link when it has a page. */
export function ClaimCard({ claim, label, to, children }: ClaimCardProps) {
  if (!to)
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} component="article" aria-label={label}>
        <ClaimHeadline claim={claim} gap={1.5} />
        {children}
      </Paper>
    );
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={to}
      aria-label={label}
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        textDecoration: 'none',
        color: 'inherit',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ClaimHeadline claim={claim} />
        {children}
      </Box>
      <ChevronRightIcon aria-hidden color="action" />
    </Paper>
  );
}
