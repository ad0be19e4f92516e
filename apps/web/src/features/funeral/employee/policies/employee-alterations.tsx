import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  COVER_OPTION_CODES,
  funeralCoverOptionField,
  funeralCoverTypeField,
  type CoverOptionCode,
  type PolicyDetail,
} from '@cover/domain/funeral';
import { BoundCoverOptionPicker } from '../../shared/bound-cover-option-picker';
import { ExtendedFamilyChanges } from '../../shared/members/extended-family-changes';
import { premiumConsentFor } from '../../shared/premium-consent-for';
import { PricedChangeForm } from '../../../../components/policies/priced-change-form';
import { SectionCard } from '../../../../components/policies/section-card';
import { useEmployeeAlteration } from './use-employee-alteration';
import { useEmployeeFamilyChanges } from './use-employee-family-changes';

const planSchema = z.object({ coverType: funeralCoverTypeField, coverOption: funeralCoverOptionField });

const asOption = (value: string): CoverOptionCode => COVER_OPTION_CODES.find((code) => code === value) ?? 'A';

/**
 * Alterations of an employee policy: change the plan, or add, edit and remove extended family (the shared
 * ExtendedFamilyChanges, as the retail policy has it); each previewed with its new premium, then applied.
 */
export function EmployeeAlterations({ policy, onApplied }: { policy: PolicyDetail; onApplied: () => void }) {
  const [mode, setMode] = useState<'none' | 'plan' | 'family'>('none');
  const { coverType, coverageOption } = policy.module;
  const option = asOption(coverageOption);
  const plan = useForm<z.infer<typeof planSchema>>({
    resolver: zodResolver(planSchema),
    defaultValues: {
      coverType: coverType === 'Funeral expenses cover' ? coverType : 'Money cover',
      coverOption: option,
    },
  });
  const done = () => {
    setMode('none');
    onApplied();
  };
  const alteration = useEmployeeAlteration(policy.policyId, done);
  const family = useEmployeeFamilyChanges(policy.policyId, done);
  const [chosenType, chosenOption] = plan.watch(['coverType', 'coverOption']);
  const form = {
    change: alteration,
    onLeavePreview: alteration.reset,
    onCancel: () => setMode('none'),
    problem: alteration.problem?.message,
  };

  const content =
    mode === 'plan' ? (
      <PricedChangeForm
        {...form}
        submitDisabled={chosenOption === coverageOption && chosenType === coverType}
        consentFor={premiumConsentFor(policy)}
        onSubmit={plan.handleSubmit((values) =>
          alteration.requestPreview({ type: 'change_plan', ...values }),
        )}
      >
        <BoundCoverOptionPicker form={plan} names={{ coverType: 'coverType', coverOption: 'coverOption' }} />
      </PricedChangeForm>
    ) : mode === 'family' ? (
      <ExtendedFamilyChanges policy={policy} changes={family} onClose={() => setMode('none')} />
    ) : (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => setMode('plan')}>
          Change plan
        </Button>
        <Button variant="outlined" onClick={() => setMode('family')}>
          Extended family
        </Button>
      </Stack>
    );
  // the priced preview stands on its own, as the other change screens show it
  const previewing = [alteration, family.add, family.edit, family.remove].some((change) => change.preview);
  if (previewing) return content;
  return (
    <SectionCard title="Change your cover" headerGap={1.5}>
      {content}
    </SectionCard>
  );
}
