import { useController, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_YEARS_OF_CAR_INSURANCE } from '@cover/domain/motor';
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
const upTo = (most: number) => Array.from({ length: most + 1 }, (_, years) => years);
const CLAIMS = Array.from({ length: 11 }, (_, claims) => claims);

/**
 * Years of uninterrupted motor insurance: 0 to `mostYears` (what the holder's age allows; 0–50 when it is
 * not known). A number held from before above it stays shown, and its problem is told on leaving the field
 * (and on sending the step); once it shows an error, each change checks it again.
 */
function InsuranceYearsField({
  form,
  mostYears,
}: {
  form: UseFormReturn<HistoryFormShape>;
  mostYears: number | null;
}) {
  const name = 'previousInsuranceDetails.totalConsecutiveYears';
  const { field, fieldState } = useController({ control: form.control, name });
  const message = fieldState.error?.message;
  const held = field.value as number | null;
  const offered = upTo(mostYears ?? MAX_YEARS_OF_CAR_INSURANCE);
  if (held !== null && held !== undefined && !offered.includes(held)) offered.push(held);
  return (
    <TextField
      name={field.name}
      select
      label="Years of uninterrupted motor insurance"
      required
      value={held ?? ''}
      inputRef={field.ref}
      onBlur={() => {
        field.onBlur();
        if (held !== null && held !== undefined) void form.trigger(name);
      }}
      onChange={(event) => {
        field.onChange(count(event.target.value));
        if (message) void form.trigger(name);
      }}
      error={Boolean(message)}
      helperText={message ?? 'Car or motorcycle, with any insurer, up to today'}
      slotProps={NATIVE_SELECT}
    >
      <option value="">Choose the years</option>
      {offered.map((years) => (
        <option key={years} value={years}>
          {years === 0 ? 'None' : years === 1 ? '1 year' : `${years} years`}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Previous insurance (spec 001 §3 previousInsuranceDetails): years of uninterrupted cover, claims in the
 * last 3 years, a cancellation by an insurer (and why) and a drunk or reckless driving conviction.
 */
export function PreviousInsuranceFields<T extends HistoryFormShape>({
  form: typed,
  mostYears = null,
}: {
  form: UseFormReturn<T>;
  /** the most years of motor insurance the holder's age allows (null: not known, 0–50 offered) */
  mostYears?: number | null;
}) {
  const form = typed as unknown as UseFormReturn<HistoryFormShape>;
  const questions = useMotorQuestions();
  const cancelled = useWatch({ control: form.control, name: 'previousInsuranceDetails.everCancelled' });
  return (
    <Stack spacing={2.5}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <InsuranceYearsField form={form} mostYears={mostYears} />
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
