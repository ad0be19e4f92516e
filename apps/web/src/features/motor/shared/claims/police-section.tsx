import { useFormContext, useWatch } from 'react-hook-form';
import Typography from '@mui/material/Typography';
import { isMotorTheftClaim } from '@cover/domain/motor';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { SectionCard } from '../../../../components/policies/section-card';
import type { MotorClaimDraft } from './claim-draft';

const CASE_NUMBER = { htmlInput: { autoComplete: 'off', autoCapitalize: 'characters' } } as const;

/**
 * The police details: a stolen or hijacked vehicle needs its SAPS case number and police station; for the
 * other types they are given when the police were involved.
 */
export function PoliceSection() {
  const { control } = useFormContext<MotorClaimDraft>();
  const claimType = useWatch({ control, name: 'claimType' });
  const theft = claimType !== '' && isMotorTheftClaim(claimType);
  return (
    <SectionCard title="Police details" headerGap={1}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {theft
          ? 'Report the theft or hijacking to the police first: we need the SAPS case number and the police station.'
          : 'Only if the police were involved.'}
      </Typography>
      <FieldGrid>
        <BoundTextField
          control={control}
          name="sapsCaseNumber"
          label="SAPS case number"
          required={theft}
          help="As on the case slip, e.g. CAS 123/11/2026"
          slotProps={CASE_NUMBER}
        />
        <BoundTextField
          control={control}
          name="policeStation"
          label="Police station"
          required={theft}
          help="Where the case was opened"
        />
        <BoundTextField
          control={control}
          name="policeReferenceNumber"
          label="Police reference number (optional)"
          slotProps={CASE_NUMBER}
        />
        <BoundTextField control={control} name="policeOfficer" label="Police officer’s name (optional)" />
      </FieldGrid>
    </SectionCard>
  );
}
