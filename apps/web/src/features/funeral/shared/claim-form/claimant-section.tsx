import { useFormContext } from 'react-hook-form';
import { CLAIMANT_RELATIONS } from '@cover/domain/funeral';
import { FieldGrid } from '../../../../components/claims/field-grid';
import { FormPhoneField, FormSaIdField } from '../../../../components/claims/form-bound-fields';
import { FormSelectField } from '../../../../components/claims/form-select-field';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { SectionCard } from '../../../../components/policies/section-card';
import type { ClaimDraft } from './claim-draft';

/** The person claiming: names, ID number, relation to the deceased and contacts. */
export function ClaimantSection() {
  const { control } = useFormContext<ClaimDraft>();
  return (
    <SectionCard title="Who is claiming" headerGap={2}>
      <FieldGrid>
        <BoundTextField control={control} name="claimant.firstName" label="Your first name" required />
        <BoundTextField control={control} name="claimant.lastName" label="Your last name" required />
        <FormSaIdField control={control} name="claimant.idNumber" label="Your SA ID number" required />
        <FormSelectField
          control={control}
          name="claimant.relation"
          label="Your relation to the deceased"
          required
          placeholder="Choose a relation"
          options={CLAIMANT_RELATIONS}
        />
        <FormPhoneField control={control} name="claimant.mobile" label="Your mobile number" required />
        <BoundTextField control={control} name="claimant.email" label="Your email (optional)" type="email" />
      </FieldGrid>
    </SectionCard>
  );
}
