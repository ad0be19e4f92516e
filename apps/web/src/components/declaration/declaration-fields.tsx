import type { ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Stack from '@mui/material/Stack';
import { BoundCheckbox } from '../form-fields/bound-checkbox';
import { withConsentLinks } from './consent-links';

export interface DeclarationItem<T extends FieldValues> {
  /** a true/false form field that must be true */
  name: Path<T>;
  /** a text's terms and privacy notice become links that open in a new tab (withConsentLinks) */
  label: ReactNode;
}

export interface DeclarationFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control'>;
  /** what the person declares or consents to, in order */
  items: readonly DeclarationItem<T>[];
}

/**
 * The declarations a person must accept (terms, consent), each a required checkbox with its own error. Every
 * line's consent step shows them here, so the terms and the privacy notice a text names are links on all.
 */
export function DeclarationFields<T extends FieldValues>({
  form: { control },
  items,
}: DeclarationFieldsProps<T>) {
  return (
    <Stack spacing={1}>
      {items.map((item) => (
        <BoundCheckbox
          key={item.name}
          control={control}
          name={item.name}
          label={typeof item.label === 'string' ? withConsentLinks(item.label) : item.label}
          required
        />
      ))}
    </Stack>
  );
}
