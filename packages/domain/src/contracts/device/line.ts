/** The device line's keys: its product line, its credit life line, its path families and packages. */
export const DEVICE_LINE = 'device';
/** Credit life on a financed phone: long-term cover (31 days of cooling-off), sold with device cover. */
export const DEVICE_CREDIT_LIFE_LINE = 'device_credit_life';

/** The device path families: retail, employee and the Telkom CMS device calls (spec 002 §7). */
export const DEVICE_PATH_FAMILIES = ['retail', 'employee', 'cms'] as const;
export type DevicePathFamily = (typeof DEVICE_PATH_FAMILIES)[number];

/** The credit life families: the retail customer's and the employee credit life family (spec 002 §7). */
export const CREDIT_LIFE_PATH_FAMILIES = ['retail', 'employee'] as const;
export type CreditLifePathFamily = (typeof CREDIT_LIFE_PATH_FAMILIES)[number];

export const DEVICE_PACKAGES = {
  retail: 'RETAIL_DEVICE_INSURANCE',
  employee: 'EMPLOYEE_DEVICE_INSURANCE',
  creditLife: 'DEVICE_CREDIT_LIFE',
} as const;
export type DeviceChannel = 'retail' | 'employee';

/** Short-term cover: 14 days of cooling-off (PPR short-term rule 4). */
export const DEVICE_COOLING_OFF_DAYS = 14;
