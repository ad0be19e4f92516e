import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import Typography from '@mui/material/Typography';
import {
  MOTOR_CLAIM_DOCUMENT_KINDS,
  requiredMotorClaimDocuments,
  type MotorClaimDocumentKind,
  type MotorPolicy,
} from '@cover/domain/motor';
import { ClaimFormFrame } from '../../../../components/claims/claim-form-frame';
import { DocumentUploadSection } from '../../../../components/claims/document-upload-section';
import { PayoutSection } from '../../../../components/claims/payout-section';
import type { CustomerPrefill } from '../../../../components/claims/customer-prefill';
import type { UploadStates } from '../../../../components/claims/upload-state';
import { useClaimForm, type ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { useFormDocumentFiles } from '../../../../components/claims/use-form-document-files';
import { BoundCheckbox } from '../../../../components/form-fields/bound-checkbox';
import { SectionCard } from '../../../../components/policies/section-card';
import { AccidentSection } from './accident-section';
import { AmountSection } from './amount-section';
import { motorClaimDocumentKinds } from './claim-documents';
import { emptyMotorClaimDraft, motorClaimFormSchema, type MotorClaimDraft } from './claim-draft';
import { IncidentSection } from './incident-section';
import { keepClaimDraft, keptClaimDraft } from './kept-claim-draft';
import type { MotorFamily } from '../api/servicing-api';
import { PoliceSection } from './police-section';

export interface MotorClaimFormProps {
  /** the policies that can be claimed on (at least one) */
  policies: readonly MotorPolicy[];
  /** the policy asked for (?policyId=); the only policy is chosen when there is one */
  requestedPolicyId?: string | null;
  onSubmit: (draft: MotorClaimDraft) => Promise<ClaimSubmitOutcome | void>;
  uploads?: UploadStates<MotorClaimDocumentKind>;
  /** keeps the form as typed in this tab per policy of this family (kept-claim-draft.ts), restored on a reload */
  keepFor?: MotorFamily;
  /** the signed-in customer's own details: their mobile for the inspection link, their name as account holder */
  customer?: CustomerPrefill;
}

/** The fields the customer's profile fills in, each with what it takes from it. */
const PREFILLED = [
  ['claimInspectionPhoneNumber', (customer: CustomerPrefill) => customer.mobile],
  [
    'bankDetails.accountHolderName',
    (customer: CustomerPrefill) =>
      customer.firstName && customer.lastName ? `${customer.firstName} ${customer.lastName}` : undefined,
  ],
] as const;

/**
 * Fills the empty fields the profile knows (the mobile number for the inspection link, the account holder's
 * name) as it arrives (the profile loads after the form shows), each once, as the funeral claim form fills
 * its claimant: what the customer typed, cleared or kept from before a reload is left alone.
 */
function usePrefilledFromProfile(
  form: UseFormReturn<MotorClaimDraft, unknown, MotorClaimDraft>,
  customer: CustomerPrefill,
) {
  const { getValues, getFieldState, setValue } = form;
  const submitted = form.formState.isSubmitted;
  const filled = useRef(new Set<string>());
  const key = JSON.stringify(customer);
  useEffect(() => {
    const known = JSON.parse(key) as CustomerPrefill;
    for (const [name, pick] of PREFILLED) {
      const value = pick(known);
      if (!value || filled.current.has(name)) continue;
      filled.current.add(name);
      if (getValues(name) || getFieldState(name).isDirty) continue;
      // once errors show, a field filled in is checked at once (so an error it puts right goes)
      setValue(name, value, { shouldValidate: submitted || Boolean(getFieldState(name).error) });
    }
  }, [key, submitted, getValues, getFieldState, setValue]);
}

/**
 * Keeps the form as it is typed (kept-claim-draft.ts: no files, no ID numbers) under its policy, and the
 * chosen policy in the address (?policyId=), so a reload opens the same policy with what was typed.
 */
function KeptDraft({ family }: { family: MotorFamily }) {
  const { control } = useFormContext<MotorClaimDraft>();
  const draft = useWatch({ control }) as MotorClaimDraft;
  const [params, setParams] = useSearchParams();
  const policyId = draft.policyId;
  useEffect(() => keepClaimDraft(family, draft), [family, draft]);
  useEffect(() => {
    if (policyId === '' || params.get('policyId') === policyId) return;
    setParams(
      (next) => {
        next.set('policyId', policyId);
        return next;
      },
      { replace: true },
    );
  }, [params, policyId, setParams]);
  return null;
}

/** The accident's details, only for accident damage, scratches and dents. */
function AccidentDetails() {
  const { control } = useFormContext<MotorClaimDraft>();
  const claimType = useWatch({ control, name: 'claimType' });
  return claimType === 'ACCIDENT_SCRATCHES_DENTS' ? <AccidentSection /> : null;
}

/** The documents the claim type needs (required first), each with its upload progress. */
function MotorClaimDocuments({ uploads }: { uploads: UploadStates<MotorClaimDocumentKind> }) {
  const { control } = useFormContext<MotorClaimDraft>();
  const claimType = useWatch({ control, name: 'claimType' });
  const documents = useFormDocumentFiles(MOTOR_CLAIM_DOCUMENT_KINDS);
  if (claimType === '')
    return (
      <SectionCard title="Documents">
        <Typography color="text.secondary">
          Choose what the claim is for to see the documents we need.
        </Typography>
      </SectionCard>
    );
  return (
    <DocumentUploadSection
      kinds={motorClaimDocumentKinds(claimType)}
      required={requiredMotorClaimDocuments(claimType)}
      intro="Clear photos or scans (PDF, JPEG or PNG)."
      uploads={uploads}
      {...documents}
    />
  );
}

/** The terms of the claim, accepted before it is sent. */
function TermsSection() {
  const { control } = useFormContext<MotorClaimDraft>();
  return (
    <SectionCard title="Terms">
      <BoundCheckbox
        control={control}
        name="acceptTermsAndCondition"
        required
        label="I confirm that what I said is true and I accept the terms and conditions of motor claims, including the excess."
      />
    </SectionCard>
  );
}

/**
 * A motor claim (either audience): the common fields with the excess of the type stated first, the police
 * details (required for theft and hijacking), the amount and the inspection number, the accident details of
 * an accident, where to pay, the documents and the terms. With `keepFor` what is typed is kept in this tab
 * per policy and restored after a reload; with `customer` the inspection number and the account holder's
 * name start from the signed-in customer's profile (still editable).
 */
export function MotorClaimForm({
  policies,
  requestedPolicyId,
  onSubmit,
  uploads = {},
  keepFor,
  customer = {},
}: MotorClaimFormProps) {
  const resolver = useMemo(() => zodResolver(motorClaimFormSchema(policies)), [policies]);
  const only = policies.length === 1 ? (policies[0]?.policyId ?? '') : '';
  const requested = policies.some((policy) => policy.policyId === requestedPolicyId)
    ? (requestedPolicyId ?? '')
    : '';
  // what was typed for this policy before a reload, read once (a policy of the caller's own list only)
  const [startFrom] = useState(
    () =>
      (keepFor ? keptClaimDraft(keepFor, requested || only) : null) ??
      emptyMotorClaimDraft(requested || only),
  );
  const claim = useClaimForm<MotorClaimDraft>({ resolver, defaultValues: startFrom, onSubmit });
  usePrefilledFromProfile(claim.form, customer);
  return (
    <ClaimFormFrame label="Motor claim" claim={claim}>
      {keepFor ? <KeptDraft family={keepFor} /> : null}
      <IncidentSection policies={policies} />
      <PoliceSection />
      <AmountSection />
      <AccidentDetails />
      <PayoutSection policies={policies} />
      <MotorClaimDocuments uploads={uploads} />
      <TermsSection />
    </ClaimFormFrame>
  );
}
