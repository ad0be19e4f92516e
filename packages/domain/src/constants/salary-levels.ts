/**
 * Salary levels eligible for the motor scheme groups (spec 001 §6), listed exactly, with the ranges
 * M0-M6 and S3-S6 expanded (M2-PT is a level of its own). Which group maps to which scheme is not in
 * the spec, so the groups are only numbered. BCX appears in groups 2 and 3.
 */
export const SALARY_LEVEL_GROUPS = {
  GROUP_1: ['A', 'CW-PT', 'OP1', 'OP1L', 'OP1-PT', 'OP2', 'OP2-PT', 'OPL'],
  GROUP_2: ['AR', 'BOARD', 'M0', 'M1', 'M2', 'M3', 'M4', 'M5', 'M6', 'M2-PT', 'S3', 'S4', 'S5', 'S6', 'BCX'],
  GROUP_3: ['BCX'],
} as const;
export type SalaryLevelGroup = keyof typeof SALARY_LEVEL_GROUPS;
export type SalaryLevel = (typeof SALARY_LEVEL_GROUPS)[SalaryLevelGroup][number];

const GROUP_NAMES = Object.keys(SALARY_LEVEL_GROUPS) as SalaryLevelGroup[];

/** The groups a salary level belongs to (case and surrounding spaces ignored); empty when none. */
export function salaryLevelGroups(level: string): SalaryLevelGroup[] {
  const wanted = level.trim().toUpperCase();
  return GROUP_NAMES.filter((group) => (SALARY_LEVEL_GROUPS[group] as readonly string[]).includes(wanted));
}

export function isSalaryLevelInGroup(level: string, group: SalaryLevelGroup): boolean {
  return salaryLevelGroups(level).includes(group);
}
