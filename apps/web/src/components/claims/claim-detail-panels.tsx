import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatSaMobile } from '@cover/domain';
import { PATHS } from '../../app/paths';
import { DocumentsSubmitButton } from '../file-upload/documents-submit-button';
import { FactList, type Fact } from '../policies/fact-list';
import { Money } from '../money/money-display';
import { accountTypeLabel, bankLabel } from '../policies/labels';
import { ClaimHoldAnswer, type ClaimHoldTarget } from './claim-hold-answer';
import { ClaimPayoutWorking, type ClaimPayoutWorkingView } from './claim-payout-working';
import { ClaimStatus, type ClaimStatusView } from './claim-status';

/** What the customer is told of where the claim stands: what a hold needs, why it was repudiated. */
export interface ClaimReasonsView {
  claimId?: string;
  claimNumber?: string;
  status: string;
  approvalStatus: string;
  /** what is needed while the claim is on hold */
  holdReason?: string | null;
  /** on hold: when the customer sent documents in answer to it */
  holdAnsweredAt?: string | null;
  /** the reason given for a repudiation */
  declineReason?: string | null;
}

/** A claim on hold: the customer must act (OnHold, status in_review). */
export const isOnHold = (claim: Pick<ClaimReasonsView, 'status' | 'approvalStatus'>) =>
  claim.status === 'in_review' && claim.approvalStatus === 'pending';

/**
 * At the top of a claim's page: on hold, what the assessor wrote, with a slot for that document
 * (where the line says where it goes: `hold`), or that it was received; repudiated, the reason it was
 * repudiated. Nothing otherwise.
 */
export function ClaimReasonNotice({ claim, hold }: { claim: ClaimReasonsView; hold?: ClaimHoldTarget }) {
  if (isOnHold(claim))
    return (
      <ClaimHoldAnswer
        claim={{ ...claim, claimId: claim.claimId ?? '', claimNumber: claim.claimNumber ?? '' }}
        target={claim.claimId ? hold : undefined}
      />
    );
  if (claim.approvalStatus === 'repudiated')
    return (
      <Alert severity="error" sx={{ mb: 2 }} data-testid="claim-decline-reason">
        <AlertTitle>Your claim was repudiated: we cannot pay it</AlertTitle>
        {claim.declineReason ? (
          <Typography sx={{ whiteSpace: 'pre-line' }}>The reason: {claim.declineReason}</Typography>
        ) : null}
        If you disagree, please tell us within 90 days: our{' '}
        <Link component={RouterLink} to={PATHS.complaints} color="inherit" sx={{ fontWeight: 600 }}>
          complaints page
        </Link>{' '}
        says how, and where to go if we cannot agree.
      </Alert>
    );
  return null;
}

/** 'Amount granted': the amount once approved, 'Not paid: the claim was repudiated', or not decided yet. */
export function grantedAmountFact(claim: { approvalStatus: string; grantedAmount: number | null }): Fact {
  if (claim.approvalStatus === 'repudiated')
    return { label: 'Amount granted', value: 'Not paid: the claim was repudiated' };
  return {
    label: 'Amount granted',
    value: claim.grantedAmount === null ? 'Not decided yet' : <Money cents={claim.grantedAmount} />,
  };
}

export interface ClaimSummaryPanelProps {
  /** with its amounts (every line's view has them): once approved, how the payout was worked out follows */
  claim: ClaimStatusView & ClaimReasonsView & Partial<ClaimPayoutWorkingView>;
  /** the facts of the claim (what happened, the amounts, the policy) */
  children: ReactNode;
  /** a notice under the facts, e.g. the waiting period */
  notice?: ReactNode;
  /** where the document a hold asks for goes (the line's upload): a slot for it while the claim is on hold */
  hold?: ClaimHoldTarget;
}

/**
 * The head of a claim's page: its status, its facts and any notice; once approved, how the payout was
 * worked out (with the payment reference once paid) under it.
 */
export function ClaimSummaryPanel({ claim, children, notice, hold }: ClaimSummaryPanelProps) {
  const { amount, grantedAmount } = claim;
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <ClaimStatus claim={claim} />
        </Box>
        <ClaimReasonNotice claim={claim} hold={hold} />
        {children}
        {notice}
      </Paper>
      {amount !== undefined && grantedAmount !== undefined ? (
        <ClaimPayoutWorking claim={{ ...claim, amount, grantedAmount }} />
      ) : null}
    </>
  );
}

/** What the payout panel shows of a claim of any line: the claimant and the (masked) payout account. */
export interface ClaimPayoutView {
  claimant: { firstName: string; lastName: string; mobile: string };
  bankDetails: { bankName: string; accountNumber: string; accountType: string };
}

/** The claimant, their mobile number, the bank and the masked account of a claim. */
export function ClaimPayoutFacts({ claim }: { claim: ClaimPayoutView }) {
  const { claimant, bankDetails } = claim;
  return (
    <FactList
      facts={[
        { label: 'Claimant', value: `${claimant.firstName} ${claimant.lastName}` },
        { label: 'Mobile', value: formatSaMobile(claimant.mobile) },
        { label: 'Bank', value: bankLabel(bankDetails.bankName) },
        {
          label: 'Account',
          value: `${bankDetails.accountNumber} (${accountTypeLabel(bankDetails.accountType)})`,
        },
      ]}
    />
  );
}

/** 'Claimant and payout': who claims and where the benefit is paid (the claim's, or the facts passed in). */
export function ClaimPayoutPanel({ claim, children }: { claim?: ClaimPayoutView; children?: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h2" sx={{ mb: 1.5 }}>
        Claimant and payout
      </Typography>
      {claim ? <ClaimPayoutFacts claim={claim} /> : null}
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
        <DocumentsSubmitButton variant="contained" disabled={!ready} loading={busy} onClick={onUpload}>
          Upload documents
        </DocumentsSubmitButton>
      </Box>
    </>
  );
}

/**
 * The kinds of document not to ask for again: those already on the claim, on hold too (a hold asks for its
 * own document, HOLD_DOCUMENT_KIND, in its own slot: not again for every kind already received).
 */
export function kindsAlreadyIn(
  _claim: Pick<ClaimReasonsView, 'status' | 'approvalStatus'>,
  present: readonly string[],
): readonly string[] {
  return present;
}

/** Said instead of the upload fields while a claim with all its documents is on hold. */
export const ON_HOLD_DOCUMENTS_IN =
  'We have the documents listed above. While your claim is on hold we need only what we asked for, at the top of the page.';

/** Said instead of the upload fields once the customer answered the hold (its box above takes more). */
export const HOLD_ANSWERED_DOCUMENTS_IN =
  'We have the documents listed above. Anything more for what we asked goes in the box at the top of the page.';

/** What 'Add documents' needs of a claim and of its uploads (useAddClaimDocuments). */
export interface AddClaimDocumentsProps {
  claim: {
    claimId: string;
    status: string;
    approvalStatus: string;
    documentsOutstanding: readonly string[];
    /** on hold: when the customer answered it */
    holdAnsweredAt?: string | null;
  };
  adding: { files: object; busy: boolean; upload: (claimId: string) => unknown };
  /** how many kinds of document can still be added (kindsToAdd) */
  remaining: number;
  /** something is still needed that is not added here (the damage photos, taken with an inspection link) */
  neededElsewhere?: boolean;
  /** the upload fields (a DocumentUploadSection) */
  children: ReactNode;
}

/**
 * 'Add documents' while a claim is open, on hold or still needs a document; nothing once it is past that.
 * On hold with its documents in, only what the hold asked for is wanted (in the hold's own slot): the
 * documents in are said to be in. While something is still needed that is not added here (`neededElsewhere`)
 * there is no 'all the documents are in'.
 */
export function AddClaimDocuments({
  claim,
  adding,
  remaining,
  neededElsewhere = false,
  children,
}: AddClaimDocumentsProps) {
  const outstanding = claim.documentsOutstanding.length > 0;
  if (claim.status !== 'open' && !isOnHold(claim) && !outstanding) return null;
  if (isOnHold(claim) && !outstanding) {
    if (neededElsewhere) return null;
    return (
      <Alert severity="success">
        {claim.holdAnsweredAt ? HOLD_ANSWERED_DOCUMENTS_IN : ON_HOLD_DOCUMENTS_IN}
      </Alert>
    );
  }
  if (remaining === 0 && neededElsewhere) return null;
  return (
    <AddDocuments
      ready={Object.keys(adding.files).length > 0}
      busy={adding.busy}
      onUpload={() => void adding.upload(claim.claimId)}
      remaining={remaining}
    >
      {children}
    </AddDocuments>
  );
}
