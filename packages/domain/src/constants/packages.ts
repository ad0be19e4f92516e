/** Insurance package names (spec 002 §9). */
export const PACKAGE_NAMES = {
  EMPLOYEE_FUNERAL_INSURANCE: 'EMPLOYEE_FUNERAL_INSURANCE',
  TELKOM_FREE_BENEFIT: 'TELKOM_FREE_BENEFIT',
} as const;
export type PackageName = (typeof PACKAGE_NAMES)[keyof typeof PACKAGE_NAMES];

/** The package of a retail (self-bought, debit-order) funeral policy; the spec names only the other two. */
export const RETAIL_FUNERAL_PACKAGE_NAME = 'RETAIL_FUNERAL_INSURANCE';
export const FUNERAL_PACKAGE_NAMES = [
  RETAIL_FUNERAL_PACKAGE_NAME,
  PACKAGE_NAMES.EMPLOYEE_FUNERAL_INSURANCE,
  PACKAGE_NAMES.TELKOM_FREE_BENEFIT,
] as const;
export type FuneralPackageName = (typeof FUNERAL_PACKAGE_NAMES)[number];
