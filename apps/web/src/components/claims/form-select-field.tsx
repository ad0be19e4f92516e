import { useWatch, type FieldValues, type Path } from 'react-hook-form';
import { BoundTextField, type BoundTextFieldProps } from '../form-fields/bound-text-field';
import type { ClaimPolicyOption } from './claimable-policy';

export interface SelectOption {
  value: string;
  label: string;
}

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  BoundTextFieldProps<T>,
  'select' | 'children' | 'slotProps'
> & {
  /** the first, disabled choice ('Choose …') */
  placeholder: string;
  options: readonly SelectOption[];
};

const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/** A native select bound to a react-hook-form field: a disabled 'Choose …' first, then the options. */
export function FormSelectField<T extends FieldValues>({
  placeholder,
  options,
  ...props
}: FormSelectFieldProps<T>) {
  return (
    <BoundTextField {...props} select slotProps={NATIVE_SELECT}>
      <option value="" disabled>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </BoundTextField>
  );
}

/**
 * The claim's policy (the form's `policyId`): a required choice among the policies that can take a claim. The
 * chosen policy is named in full under the field: a phone's select cuts off a long one after its number
 * ('DEV-2026-000003 · Apple iPhone 1…', QA walk 8, finding 17), and a select's text cannot wrap. A policy
 * whose cover ended adds the day up to which it can be claimed on (QA walk 14 no. 1).
 */
export function ClaimPolicyField<T extends FieldValues & { policyId: string }>({
  control,
  options,
}: Pick<FormSelectFieldProps<T>, 'control'> & { options: readonly ClaimPolicyOption[] }) {
  const name = 'policyId' as Path<T>;
  const chosen: unknown = useWatch({ control, name });
  const option = options.find((entry) => entry.value === chosen);
  // a policy whose cover ended says up to which day it can be claimed on (claimable-policy.ts)
  const label = option?.coverEnded ? `${option.label} — ${option.coverEnded}` : option?.label;
  return (
    <FormSelectField
      control={control}
      name={name}
      label="Policy"
      required
      placeholder="Choose a policy"
      options={options}
      {...(label ? { help: label } : {})}
    />
  );
}
