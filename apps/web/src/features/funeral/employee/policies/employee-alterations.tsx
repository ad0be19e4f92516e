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
import { ExtendedFamilyEditor } from '../../shared/members/extended-family-editor';
import { newExtendedFamilyMember } from '../../shared/members/member-drafts';
import {
  placeRelativeErrors,
  relativeInput,
  relativesFormSchema,
  type RelativesForm,
} from '../../shared/members/relatives-form';
import { PricedChangeForm } from '../../../../components/policies/priced-change-form';
import { SectionCard } from '../../../../components/policies/section-card';
import { useListField } from '../../../../components/policies/use-list-field';
import { useEmployeeAlteration } from './use-employee-alteration';

const planSchema = z.object({ coverType: funeralCoverTypeField, coverOption: funeralCoverOptionField });

const asOption = (value: string): CoverOptionCode => COVER_OPTION_CODES.find((code) => code === value) ?? 'A';

/** Alterations of an employee policy: change the plan, or add extended family; each previewed, then applied. */
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
  const [familySchema] = useState(() => relativesFormSchema(coverType));
  const family = useForm<RelativesForm>({
    resolver: zodResolver(familySchema),
    defaultValues: { extendedFamily: [] },
  });
  const members = useListField(family.control, 'extendedFamily');
  const alteration = useEmployeeAlteration(policy.policyId, () => {
    setMode('none');
    onApplied();
  });
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
        onSubmit={plan.handleSubmit((values) =>
          alteration.requestPreview({ type: 'change_plan', ...values }),
        )}
      >
        <BoundCoverOptionPicker form={plan} names={{ coverType: 'coverType', coverOption: 'coverOption' }} />
      </PricedChangeForm>
    ) : mode === 'family' ? (
      <PricedChangeForm
        {...form}
        submitDisabled={members.value.length === 0}
        onSubmit={family.handleSubmit(async ({ extendedFamily }) => {
          const outcome = await alteration.requestPreview({
            type: 'add_extended_family',
            extendedFamily: extendedFamily.map(relativeInput),
          });
          if (!outcome.ok) placeRelativeErrors(family.setError, outcome.problem.fields);
        })}
      >
        <ExtendedFamilyEditor
          members={members.value}
          onChange={members.onChange}
          errors={members.errors}
          defaultOption={option}
          addLabel="Add another"
        />
      </PricedChangeForm>
    ) : (
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="outlined" onClick={() => setMode('plan')}>
          Change plan
        </Button>
        <Button
          variant="outlined"
          onClick={() => {
            family.reset({ extendedFamily: [newExtendedFamilyMember(option)] });
            setMode('family');
          }}
        >
          Add extended family
        </Button>
      </Stack>
    );
  // the priced preview stands on its own, as the other change screens show it
  if (alteration.preview) return content;
  return (
    <SectionCard title="Change your cover" headerGap={1.5}>
      {content}
    </SectionCard>
  );
}
