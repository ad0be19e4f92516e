import Typography from '@mui/material/Typography';
import { CLAIM_SUBMITTED_SUCCESSFULLY, UNABLE_TO } from '@cover/domain';
import { type FuneralClaimDocumentKind, type FuneralClaimSubmitReply } from '@cover/domain/funeral';
import { ClaimNumberLine, ClaimSubmitted } from '../../../../components/claims/claim-submitted';
import { claimBody, type ClaimDraft } from '../../shared/claim-form/claim-draft';
import { FUNERAL_CLAIM_LABELS } from '../../shared/claim-form/claim-labels';
import { FuneralClaimSubmit, type FuneralClaimOutcome } from '../../shared/claim-form/funeral-claim-submit';
import { useNotify } from '../../../../components/notifications/use-notify';
import { useClaimThenDocuments } from '../../../../components/claims/use-claim-then-documents';
import { useSubmitClaimByIdMutation, useSubmitClaimMutation } from '../api/claims-api';
import { useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { useRetailFamily } from './use-retail-family';
import { ClaimSubmittedLinks } from '../../../../components/claims/claim-submitted-links';

/** The page's words, where it leads back to, and its confirmation. */
const PAGE = {
  intro:
    'We are sorry for your loss. Tell us who passed away and where to pay the benefit, and add the documents.',
  back: { to: FUNERAL_PATHS_WEB.claims, label: 'My claims' },
  loadError: UNABLE_TO.LOAD_POLICIES,
  emptyText: 'A claim is made on a funeral policy that is in force, or that ended after the death.',
  emptyAction: { to: FUNERAL_PATHS_WEB.calculator, label: 'Get funeral cover' },
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
        <ClaimSubmittedLinks
          claimPath={FUNERAL_PATHS_WEB.claim(reply.claimId)}
          listPath={FUNERAL_PATHS_WEB.claims}
        />
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
  const { family } = useRetailFamily();
  const [submitClaim] = useSubmitClaimMutation();
  const [submitById] = useSubmitClaimByIdMutation();
  const { uploads, send } = useClaimThenDocuments<FuneralClaimDocumentKind, FuneralClaimSubmitReply>({
    url: family.uploadDocuments.path,
    audience: 'retail',
    submit: (body, idempotencyKey) => submitClaim({ body: body as Record<string, unknown>, idempotencyKey }),
    confirm: (claimId, idempotencyKey) => submitById({ body: { claimId }, idempotencyKey }),
  });

  const submit = async (draft: ClaimDraft): Promise<FuneralClaimOutcome> => {
    const outcome = await send(claimBody(draft), draft.files);
    if (!outcome.ok) return { fields: outcome.fields, problem: outcome.problem, submitted: outcome.created };
    notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
    return { submitted: outcome.reply };
  };

  return (
    <FuneralClaimSubmit {...PAGE} audience="retail" policies={policies} onSubmit={submit} uploads={uploads} />
  );
}
