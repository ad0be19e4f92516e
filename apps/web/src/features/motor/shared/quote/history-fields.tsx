import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { BoundTextField } from '../../../../components/form-fields/bound-text-field';
import { YesNoField } from '../../../../components/form-fields/yes-no-field';
import type { PreviousInsuranceDraft } from '../wizard/registration-types';
import { useMotorQuestions } from '../wizard/wizard-questions';

/** A form holding the previous insurance (the wizard's history step, the motor page's estimate). */
export interface HistoryFormShape extends FieldValues {
  previousInsuranceDetails: PreviousInsuranceDraft;
}

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;
const count = (text: string) => (text === '' ? null : Number(text));
const YEARS = Array.from({ length: 51 }, (_, years) => years);
const CLAIMS = Array.from({ length: 11 }, (_, claims) => claims);

/**
 * Previous insurance (spec 001 §3 previousInsuranceDetails): years of uninterrupted cover, claims in the
 * last 3 years, a cancellation by an insurer (and why) and a drunk or reckless driving conviction.
 */
export function PreviousInsuranceFields<T extends HistoryFormShape>({
  form: typed,
}: {
  form: UseFormReturn<T>;
}) {
  const form = typed as unknown as UseFormReturn<HistoryFormShape>;
  const questions = useMotorQuestions();
  const cancelled = useWatch({ control: form.control, name: 'previousInsuranceDetails.everCancelled' });
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <BoundTextField
          control={form.control}
          name="previousInsuranceDetails.totalConsecutiveYears"
          select
          label="Years of uninterrupted motor insurance"
          required
          parse={count}
          help="Car or motorcycle, with any insurer, up to today"
          slotProps={NATIVE_SELECT}
        >
          <option value="">Choose the years</option>
          {YEARS.map((years) => (
            <option key={years} value={years}>
              {years === 0 ? 'None' : years === 1 ? '1 year' : `${years} years`}
            </option>
          ))}
        </BoundTextField>
        <BoundTextField
          control={form.control}
          name="previousInsuranceDetails.totalClaims"
          select
          label="Claims in the last 3 years"
          required
          parse={count}
          slotProps={NATIVE_SELECT}
        >
          <option value="">Choose the number</option>
          {CLAIMS.map((claims) => (
            <option key={claims} value={claims}>
              {claims === 0 ? 'None' : claims === 1 ? '1 claim' : `${claims} claims`}
            </option>
          ))}
        </BoundTextField>
      </Box>
      <YesNoField
        control={form.control}
        name="previousInsuranceDetails.everCancelled"
        label={questions.cancelled}
        boolean
      />
      {cancelled === true ? (
        <BoundTextField
          control={form.control}
          name="previousInsuranceDetails.cancellationReason"
          label="Why was it cancelled?"
          required
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      ) : null}
      <YesNoField
        control={form.control}
        name="previousInsuranceDetails.isConvicted"
        label="Has the driver been convicted of drunk or reckless driving?"
        boolean
      />
    </Stack>
  );
}
