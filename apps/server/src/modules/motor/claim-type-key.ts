import type { MotorClaimType } from '@cover/domain';

/** The `type` column of a motor claim of `type` ('STOLEN' → 'motor_stolen'). */
export const motorClaimTypeKey = (type: MotorClaimType) => `motor_${type.toLowerCase()}`;
