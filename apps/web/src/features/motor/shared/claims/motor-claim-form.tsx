import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
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
import { PoliceSection } from './police-section';

export interface MotorClaimFormProps {
  /** the policies that can be claimed on (at least one) */
  policies: readonly MotorPolicy[];
  /** the policy asked for (?policyId=); the only policy is chosen when there is one */
  requestedPolicyId?: string | null;
  onSubmit: (draft: MotorClaimDraft) => Promise<ClaimSubmitOutcome | void>;
  uploads?: UploadStates<MotorClaimDocumentKind>;
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
 * an accident, where to pay, the documents and the terms.
 */
export function MotorClaimForm({ policies, requestedPolicyId, onSubmit, uploads = {} }: MotorClaimFormProps) {
  const resolver = useMemo(() => zodResolver(motorClaimFormSchema(policies)), [policies]);
  const only = policies.length === 1 ? (policies[0]?.policyId ?? '') : '';
  const requested = policies.some((policy) => policy.policyId === requestedPolicyId)
    ? (requestedPolicyId ?? '')
    : '';
  const claim = useClaimForm<MotorClaimDraft>({
    resolver,
    defaultValues: emptyMotorClaimDraft(requested || only),
    onSubmit,
  });
  return (
    <ClaimFormFrame label="Motor claim" claim={claim}>
      <IncidentSection policies={policies} />
      <PoliceSection />
      <AmountSection />
      <AccidentDetails />
      <PayoutSection />
      <MotorClaimDocuments uploads={uploads} />
      <TermsSection />
    </ClaimFormFrame>
  );
}
