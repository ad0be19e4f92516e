/**
 * South African vehicle registration numbers (issue 11, spec 001 §3 `registrationNo`): they differ by
 * province — GP `ABC 123 GP` or `AB 12 CD GP`, WC `CA 123-456`, KZN `ND 123-456`, personalised plates with
 * the province suffix — so they are normalised (capitals, one space between groups, spaces around a hyphen
 * removed) and only shapes that cannot be a plate are refused: 2 to 10 letters and digits in groups
 * separated by single spaces or one hyphen (REFERENCE "Devices and vehicles").
 */
export function normaliseRegistrationNumber(value: string): string {
  return value
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ');
}

/** The plate's letters and digits alone, to compare two ways of writing one plate. */
export const registrationKey = (value: string) => normaliseRegistrationNumber(value).replace(/[\s-]/g, '');

export function isPlausibleRegistrationNumber(value: string): boolean {
  const plate = normaliseRegistrationNumber(value);
  const characters = registrationKey(plate).length;
  return (
    characters >= 2 &&
    characters <= 10 &&
    /^[A-Z0-9]+(?:[ -][A-Z0-9]+)*$/.test(plate) &&
    (plate.match(/-/g) ?? []).length <= 1
  );
}
