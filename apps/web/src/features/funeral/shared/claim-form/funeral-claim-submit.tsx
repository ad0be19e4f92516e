import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { FuneralClaimDocumentKind, FuneralClaimSubmitReply, Policy } from '@cover/domain/funeral';
import {
  ClaimSubmitFrame,
  type ClaimSubmitFrameProps,
  type PoliciesQuery,
} from '../../../../components/claims/claim-submit-frame';
import type { UploadStates } from '../../../../components/claims/upload-state';
import type { ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import type { Audience } from '../../../../lib/identity';
import { claimablePolicies, type ClaimDraft } from './claim-draft';
import { useClaimantPrefill } from './claimant-prefill';
import { FuneralClaimForm } from './funeral-claim-form';

/** How a submission ended: the claim submitted (the confirmation then shows), or what went wrong. */
export interface FuneralClaimOutcome extends ClaimSubmitOutcome {
  submitted?: FuneralClaimSubmitReply;
}

export interface FuneralClaimSubmitProps extends Omit<
  ClaimSubmitFrameProps,
  'title' | 'policies' | 'claimable' | 'result' | 'children'
> {
  /** the audience's policies query */
  policies: PoliciesQuery & { data?: { data: readonly Policy[] } };
  /** sends a valid claim the audience's way */
  onSubmit: (draft: ClaimDraft) => Promise<FuneralClaimOutcome>;
  uploads?: UploadStates<FuneralClaimDocumentKind>;
  /** the confirmation of a submitted claim, as the audience words it */
  confirmation: (reply: FuneralClaimSubmitReply) => ReactNode;
  /** whose claim it is: the signed-in customer's details fill in the claimant's */
  audience: Audience;
}

/**
 * 'Submit a funeral claim' for either audience: the policies that can be claimed on (the one asked for
 * by ?policyId= chosen), the claim form (the claimant filled in from the signed-in customer's profile),
 * and the confirmation once submitted.
 */
export function FuneralClaimSubmit({
  policies,
  onSubmit,
  uploads,
  confirmation,
  audience,
  ...frame
}: FuneralClaimSubmitProps) {
  const [params] = useSearchParams();
  const claimant = useClaimantPrefill(audience);
  const claimable = useMemo(() => claimablePolicies(policies.data?.data), [policies.data]);
  const [submitted, setSubmitted] = useState<FuneralClaimSubmitReply | null>(null);
  const submit = async (draft: ClaimDraft) => {
    const outcome = await onSubmit(draft);
    if (outcome.submitted) setSubmitted(outcome.submitted);
    return outcome;
  };
  return (
    <ClaimSubmitFrame
      {...frame}
      title="Submit a funeral claim"
      policies={policies}
      claimable={claimable.length}
      result={submitted ? confirmation(submitted) : null}
    >
      <FuneralClaimForm
        policies={claimable}
        requestedPolicyId={params.get('policyId')}
        onSubmit={submit}
        uploads={uploads}
        claimant={claimant}
      />
    </ClaimSubmitFrame>
  );
}
