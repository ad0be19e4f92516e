/** The nine provinces of South Africa (DESIGN §5). */
export const PROVINCES = [
  { value: 'EC', label: 'Eastern Cape' },
  { value: 'FS', label: 'Free State' },
  { value: 'GP', label: 'Gauteng' },
  { value: 'KZN', label: 'KwaZulu-Natal' },
  { value: 'LP', label: 'Limpopo' },
  { value: 'MP', label: 'Mpumalanga' },
  { value: 'NC', label: 'Northern Cape' },
  { value: 'NW', label: 'North West' },
  { value: 'WC', label: 'Western Cape' },
] as const;
export type Province = (typeof PROVINCES)[number]['value'];

/** The full name of a province code ('GP' → 'Gauteng'), any case; undefined when unknown. */
export function provinceName(code: string): string | undefined {
  const wanted = code.trim().toUpperCase();
  return PROVINCES.find((province) => province.value === wanted)?.label;
}

/** The province code of a code or full name ('Gauteng' or 'gp' → 'GP'); undefined when unknown. */
export function toProvinceCode(input: string): Province | undefined {
  const wanted = input.trim().toLowerCase();
  return PROVINCES.find((p) => p.value.toLowerCase() === wanted || p.label.toLowerCase() === wanted)?.value;
}
