import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import { PROVINCES } from '@cover/domain';
import { BoundTextField } from '../form-fields/bound-text-field';

export interface AddressFieldsProps<T extends FieldValues> {
  form: Pick<UseFormReturn<T>, 'control'>;
  /** the form paths of the street address, city or town, province and postal code */
  names: { street: Path<T>; city: Path<T>; province: Path<T>; postalCode: Path<T> };
  /** the four fields must be filled in (marked "*"); false where the address may be left out */
  required?: boolean;
}

const digits = (text: string) => text.replace(/\D/g, '').slice(0, 4);

/** A South African postal address: street, city or town, province and a 4-digit postal code. */
export function AddressFields<T extends FieldValues>({
  form: { control },
  names,
  required = true,
}: AddressFieldsProps<T>) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <BoundTextField
        control={control}
        name={names.street}
        label="Street address"
        required={required}
        autoComplete="street-address"
        sx={{ gridColumn: { sm: '1 / -1' } }}
      />
      <BoundTextField
        control={control}
        name={names.city}
        label="City or town"
        required={required}
        autoComplete="address-level2"
      />
      <BoundTextField
        control={control}
        name={names.province}
        select
        label="Province"
        required={required}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">Choose a province</option>
        {PROVINCES.map((province) => (
          <option key={province.value} value={province.value}>
            {province.label}
          </option>
        ))}
      </BoundTextField>
      <BoundTextField
        control={control}
        name={names.postalCode}
        label="Postal code"
        required={required}
        autoComplete="postal-code"
        help="4 digits"
        parse={digits}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
      />
    </Box>
  );
}
