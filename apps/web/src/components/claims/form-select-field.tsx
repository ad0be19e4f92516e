import type { FieldValues, Path } from 'react-hook-form';
import { BoundTextField, type BoundTextFieldProps } from '../form-fields/bound-text-field';

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

/** The claim's policy (the form's `policyId`): a required choice among the policies that can take a claim. */
export function ClaimPolicyField<T extends FieldValues & { policyId: string }>({
  control,
  options,
}: Pick<FormSelectFieldProps<T>, 'control' | 'options'>) {
  return (
    <FormSelectField
      control={control}
      name={'policyId' as Path<T>}
      label="Policy"
      required
      placeholder="Choose a policy"
      options={options}
    />
  );
}
