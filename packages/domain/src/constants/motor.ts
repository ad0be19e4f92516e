/** Motor line constants (spec 000 §1, 001 §3, §4, §9). */
export const MOTOR_SCHEMES = [
  { value: 'management', label: 'Management scheme' },
  { value: 'fleet', label: 'Fleet scheme' },
  { value: 'logo', label: 'Logo scheme' },
  { value: 'motorcycle_logo', label: 'Motorcycle (logo scheme)' },
  { value: 'credit_life', label: 'Vehicle credit life' },
] as const;
export type MotorScheme = (typeof MOTOR_SCHEMES)[number]['value'];

export const INSPECTION_TYPES = ['PRE_INSPECTION', 'CLAIM_SUBMISSION'] as const;
export type InspectionType = (typeof INSPECTION_TYPES)[number];

/** Defaults of the motor registration form. */
export const DEFAULT_TOTAL_ESTIMATED_VALUE = '00.00';
export const MISSING_VEHICLE_PRICE = 0;
/** Credit life: another beneficiary may be added by default. */
export const DEFAULT_ADD_ANOTHER_BENEFICIARY = true;
