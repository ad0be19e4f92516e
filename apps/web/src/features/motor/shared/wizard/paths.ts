import type { MotorFamily } from '../api/valuation-api';

/** Page paths of the motor buying journey (the policy pages belong to the motor policies screens). */
export const MOTOR_PURCHASE_PATHS = {
  product: '/motor',
  register: (family: MotorFamily) => `/${family}/motor/register`,
  policy: (family: MotorFamily, policyId: string) => `/${family}/motor/policies/${policyId}`,
  /** the policies page, which lists the applications waiting too */
  policies: (family: MotorFamily) => `/${family}/motor/policies`,
} as const;
