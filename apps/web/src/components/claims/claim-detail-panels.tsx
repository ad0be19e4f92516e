import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ClaimStatus, type ClaimStatusView } from './claim-status';

export interface ClaimSummaryPanelProps {
  claim: ClaimStatusView;
  /** the facts of the claim (what happened, the amounts, the policy) */
  children: ReactNode;
  /** a notice under the facts, e.g. the waiting period */
  notice?: ReactNode;
}

/** The head of a claim's page: its status, its facts and any notice. */
export function ClaimSummaryPanel({ claim, children, notice }: ClaimSummaryPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ClaimStatus claim={claim} />
      </Box>
      {children}
      {notice}
    </Paper>
  );
}

/** 'Claimant and payout': who claims and where the benefit is paid (the facts passed in). */
export function ClaimPayoutPanel({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Claimant and payout
      </Typography>
      {children}
    </Paper>
  );
}

export interface AddDocumentsProps {
  /** the upload fields (a DocumentUploadSection) */
  children: ReactNode;
  /** whether any file is chosen */
  ready: boolean;
  busy: boolean;
  onUpload: () => void;
  /** how many kinds of document can still be added (kindsToAdd); none: there is nothing to add */
  remaining: number;
}

/** Said instead of the upload fields once every kind of document is on the claim. */
export const ALL_DOCUMENTS_IN = 'All the documents are in. There is nothing more to add.';

/**
 * More documents for a claim: the upload fields and 'Upload documents'; once every kind of document is
 * on the claim, only a sentence saying so (no empty card, no button that cannot be used).
 */
export function AddDocuments({ children, ready, busy, onUpload, remaining }: AddDocumentsProps) {
  if (remaining === 0) return <Alert severity="success">{ALL_DOCUMENTS_IN}</Alert>;
  return (
    <>
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" disabled={!ready} loading={busy} onClick={onUpload}>
          Upload documents
        </Button>
      </Box>
    </>
  );
}
