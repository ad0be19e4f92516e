import type { UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { YesNoField } from '../../../../../components/form-fields/yes-no-field';
import { SectionCard } from '../../../../../components/policies/section-card';
import { DeclaredItemsFields } from '../../quote/declared-items-fields';
import { PreviousInsuranceFields } from '../../quote/history-fields';
import type { MotorVehicleType } from '../../wizard/registration-types';
import type { MotorEditDraft } from './edit-draft';

type Props = { form: UseFormReturn<MotorEditDraft, unknown, MotorEditDraft> };

/** Whether a loan is being paid off on the vehicle. */
export function FinanceSection({ form }: Props) {
  return (
    <SectionCard title="Finance" headerGap={1}>
      <YesNoField
        control={form.control}
        name="finance.payingOffLoan"
        label="Are you paying off a loan on the vehicle?"
        boolean
      />
    </SectionCard>
  );
}

/**
 * Extras and performance enhancements (the registration wizard's own field groups): the extras offered are
 * those of the insured vehicle's kind.
 */
export function ExtrasSection({ form, vehicleType }: Props & { vehicleType: MotorVehicleType }) {
  return (
    <SectionCard title="Extras and performance" headerGap={2}>
      <Stack spacing={2.5}>
        <DeclaredItemsFields form={form} group="extraVehicleDetails" vehicleType={vehicleType} />
        <DeclaredItemsFields form={form} group="performanceEnhancementDetails" vehicleType={vehicleType} />
      </Stack>
    </SectionCard>
  );
}

/**
 * Years insured without a break (no more than the holder's age allows, `mostYears`, as in the wizard),
 * claims in the last 3 years, cancellations and convictions.
 */
export function InsuranceHistorySection({ form, mostYears }: Props & { mostYears: number | null }) {
  return (
    <SectionCard title="Your insurance history" headerGap={2}>
      <PreviousInsuranceFields form={form} mostYears={mostYears} />
    </SectionCard>
  );
}
