import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import Typography from '@mui/material/Typography';
import {
  CLAIM_SUBMITTED_SUCCESSFULLY,
  CREDIT_LIFE_CLAIM_DOCUMENT_KINDS,
  UNABLE_TO,
  type CreditLifeClaimDocumentKind,
} from '@cover/domain';
import { ClaimSubmitFrame } from '../../../components/claims/claim-submit-frame';
import { ClaimNumberLine, ClaimSubmitted } from '../../../components/claims/claim-submitted';
import type { ClaimSubmitOutcome } from '../../../components/claims/use-claim-form';
import { useClaimThenDocuments } from '../../../components/claims/use-claim-then-documents';
import { useNotify } from '../../../components/notifications/use-notify';
import { formatDate } from '../../../components/policies/labels';
import {
  creditLifeClaimUploadUrl,
  useCreateCreditLifeClaimMutation,
  useGetCreditLifePoliciesQuery,
  useSubmitCreditLifeClaimByIdMutation,
  type CreditLifeClaimSubmitReply,
} from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';
import {
  claimableCreditLife,
  creditLifeClaimBody,
  creditLifeClaimFiles,
  type CreditLifeClaimDraft,
} from './claim-draft';
import { CreditLifeClaimForm } from './credit-life-claim-form';
import { ClaimSubmittedLinks } from '../../../components/claims/claim-submitted-links';

/** 'death_certificate' → 'Death certificate'. */
export const creditLifeDocumentKindLabel = (value: string) =>
  CREDIT_LIFE_CLAIM_DOCUMENT_KINDS.find((kind) => kind.value === value)?.label ?? value;
const LABELS = { date: formatDate, documentKind: creditLifeDocumentKindLabel };

/** The submitted claim: 'claim submitted successfully', its number and what is still needed. */
function CreditLifeClaimResult({ reply, line }: { reply: CreditLifeClaimSubmitReply; line: CreditLifeLine }) {
  const { paths, wording } = line;
  return (
    <ClaimSubmitted
      reply={reply}
      labels={LABELS}
      icon
      outstandingNote="You can add them on the claim page."
      actions={
        <ClaimSubmittedLinks
          claimPath={paths.creditLifeClaim(reply.claimId)}
          listPath={paths.creditLifeList}
          listLabel={wording.listTitle}
        />
      }
    >
      <ClaimNumberLine claimNumber={reply.claimNumber} />
      <Typography sx={{ mt: 1 }}>
        Credit life on the finance of the {reply.financedItem}, for {reply.fullName}.
      </Typography>
    </ClaimSubmitted>
  );
}

/**
 * 'Report a death or disability' on credit life (any line, either audience): the policies that can take a claim
 * (?policyId= chosen), the claim, then its documents uploaded one by one with their progress, then the
 * confirmation with the claim number.
 */
export function CreditLifeClaimSubmit({ line }: { line: CreditLifeLine }) {
  const { paths, scope, wording } = line;
  const notify = useNotify();
  const [params] = useSearchParams();
  const requestedId = params.get('policyId');
  const policies = useGetCreditLifePoliciesQuery({ scope });
  const claimable = useMemo(() => claimableCreditLife(policies.data?.data), [policies.data]);
  const [create] = useCreateCreditLifeClaimMutation();
  const [confirm] = useSubmitCreditLifeClaimByIdMutation();
  const [submitted, setSubmitted] = useState<CreditLifeClaimSubmitReply | null>(null);
  const { uploads, send } = useClaimThenDocuments<CreditLifeClaimDocumentKind, CreditLifeClaimSubmitReply>({
    url: creditLifeClaimUploadUrl(scope),
    audience: scope.family,
    submit: (body, idempotencyKey) =>
      create({ scope, body: body as ReturnType<typeof creditLifeClaimBody>, idempotencyKey }),
    confirm: (claimId, idempotencyKey) => confirm({ scope, body: { claimId }, idempotencyKey }),
  });

  const submit = async (draft: CreditLifeClaimDraft): Promise<ClaimSubmitOutcome> => {
    const outcome = await send(creditLifeClaimBody(draft), creditLifeClaimFiles(draft));
    if (!outcome.ok) {
      if (outcome.created) setSubmitted(outcome.created);
      return { fields: outcome.fields, problem: outcome.problem };
    }
    notify.success(CLAIM_SUBMITTED_SUCCESSFULLY);
    setSubmitted(outcome.reply);
    return {};
  };

  const back = requestedId
    ? { to: paths.creditLife(requestedId), label: 'Your credit life cover' }
    : { to: paths.creditLifeList, label: wording.listTitle };
  return (
    <ClaimSubmitFrame
      title="Report a death or disability"
      intro="We are sorry. Tell us what happened to the person responsible for the finance and add the documents. Below is what credit life pays, and to whom."
      back={back}
      policies={policies}
      claimable={claimable.length}
      loadError={UNABLE_TO.LOAD_POLICIES}
      emptyText="A claim is made on credit life cover that is in force or in arrears, or that ended after the death or disability."
      result={submitted ? <CreditLifeClaimResult reply={submitted} line={line} /> : null}
    >
      <CreditLifeClaimForm
        policies={claimable}
        requestedPolicyId={requestedId}
        onSubmit={submit}
        uploads={uploads}
      />
    </ClaimSubmitFrame>
  );
}
