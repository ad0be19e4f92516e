/** Claim types per line: motor (spec 001 §9) and device (spec 002 §3, §9). */
export const MOTOR_CLAIM_TYPES = [
  { value: 'STOLEN', label: 'Stolen' },
  { value: 'HIJACKED', label: 'Hijacked' },
  { value: 'GLASS', label: 'Glass' },
  { value: 'ACCESSORIES', label: 'Accessories' },
  { value: 'ACCIDENT_SCRATCHES_DENTS', label: 'Accident scratches & dents' },
  { value: 'TOWING', label: 'Towing' },
] as const;
export type MotorClaimType = (typeof MOTOR_CLAIM_TYPES)[number]['value'];

export const DEVICE_CLAIM_TYPES = [
  { value: 'SCREEN_DAMAGE', label: 'Screen damage' },
  { value: 'HARDWARE_DAMAGE', label: 'Hardware damage' },
  { value: 'SOFTWARE_DAMAGE', label: 'Software damage' },
  { value: 'LOST', label: 'Lost or stolen device' },
] as const;
export type DeviceClaimType = (typeof DEVICE_CLAIM_TYPES)[number]['value'];

export function claimTypeLabel(value: string): string | undefined {
  return [...MOTOR_CLAIM_TYPES, ...DEVICE_CLAIM_TYPES].find((type) => type.value === value)?.label;
}
