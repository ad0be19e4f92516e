/**
 * The plain name of each product code a policy or application carries (spec 002 §9: the retail,
 * employee and free-benefit funeral packages; retail and employee device cover and device credit life;
 * spec 001: retail motor cover, the management, fleet and Logo schemes, and vehicle credit life),
 * for screens that list cover of any line. A code not listed here is shown as itself rather than hidden.
 */
export const PRODUCT_NAMES: Readonly<Record<string, string>> = {
  RETAIL_FUNERAL_INSURANCE: 'Funeral cover',
  EMPLOYEE_FUNERAL_INSURANCE: 'Employee funeral cover',
  TELKOM_FREE_BENEFIT: 'Free funeral benefit',
  RETAIL_DEVICE_INSURANCE: 'Device cover',
  EMPLOYEE_DEVICE_INSURANCE: 'Employee device cover',
  DEVICE_CREDIT_LIFE: 'Device credit life',
  RETAIL_MOTOR_INSURANCE: 'Motor cover',
  MANAGEMENT_MOTOR_SCHEME: 'Motor cover (management scheme)',
  FLEET_MOTOR_SCHEME: 'Motor cover (fleet scheme)',
  LOGO_MOTOR_SCHEME: 'Motor cover (Logo scheme)',
  LOGO_MOTORCYCLE_SCHEME: 'Motorcycle cover (Logo scheme)',
  VEHICLE_CREDIT_LIFE: 'Vehicle credit life',
};

const NAMES = new Map(Object.entries(PRODUCT_NAMES));

/** 'RETAIL_FUNERAL_INSURANCE' → 'Funeral cover'; an unknown code is returned unchanged. */
export function productName(code: string): string {
  return NAMES.get(code) ?? code;
}
