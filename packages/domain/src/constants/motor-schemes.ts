/**
 * Which employee motor schemes a salary level may join (issue 11; spec 001 §6 names the three groups of
 * salary levels but not their schemes — docs/decisions/0017 records the mapping and why):
 * - group 1, the operational levels (A, CW-PT, OP1 …): the Logo scheme and its motorcycle variant;
 * - group 2, management, specialists, the board and BCX: the management scheme;
 * - group 3 (BCX): the fleet scheme.
 * An unknown level joins none; retail customers take the retail motor product instead.
 */
import type { MotorScheme } from './motor.js';
import { salaryLevelGroups, type SalaryLevelGroup } from './salary-levels.js';

export const SCHEMES_OF_GROUP: Readonly<Record<SalaryLevelGroup, readonly MotorScheme[]>> = {
  GROUP_1: ['logo', 'motorcycle_logo'],
  GROUP_2: ['management'],
  GROUP_3: ['fleet'],
};

/** The schemes an employee of this salary level may join (case and surrounding spaces ignored). */
export function motorSchemesForSalaryLevel(level: string): string[] {
  const schemes = salaryLevelGroups(level).flatMap((group) => SCHEMES_OF_GROUP[group]);
  return [...new Set(schemes)];
}
