/**
 * A vehicle identification number (issue 11, spec 001 §3 `vinNo`; ISO 3779): 17 characters once
 * surrounding spaces are removed, capital letters and digits without I, O and Q (read case-insensitively).
 * The 9th-position check digit is mandatory only in North America, so South African VINs are not checked
 * against it (REFERENCE "Devices and vehicles").
 */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** Trimmed and in capitals, as the licence disc and the papers print it. */
export function normaliseVin(value: string): string {
  return value.trim().toUpperCase();
}

export function isValidVin(value: string): boolean {
  return VIN.test(normaliseVin(value));
}
