import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import { MOTOR_CLAIM_TYPES, PROVINCES, saDay } from '@cover/domain';
import { MOTOR_CLAIM_NOTICE_HOURS, type MotorPolicy } from '@cover/domain/motor';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { ClaimPolicyField, FormSelectField } from '../../../../components/claims/form-select-field';
import { claimPolicyOption } from '../../../../components/claims/claimable-policy';
import { BoundRadioGroup } from '../../../../components/form-fields/bound-radio-group';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { SectionCard } from '../../../../components/policies/section-card';
import { isLateClaim, type MotorClaimDraft } from './claim-draft';
import { ExcessNotice } from './excess-notice';

const SHRINK = { inputLabel: { shrink: true } } as const;

/** Why a claim reported more than 48 hours after the incident is late: asked only then. */
function DelayReason() {
  const { control } = useFormContext<MotorClaimDraft>();
  const [date, time] = useWatch({ control, name: ['incident_date', 'incident_time'] });
  if (!isLateClaim({ incident_date: date, incident_time: time || '00:00' })) return null;
  return (
    <BoundTextField
      control={control}
      name="incident_delay_reason"
      label="Why are you reporting it only now?"
      required
      multiline
      minRows={2}
      help={`It is more than ${MOTOR_CLAIM_NOTICE_HOURS} hours since it happened: tell us why (at least 10 characters)`}
      sx={{ mt: 2, display: 'flex' }}
      slotProps={{ htmlInput: { maxLength: 1000 } }}
    />
  );
}

/** The policy, the claim type (its excess stated), when and where it happened, and what happened. */
export function IncidentSection({ policies }: { policies: readonly MotorPolicy[] }) {
  const { control } = useFormContext<MotorClaimDraft>();
  const today = saDay(new Date());
  return (
    <SectionCard title="What happened" headerGap={2}>
      <ClaimPolicyField
        control={control}
        options={policies.map((policy) =>
          claimPolicyOption(policy, `${policy.policyNumber} · ${policy.module.vehicle.description}`),
        )}
      />
      <Box sx={{ mt: 2 }}>
        <BoundRadioGroup
          control={control}
          name="claimType"
          label="What is the claim for?"
          options={MOTOR_CLAIM_TYPES}
          required
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <ExcessNotice policies={policies} />
      </Box>
      <Box sx={{ mt: 2 }}>
        <FieldGrid>
          <BoundTextField
            control={control}
            name="incident_date"
            label="Date it happened"
            type="date"
            required
            help="Choose the date from the calendar or type it"
            slotProps={{ ...SHRINK, htmlInput: { max: today } }}
          />
          <BoundTextField
            control={control}
            name="incident_time"
            label="Time it happened"
            type="time"
            required
            help="For example 14:30"
            slotProps={SHRINK}
          />
          <BoundTextField
            control={control}
            name="incident_address"
            label="Street address where it happened"
            required
            autoComplete="off"
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
          <BoundTextField control={control} name="incident_suburb" label="Suburb or town" required />
          <FormSelectField
            control={control}
            name="incident_province"
            label="Province"
            required
            placeholder="Choose the province"
            options={PROVINCES}
          />
        </FieldGrid>
      </Box>
      <DelayReason />
      <BoundTextField
        control={control}
        name="description"
        label="Tell us what happened"
        required
        multiline
        minRows={3}
        help="At least 10 characters"
        sx={{ mt: 2, display: 'flex' }}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </SectionCard>
  );
}
