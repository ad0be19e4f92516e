import { useMemo, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DEVICE_CLAIM_TYPES, saDay } from '@cover/domain';
import {
  DEVICE_CLAIM_DOCUMENT_KINDS,
  phoneName,
  requiredDeviceClaimDocuments,
  type DeviceClaimDocumentKind,
  type DevicePolicy,
} from '@cover/domain/device';
import { ClaimFormFrame } from '../../../../components/claims/claim-form-frame';
import { DocumentUploadSection } from '../../../../components/claims/document-upload-section';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { ClaimPolicyField } from '../../../../components/claims/form-select-field';
import { claimPolicyOption } from '../../../../components/claims/claimable-policy';
import { PayoutSection } from '../../../../components/claims/payout-section';
import type { UploadStates } from '../../../../components/claims/upload-state';
import { useFormDocumentFiles } from '../../../../components/claims/use-form-document-files';
import { useClaimForm, type ClaimSubmitOutcome } from '../../../../components/claims/use-claim-form';
import { BoundRadioGroup } from '../../../../components/form-fields/bound-radio-group';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { Money } from '../../../../components/money/money-display';
import { MoneyField } from '../../../../components/money/money-field';
import { SectionCard } from '../../../../components/policies/section-card';
import { excessRule } from '../policies/device-facts';
import {
  DEVICE_CLAIM_FORM_MESSAGES,
  deviceClaimDocumentKinds,
  deviceClaimFormSchema,
  emptyDeviceClaimDraft,
  excessFor,
  repairQuoteAssessment,
  type DeviceClaimDraft,
} from './device-claim-draft';

export interface DeviceClaimFormProps {
  /** the policies that can be claimed on (at least one) */
  policies: readonly DevicePolicy[];
  /** the policy asked for (?policyId=); the only policy is chosen when there is one */
  requestedPolicyId?: string | null;
  onSubmit: (draft: DeviceClaimDraft) => Promise<ClaimSubmitOutcome | void>;
  uploads?: UploadStates<DeviceClaimDocumentKind>;
}

/** The excess of the chosen claim type on the chosen phone, stated before anything is sent. */
function ExcessNotice({ policies }: { policies: readonly DevicePolicy[] }) {
  const { control } = useFormContext<DeviceClaimDraft>();
  const [policyId, claimType] = useWatch({ control, name: ['policyId', 'claimType'] });
  const policy = policies.find((entry) => entry.policyId === policyId);
  const excess = excessFor(policy, claimType);
  if (!policy || !excess) return null;
  return (
    <Alert severity="info" role="status" aria-label="Excess for this claim">
      <AlertTitle>
        Excess for {excess.label.toLowerCase()}: <Money cents={excess.amount} />
      </AlertTitle>
      <Typography variant="body2">
        {excessRule(excess)}, for the {policy.module.device.description}. It is deducted from what we pay out.
      </Typography>
      {claimType === 'LOST' ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          For a lost or stolen phone you claim its replacement cost,{' '}
          <Money cents={policy.module.device.replacementCost} />: we pay that less the excess. Once we approve
          the claim, this phone's cover ends and no further premiums are taken.
        </Typography>
      ) : null}
    </Alert>
  );
}

/**
 * The repair quote, weighed when the field is left (as the server weighs it): at or below the excess it is
 * refused at the field (nothing would be paid); above the phone's insured value the customer is told the
 * phone would be replaced instead, for that value less the excess.
 */
function RepairQuoteField({ policies }: { policies: readonly DevicePolicy[] }) {
  const { control, trigger } = useFormContext<DeviceClaimDraft>();
  const { field, fieldState } = useController({ control, name: 'amount' });
  const [policyId, claimType] = useWatch({ control, name: ['policyId', 'claimType'] });
  const [left, setLeft] = useState(false);
  const assessed = repairQuoteAssessment({ policyId, claimType, amount: field.value }, policies);
  return (
    <>
      <MoneyField
        label="Repair quote amount (R)"
        required
        name={field.name}
        valueCents={typeof field.value === 'number' ? field.value : null}
        onChangeCents={(cents) => {
          field.onChange(cents);
          setLeft(false);
          // a refusal said at the field goes as soon as the amount is put right
          if (fieldState.error) void trigger('amount');
        }}
        onBlur={() => {
          field.onBlur();
          setLeft(true);
          if (field.value !== null) void trigger('amount');
        }}
        error={fieldState.error?.message}
      />
      {left && assessed?.notice ? (
        <Alert severity="info" role="status" aria-label="The phone would be replaced" sx={{ mt: 1.5 }}>
          {assessed.notice}
        </Alert>
      ) : null}
    </>
  );
}

/** The policy, what happened and when, and the amount (repair quote) or the SAPS case (a lost phone). */
function IncidentSection({ policies }: { policies: readonly DevicePolicy[] }) {
  const { control } = useFormContext<DeviceClaimDraft>();
  const claimType = useWatch({ control, name: 'claimType' });
  const today = saDay(new Date());
  return (
    <SectionCard title="What happened" headerGap={2}>
      <FieldGrid>
        <ClaimPolicyField
          control={control}
          options={policies.map((policy) =>
            claimPolicyOption(
              policy,
              `${policy.policyNumber} · ${phoneName({ brand: policy.module.device.brand, model: policy.module.device.model })}`,
            ),
          )}
        />
        <BoundTextField
          control={control}
          name="incidentDate"
          label="Date it happened"
          type="date"
          required
          help={DEVICE_CLAIM_FORM_MESSAGES.dateHint}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <BoundRadioGroup
          control={control}
          name="claimType"
          label="What happened to the phone?"
          options={DEVICE_CLAIM_TYPES}
          required
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <ExcessNotice policies={policies} />
      </Box>
      <BoundTextField
        control={control}
        name="description"
        label="Tell us what happened"
        required
        multiline
        minRows={3}
        help="At least 10 characters"
        sx={{ mt: 2, display: 'flex' }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {claimType === 'LOST' ? (
        <FieldGrid>
          <BoundTextField
            control={control}
            name="sapsCaseNumber"
            label="SAPS case number"
            required
            help="As on the case slip, e.g. CAS 123/11/2026"
            sx={{ mt: 2 }}
            slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } }}
          />
          <BoundTextField
            control={control}
            name="policeStation"
            label="Police station"
            required
            help="Where you reported the loss or theft"
            sx={{ mt: 2 }}
          />
        </FieldGrid>
      ) : null}
      {claimType !== '' && claimType !== 'LOST' ? (
        <Box sx={{ mt: 2 }}>
          <RepairQuoteField policies={policies} />
        </Box>
      ) : null}
    </SectionCard>
  );
}

/** The documents the claim type needs (required first), each with its upload progress. */
function DeviceClaimDocuments({ uploads }: { uploads: UploadStates<DeviceClaimDocumentKind> }) {
  const { control } = useFormContext<DeviceClaimDraft>();
  const claimType = useWatch({ control, name: 'claimType' });
  const documents = useFormDocumentFiles(DEVICE_CLAIM_DOCUMENT_KINDS);
  if (claimType === '')
    return (
      <SectionCard title="Documents">
        <Typography color="text.secondary">Choose what happened to see the documents we need.</Typography>
      </SectionCard>
    );
  return (
    <DocumentUploadSection
      kinds={deviceClaimDocumentKinds(claimType)}
      required={requiredDeviceClaimDocuments(claimType)}
      intro={
        claimType === 'LOST'
          ? 'A sworn affidavit about the loss or theft; add the SAPS case slip if you have it.'
          : 'Clear photos of the damage and the repair quote.'
      }
      uploads={uploads}
      {...documents}
    />
  );
}

/** A device claim: what happened (with the excess stated first), the payout account and the documents. */
export function DeviceClaimForm({
  policies,
  requestedPolicyId,
  onSubmit,
  uploads = {},
}: DeviceClaimFormProps) {
  const resolver = useMemo(() => zodResolver(deviceClaimFormSchema(policies)), [policies]);
  const only = policies.length === 1 ? (policies[0]?.policyId ?? '') : '';
  const requested = policies.some((policy) => policy.policyId === requestedPolicyId)
    ? (requestedPolicyId ?? '')
    : '';
  const claim = useClaimForm<DeviceClaimDraft>({
    resolver,
    defaultValues: emptyDeviceClaimDraft(requested || only),
    onSubmit,
  });
  return (
    <ClaimFormFrame label="Device claim" claim={claim}>
      <IncidentSection policies={policies} />
      <PayoutSection policies={policies} />
      <DeviceClaimDocuments uploads={uploads} />
    </ClaimFormFrame>
  );
}
