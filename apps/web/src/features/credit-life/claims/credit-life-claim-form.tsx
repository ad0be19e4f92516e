import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  CREDIT_LIFE_CLAIM_DOCUMENT_KINDS,
  CREDIT_LIFE_CLAIM_EVENTS,
  requiredCreditLifeClaimDocuments,
  saDay,
  type CreditLifeClaimDocumentKind,
  type CreditLifePolicy,
} from '@cover/domain';
import { CLAIMANT_RELATIONS } from '@cover/domain/funeral';
import { ClaimFormFrame } from '../../../components/claims/claim-form-frame';
import { DocumentUploadSection } from '../../../components/claims/document-upload-section';
import { FieldGrid } from '../../../components/claims/field-grid';
import { FormPhoneField, FormSaIdField } from '../../../components/claims/form-bound-fields';
import { claimPolicyOption } from '../../../components/claims/claimable-policy';
import { ClaimPolicyField, FormSelectField } from '../../../components/claims/form-select-field';
import { PayoutSection } from '../../../components/claims/payout-section';
import type { UploadStates } from '../../../components/claims/upload-state';
import { useClaimForm, type ClaimSubmitOutcome } from '../../../components/claims/use-claim-form';
import { useFormDocumentFiles } from '../../../components/claims/use-form-document-files';
import { BoundRadioGroup } from '../../../components/form-fields/bound-radio-group';
import { BoundTextField } from '../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../components/form-fields/yes-no-field';
import { SectionCard } from '../../../components/policies/section-card';
import {
  creditLifeClaimDocumentKinds,
  creditLifeClaimFormSchema,
  emptyCreditLifeClaimDraft,
  personOfPolicy,
  type CreditLifeClaimDraft,
} from './claim-draft';
import { CREDIT_LIFE_PAYOUT, WhatIsPaid } from './what-is-paid';

/** Choosing another policy fills in its person responsible for the finance (still editable). */
function usePersonOfPolicy(policies: readonly CreditLifePolicy[]) {
  const { watch, setValue } = useFormContext<CreditLifeClaimDraft>();
  useEffect(() => {
    const subscription = watch((values, { name, type }) => {
      if (type !== 'change' || name !== 'policyId') return;
      const person = personOfPolicy(policies.find((policy) => policy.policyId === values.policyId));
      setValue('fullName', person.fullName);
      setValue('idNumber', person.idNumber);
    });
    return () => subscription.unsubscribe();
  }, [watch, setValue, policies]);
}

/** The policy, what happened, to whom (the person responsible for the finance), when and where. */
function EventSection({ policies }: { policies: readonly CreditLifePolicy[] }) {
  const { control } = useFormContext<CreditLifeClaimDraft>();
  usePersonOfPolicy(policies);
  const today = saDay(new Date());
  return (
    <SectionCard title="What happened" headerGap={2}>
      <FieldGrid>
        <ClaimPolicyField
          control={control}
          options={policies.map((policy) =>
            claimPolicyOption(policy, `${policy.policyNumber} · ${policy.module.financedItem}`),
          )}
        />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <BoundRadioGroup
          control={control}
          name="claimEvent"
          label="What happened to the person responsible for the finance?"
          options={CREDIT_LIFE_CLAIM_EVENTS}
          required
        />
      </Box>
      <FieldGrid>
        <BoundTextField
          control={control}
          name="fullName"
          label="Full name of the person"
          required
          sx={{ mt: 2 }}
        />
        <FormSaIdField control={control} name="idNumber" label="SA ID number of the person" required />
        <BoundTextField
          control={control}
          name="dateOfDeath"
          label="Date it happened"
          type="date"
          required
          help="Choose the date from the calendar or type it"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <BoundTextField
          control={control}
          name="timeOfDeath"
          label="Time it happened (optional)"
          type="time"
          help="hh:mm, e.g. 14:30"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <BoundTextField
          control={control}
          name="placeOfDeath"
          label="Where it happened (optional)"
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <YesNoField control={control} name="deathAnAccident" label="Was it an accident?" boolean />
      </Box>
    </SectionCard>
  );
}

/** Who reports it: names, ID number, relation to the person and mobile number. */
function ClaimantSection() {
  const { control } = useFormContext<CreditLifeClaimDraft>();
  return (
    <SectionCard title="Who is reporting it" headerGap={2}>
      <FieldGrid>
        <BoundTextField control={control} name="claimant.firstName" label="Your first name" required />
        <BoundTextField control={control} name="claimant.lastName" label="Your last name" required />
        <FormSaIdField control={control} name="claimant.idNumber" label="Your SA ID number" required />
        <FormSelectField
          control={control}
          name="claimant.relation"
          label="Your relation to the person"
          required
          placeholder="Choose a relation"
          options={CLAIMANT_RELATIONS}
        />
        <FormPhoneField control={control} name="claimant.mobile" label="Your mobile number" required />
      </FieldGrid>
    </SectionCard>
  );
}

/** The documents the event needs (required first), each with its upload progress. */
function ClaimDocuments({ uploads }: { uploads: UploadStates<CreditLifeClaimDocumentKind> }) {
  const { control } = useFormContext<CreditLifeClaimDraft>();
  const claimEvent = useWatch({ control, name: 'claimEvent' });
  const documents = useFormDocumentFiles(CREDIT_LIFE_CLAIM_DOCUMENT_KINDS);
  if (claimEvent === '')
    return (
      <SectionCard title="Documents">
        <Typography color="text.secondary">Choose what happened to see the documents we need.</Typography>
      </SectionCard>
    );
  return (
    <DocumentUploadSection
      kinds={creditLifeClaimDocumentKinds(claimEvent)}
      required={requiredCreditLifeClaimDocuments(claimEvent)}
      intro="Clear photos or scans. Add the statement of the outstanding balance from the credit provider if you have it."
      uploads={uploads}
      {...documents}
    />
  );
}

export interface CreditLifeClaimFormProps {
  /** the policies that can be claimed on (at least one) */
  policies: readonly CreditLifePolicy[];
  /** the policy asked for (?policyId=); the only policy is chosen when there is one */
  requestedPolicyId?: string | null;
  onSubmit: (draft: CreditLifeClaimDraft) => Promise<ClaimSubmitOutcome | void>;
  uploads?: UploadStates<CreditLifeClaimDocumentKind>;
}

/** A death or permanent disability claim on credit life: the event, the claimant, the payout, documents. */
export function CreditLifeClaimForm({
  policies,
  requestedPolicyId,
  onSubmit,
  uploads = {},
}: CreditLifeClaimFormProps) {
  const resolver = useMemo(() => zodResolver(creditLifeClaimFormSchema(policies)), [policies]);
  const chosen =
    policies.find((policy) => policy.policyId === requestedPolicyId) ??
    (policies.length === 1 ? policies[0] : undefined);
  const claim = useClaimForm<CreditLifeClaimDraft>({
    resolver,
    defaultValues: emptyCreditLifeClaimDraft(chosen),
    onSubmit,
  });
  return (
    <ClaimFormFrame label="Credit life claim" claim={claim}>
      <EventSection policies={policies} />
      <WhatIsPaid policies={policies} />
      <ClaimantSection />
      <PayoutSection title={CREDIT_LIFE_PAYOUT.title} intro={CREDIT_LIFE_PAYOUT.intro} policies={policies} />
      <ClaimDocuments uploads={uploads} />
    </ClaimFormFrame>
  );
}
