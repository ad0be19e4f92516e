export interface NativeOption {
  value: string | number;
  label: string;
}

export interface NativeOptionsProps {
  options: readonly NativeOption[] | readonly string[];
  /** the first choice with the value '' ('Choose …', 'All statuses', 'Keep as it is') */
  blank?: string;
  /** whether the blank choice can be picked again once something is chosen */
  blankDisabled?: boolean;
}

/** The <option>s of a native select: an optional blank first choice, then the options. */
export function NativeOptions({ options, blank, blankDisabled = false }: NativeOptionsProps) {
  return (
    <>
      {blank === undefined ? null : (
        <option value="" disabled={blankDisabled}>
          {blank}
        </option>
      )}
      {options.map((option) => {
        const { value, label } = typeof option === 'string' ? { value: option, label: option } : option;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
    </>
  );
}
