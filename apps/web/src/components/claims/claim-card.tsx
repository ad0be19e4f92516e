import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { ClaimHeadline, type ClaimHeadlineProps } from './claim-headline';

export type ClaimCardProps = {
  claim: ClaimHeadlineProps['claim'];
  /** what the line says about the claim */
  children: ReactNode;
} & (
  | {
      /** where the card leads (the claim's page): a link named by what it shows (WCAG 2.5.3, label in name) */
      to: string;
      label?: never;
    }
  | {
      /** a card without a page is an article, named by this, e.g. 'Claim CLM-1' */
      label: string;
      to?: never;
    }
);

/** One claim in a list: its number and status, then the line's summary; a link when it has a page. */
export function ClaimCard({ claim, label, to, children }: ClaimCardProps) {
  if (to === undefined)
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
