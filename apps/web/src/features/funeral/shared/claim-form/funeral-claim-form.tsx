import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FuneralClaimDocumentKind, Policy } from '@cover/domain/funeral';
import { ClaimFormFrame } from '../../../../components/claims/claim-form-frame';
import { PayoutSection } from '../../../../components/claims/payout-section';
import type { UploadStates } from '../../../../components/claims/upload-state';
import { useClaimForm, type ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { DeceasedSection } from './claim-deceased-section';
import { ClaimDocumentsField } from './claim-documents-field';
import { emptyClaimDraft, type ClaimDraft } from './claim-draft';
import { claimFormSchema } from './claim-form-schema';
import { ClaimantSection } from './claimant-section';

export interface FuneralClaimFormProps {
  /** the policies that can be claimed on (at least one) */
  policies: readonly Policy[];
  /** the policy asked for (?policyId=); the only policy is chosen when there is one */
  requestedPolicyId?: string | null;
  /** sends a valid claim; resolves with what went wrong when it did not go through */
  onSubmit: (draft: ClaimDraft) => Promise<ClaimSubmitOutcome | void>;
  uploads?: UploadStates<FuneralClaimDocumentKind>;
}

/** A funeral claim: the deceased and the cause, the claimant, the payout account and the documents. */
export function FuneralClaimForm({
  policies,
  requestedPolicyId,
  onSubmit,
  uploads = {},
}: FuneralClaimFormProps) {
  const resolver = useMemo(() => zodResolver(claimFormSchema(policies)), [policies]);
  const only = policies.length === 1 ? (policies[0]?.policyId ?? '') : '';
  const claim = useClaimForm<ClaimDraft>({
    resolver,
    defaultValues: emptyClaimDraft(requestedPolicyId || only),
    onSubmit,
  });
  return (
    <ClaimFormFrame label="Funeral claim" claim={claim}>
      <DeceasedSection policies={policies} />
      <ClaimantSection />
      <PayoutSection />
      <ClaimDocumentsField uploads={uploads} />
    </ClaimFormFrame>
  );
}
