import { useEffect, useMemo, useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormReturn } from 'react-hook-form';
import type { FuneralClaimDocumentKind, Policy } from '@cover/domain/funeral';
import { ClaimFormFrame } from '../../../../components/claims/claim-form-frame';
import { PayoutSection } from '../../../../components/claims/payout-section';
import type { UploadStates } from '../../../../components/claims/upload-state';
import { useClaimForm, type ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { DeceasedSection } from './claim-deceased-section';
import { ClaimDocumentsField } from './claim-documents-field';
import { emptyClaimDraft, type ClaimDraft } from './claim-draft';
import { claimFormSchema } from './claim-form-schema';
import { PREFILLED_CLAIMANT_FIELDS, type ClaimantPrefill } from './claimant-prefill';
import { ClaimantSection } from './claimant-section';

export interface FuneralClaimFormProps {
  /** the policies that can be claimed on (at least one) */
  policies: readonly Policy[];
  /** the policy asked for (?policyId=); the only policy is chosen when there is one */
  requestedPolicyId?: string | null;
  /** sends a valid claim; resolves with what went wrong when it did not go through */
  onSubmit: (draft: ClaimDraft) => Promise<ClaimSubmitOutcome | void>;
  uploads?: UploadStates<FuneralClaimDocumentKind>;
  /** the signed-in customer's own details, filled in as the claimant's (and still editable) */
  claimant?: ClaimantPrefill;
}

/**
 * Fills the claimant's empty fields with what is known of the signed-in customer, as it arrives (the
 * profile loads after the form shows), each field once: what the person typed or cleared is left alone.
 */
function usePrefilledClaimant(
  form: UseFormReturn<ClaimDraft, unknown, ClaimDraft>,
  claimant: ClaimantPrefill,
) {
  const { getValues, getFieldState, setValue } = form;
  const submitted = form.formState.isSubmitted;
  const filled = useRef(new Set<string>());
  const key = JSON.stringify(claimant);
  useEffect(() => {
    const known = JSON.parse(key) as ClaimantPrefill;
    for (const field of PREFILLED_CLAIMANT_FIELDS) {
      const name = `claimant.${field}` as const;
      const value = known[field];
      if (!value || filled.current.has(field)) continue;
      filled.current.add(field);
      if (getValues(name) || getFieldState(name).isDirty) continue;
      // once errors show, a field filled in is checked at once (so an error it puts right goes)
      setValue(name, value, { shouldValidate: submitted || Boolean(getFieldState(name).error) });
    }
  }, [key, submitted, getValues, getFieldState, setValue]);
}

/** A funeral claim: the deceased and the cause, the claimant, the payout account and the documents. */
export function FuneralClaimForm({
  policies,
  requestedPolicyId,
  onSubmit,
  uploads = {},
  claimant = {},
}: FuneralClaimFormProps) {
  const resolver = useMemo(() => zodResolver(claimFormSchema(policies)), [policies]);
  const only = policies.length === 1 ? (policies[0]?.policyId ?? '') : '';
  const claim = useClaimForm<ClaimDraft>({
    resolver,
    defaultValues: emptyClaimDraft(requestedPolicyId || only, claimant),
    onSubmit,
  });
  usePrefilledClaimant(claim.form, claimant);
  return (
    <ClaimFormFrame label="Funeral claim" claim={claim}>
      <DeceasedSection policies={policies} />
      <ClaimantSection />
      <PayoutSection policies={policies} />
      <ClaimDocumentsField uploads={uploads} />
    </ClaimFormFrame>
  );
}
