import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { ClaimLabels } from './claim-labels';
import { OutstandingDocuments } from './outstanding-documents';

/** What a claim submission replies, as far as the confirmation shows it. */
export interface SubmittedClaim {
  message: string;
  /** lines with a waiting period (funeral) say whether the claim falls inside it */
  withinWaitingPeriod?: boolean;
  waitingPeriodEndsOn?: string;
  notice?: string | null;
  documentsOutstanding: readonly string[];
}

export interface ClaimSubmittedProps {
  reply: SubmittedClaim;
  labels: Pick<ClaimLabels, 'date' | 'documentKind'>;
  /** show a success tick beside the message */
  icon?: boolean;
  /** said after the documents still needed, e.g. where to add them */
  outstandingNote?: string;
  /** the claim number and cover status, as the audience words them */
  children: ReactNode;
  /** where to go next */
  actions: ReactNode;
}

/** 'Your claim number is …', as the confirmation states it. */
export function ClaimNumberLine({ claimNumber }: { claimNumber: string }) {
  return (
    <Typography sx={{ mt: 2, fontSize: '1.125rem' }}>
      Your claim number is{' '}
      <strong data-testid="claim-number" style={{ whiteSpace: 'nowrap' }}>
        {claimNumber}
      </strong>
      .
    </Typography>
  );
}

/**
 * The confirmation of a submitted claim: the message, the claim, any waiting period and what is still needed.
 * It takes the focus to its heading and scrolls it into view, so that on a phone the claim number is on
 * screen (the form was submitted from the bottom of a long page) and a screen reader reads it.
 */
export function ClaimSubmitted({
  reply,
  labels,
  icon = false,
  outstandingNote,
  children,
  actions,
}: ClaimSubmittedProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView?.({ block: 'start' });
  }, []);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }} role="status" data-testid="claim-result">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        {icon ? <CheckCircleIcon color="success" sx={{ fontSize: 40 }} aria-hidden /> : null}
        <Typography
          variant="h2"
          component="h2"
          ref={heading}
          tabIndex={-1}
          // the spec's message is 'claim submitted successfully': as a heading it starts with a capital
          sx={{
            scrollMarginTop: 96,
            '&:focus': { outline: 'none' },
            '&::first-letter': { textTransform: 'uppercase' },
          }}
        >
          {reply.message}
        </Typography>
      </Box>
      {children}
      {reply.withinWaitingPeriod ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Waiting period (until {labels.date(reply.waitingPeriodEndsOn)}): {reply.notice}
        </Alert>
      ) : null}
      <OutstandingDocuments
        kinds={reply.documentsOutstanding}
        documentKind={labels.documentKind}
        note={outstandingNote}
      />
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>{actions}</Box>
    </Paper>
  );
}
