import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { CoverOptionCode, FuneralCoverType } from '@cover/domain/funeral';
import { CoverOptionPicker, type CoverOptionPickerProps } from './cover-option-picker';

// Apart from the picker itself: the calculator (a prerendered page) uses the picker without a form, and
// keeps react-hook-form out of its first load.

export interface BoundCoverOptionPickerProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control'>;
  /** the form paths of the cover type and the cover option */
  names: { coverType: Path<T>; coverOption: Path<T> };
  optionNote?: CoverOptionPickerProps['optionNote'];
}

/** The cover type and option bound to a form; the option's error shows under the options. */
export function BoundCoverOptionPicker<T extends FieldValues>({
  form: { control },
  names,
  optionNote,
}: BoundCoverOptionPickerProps<T>) {
  const type = useController({ control, name: names.coverType });
  const option = useController({ control, name: names.coverOption });
  return (
    <CoverOptionPicker
      coverType={type.field.value as FuneralCoverType}
      coverOption={option.field.value as CoverOptionCode | ''}
      onCoverTypeChange={type.field.onChange}
      onCoverOptionChange={option.field.onChange}
      error={option.fieldState.error?.message}
      optionNote={optionNote}
    />
  );
}
