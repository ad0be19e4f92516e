import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CLAIM_SUBMITTED_SUCCESSFULLY, UNABLE_TO } from '@cover/domain';
import { type FuneralClaimSubmitReply } from '@cover/domain/funeral';
import { ClaimNumberLine, ClaimSubmitted } from '../../../../components/claims/claim-submitted';
import { claimBody, type ClaimDraft } from '../../shared/claim-form/claim-draft';
import { FUNERAL_CLAIM_LABELS } from '../../shared/claim-form/claim-labels';
import { FuneralClaimSubmit, type FuneralClaimOutcome } from '../../shared/claim-form/funeral-claim-submit';
import { useNotify } from '../../../../components/notifications/use-notify';
import { readApiError } from '../../../../lib/api-error';
import { createAttemptKeys } from '../../../../lib/idempotency-key';
import { useSubmitClaimByIdMutation, useSubmitClaimMutation } from '../api/claims-api';
import { useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { useClaimUploads } from './use-claim-uploads';

/** The page's words, where it leads back to, and its confirmation. */
const PAGE = {
  intro:
    'We are sorry for your loss. Tell us who passed away and where to pay the benefit, and add the documents.',
  back: { to: FUNERAL_PATHS_WEB.claims, label: 'My claims' },
  loadError: UNABLE_TO.LOAD_POLICIES,
  emptyText: 'A claim is made on a funeral policy that is in force.',
  confirmation: (reply: FuneralClaimSubmitReply) => <ClaimResult reply={reply} />,
};

/** The submitted claim: 'claim submitted successfully', its number, the waiting-period flag and cover status. */
export function ClaimResult({ reply }: { reply: FuneralClaimSubmitReply }) {
  return (
    <ClaimSubmitted
      reply={reply}
      labels={FUNERAL_CLAIM_LABELS}
      icon
      outstandingNote="You can add them on the claim page."
      actions={
        <>
          <Button component={RouterLink} to={FUNERAL_PATHS_WEB.claim(reply.claimId)} variant="contained">
            View the claim
          </Button>
          <Button component={RouterLink} to={FUNERAL_PATHS_WEB.claims}>
            All my claims
          </Button>
        </>
      }
    >
      <ClaimNumberLine claimNumber={reply.claimNumber} />
      <Typography sx={{ mt: 1 }}>
        Cover status: {reply.coverStatus === 'GRACE' ? 'grace period of a missed premium' : 'active'}.
      </Typography>
    </ClaimSubmitted>
  );
}

/** Submit a funeral claim with its documents (uploads with progress), then confirm it for assessment. */
export function ClaimSubmitPage() {
  const notify = useNotify();
  const policies = useGetPoliciesQuery({});
  const [attempts] = useState(createAttemptKeys);
  const [submitClaim] = useSubmitClaimMutation();
  const [submitById] = useSubmitClaimByIdMutation();
  const { uploads, uploadAll } = useClaimUploads();
  const [claimId, setClaimId] = useState<string | null>(null);

  const submit = async (draft: ClaimDraft): Promise<FuneralClaimOutcome> => {
    let id = claimId;
    let reply: FuneralClaimSubmitReply | null = null;
    if (!id) {
      const body = claimBody(draft);
      const submitted = await submitClaim({ body, idempotencyKey: attempts.keyFor(body) });
      if ('error' in submitted) {
        const readable = readApiError(submitted.error);
        notify.error(UNABLE_TO.SUBMIT_CLAIM);
        return { fields: readable.fields, problem: readable.message };
      }
      attempts.complete();
      id = submitted.data.claimId;
      reply = submitted.data;
      setClaimId(id);
    }
    if (!(await uploadAll(id, draft.files)))
      return { problem: 'Some documents did not upload. Try again, or add them later on the claim page.' };
    const confirmed = await submitById({ body: { claimId: id }, idempotencyKey: `${id}:confirm` });
    if ('error' in confirmed)
      return { submitted: reply ?? undefined, problem: readApiError(confirmed.error).message };
    notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
    return { submitted: confirmed.data };
  };

  return (
    <FuneralClaimSubmit {...PAGE} audience="retail" policies={policies} onSubmit={submit} uploads={uploads} />
  );
}
