import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CLAIM_HOLD_MESSAGES, HOLD_DOCUMENT_KIND, HOLD_REASON_INTRO } from '@cover/domain';
import { HoldDocuments } from '../policies/hold-documents';
import type { Audience } from '../../lib/identity';

/** Where a line takes the document a claim on hold asks for (its claim document upload). */
export interface ClaimHoldTarget {
  /** the line's claim document upload route (fields claimId and kind, the file in `file`) */
  url: string;
  /** whose bearer token the upload carries */
  audience: Audience;
  /** after the document arrived: reload the claim and its documents */
  onSent?: () => unknown;
}

/** What the answer to a hold reads of the claim. */
export interface ClaimHoldView {
  claimId: string;
  claimNumber: string;
  /** what the assessor asked for */
  holdReason?: string | null;
  /** when the customer answered the hold; null or absent until they do */
  holdAnsweredAt?: string | null;
}

const WORDS = {
  intro: `Send it here as “${HOLD_DOCUMENT_KIND.label}”: a clear photo or scan. We carry on assessing your claim once we have it.`,
  sent: CLAIM_HOLD_MESSAGES.received,
};

/** once the hold is answered: another document may be sent, none is asked for */
const MORE_WORDS = {
  intro: 'If we asked for more than one document, you can send the others here too.',
  sent: CLAIM_HOLD_MESSAGES.received,
};

/**
 * What the assessor asked for, in their own words after who wrote them (as the email has it), so that
 * 'Please upload …' reads as well as 'A clearer copy …'; with no words, that more is needed and to call.
 */
function HoldReason({ reason, emphasis }: { reason: string | null | undefined; emphasis: boolean }) {
  const weight = emphasis ? 600 : undefined;
  if (!reason) return <Typography sx={{ fontWeight: weight }}>{NO_REASON}</Typography>;
  return (
    <>
      <Typography variant={emphasis ? 'body1' : 'body2'}>{HOLD_REASON_INTRO.claim}</Typography>
      <Typography variant={emphasis ? 'body1' : 'body2'} sx={{ fontWeight: weight, whiteSpace: 'pre-line' }}>
        {reason}
      </Typography>
    </>
  );
}

const NO_REASON =
  'We need more information or documents. Please request a call back and we will tell you what.';

/**
 * A claim on hold, on every line: what the assessor asked for and a slot for exactly that document (its own
 * kind, not one of the claim type's), then, once it is sent, that we received it and carry on assessing
 * (said once), with a slot for another document that is no longer required. Staff asking for more makes
 * a new unanswered hold (holdAnsweredAt null again): the document is then asked for again.
 */
export function ClaimHoldAnswer({ claim, target }: { claim: ClaimHoldView; target?: ClaimHoldTarget }) {
  const form = target ? (
    <HoldDocuments
      applicationId={claim.claimId}
      subject={`claim ${claim.claimNumber}`}
      target={{ ...target, idField: 'claimId', words: claim.holdAnsweredAt ? MORE_WORDS : WORDS }}
      optional={Boolean(claim.holdAnsweredAt)}
    />
  ) : null;
  if (claim.holdAnsweredAt)
    return (
      <Alert severity="success" sx={{ mb: 2 }} data-testid="claim-hold-answered">
        <Typography sx={{ fontWeight: 600 }}>{CLAIM_HOLD_MESSAGES.received}</Typography>
        <Box sx={{ mt: 1 }}>
          <HoldReason reason={claim.holdReason} emphasis={false} />
        </Box>
        {form}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="claim-hold-reason">
      <AlertTitle>Your claim is on hold</AlertTitle>
      <HoldReason reason={claim.holdReason} emphasis />
      {form ??
        'Add the documents under “Add documents” below. We carry on assessing the claim once we have them.'}
    </Alert>
  );
}
