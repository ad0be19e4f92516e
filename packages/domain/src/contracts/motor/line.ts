/**
 * The motor line's keys (spec 001): its product line, its path families and their prefixes, its packages.
 * Employees use the employee motor family; retail customers the retail motor family; the motor service
 * family (`api/motoveys/motor`) holds the motor service's own calls, and the Telkom CMS family serves the
 * policy and application reads when MOTOR_SERVICE_DISCONTINUED=1 (spec 001 §6, §7).
 */
export const MOTOR_LINE = 'motor';

export const MOTOR_PATH_FAMILIES = ['retail', 'employee', 'motorService', 'cms'] as const;
export type MotorPathFamily = (typeof MOTOR_PATH_FAMILIES)[number];

export const MOTOR_PREFIXES = {
  retail: { prefix: '/api/retail/motor', audience: 'retail' },
  employee: { prefix: '/api/employee/motor', audience: 'employee' },
  motorService: { prefix: '/api/motoveys/motor', audience: 'retail' },
  cms: { prefix: '/api/telkom-cms/motor', audience: 'retail' },
} as const satisfies Record<MotorPathFamily, { prefix: string; audience: 'retail' | 'employee' }>;

export const MOTOR_PACKAGES = {
  retail: 'RETAIL_MOTOR_INSURANCE',
  management: 'MANAGEMENT_MOTOR_SCHEME',
  fleet: 'FLEET_MOTOR_SCHEME',
  logo: 'LOGO_MOTOR_SCHEME',
  motorcycle_logo: 'LOGO_MOTORCYCLE_SCHEME',
} as const;
export type MotorProductScheme = keyof typeof MOTOR_PACKAGES;

/** Short-term cover: 14 days of cooling-off (PPR short-term rule 4). */
export const MOTOR_COOLING_OFF_DAYS = 14;
