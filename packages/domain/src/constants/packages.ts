/** Insurance package names (spec 002 §9). */
export const PACKAGE_NAMES = {
  EMPLOYEE_FUNERAL_INSURANCE: 'EMPLOYEE_FUNERAL_INSURANCE',
  TELKOM_FREE_BENEFIT: 'TELKOM_FREE_BENEFIT',
} as const;
export type PackageName = (typeof PACKAGE_NAMES)[keyof typeof PACKAGE_NAMES];
