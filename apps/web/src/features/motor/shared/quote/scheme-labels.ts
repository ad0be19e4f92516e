import { MOTOR_SCHEMES } from '@cover/domain';

/** The retail product's name as customers read it. */
export const RETAIL_MOTOR_LABEL = 'Motor cover for Telkom customers';

/** A rating scheme in words: the employee schemes by their names, the retail product by its own. */
export function schemeLabel(scheme: string): string {
  if (scheme === 'retail') return RETAIL_MOTOR_LABEL;
  return MOTOR_SCHEMES.find((entry) => entry.value === scheme)?.label ?? 'Motor cover';
}
