import { describe, expect, it } from 'vitest';
import { isSalaryLevelInGroup, SALARY_LEVEL_GROUPS, salaryLevelGroups } from './salary-levels.js';

describe('salary level groups', () => {
  it('list the levels of spec 001 §6 with the ranges expanded', () => {
    expect(SALARY_LEVEL_GROUPS).toEqual({
      GROUP_1: ['A', 'CW-PT', 'OP1', 'OP1L', 'OP1-PT', 'OP2', 'OP2-PT', 'OPL'],
      GROUP_2: [
        'AR',
        'BOARD',
        'M0',
        'M1',
        'M2',
        'M3',
        'M4',
        'M5',
        'M6',
        'M2-PT',
        'S3',
        'S4',
        'S5',
        'S6',
        'BCX',
      ],
      GROUP_3: ['BCX'],
    });
  });

  it.each([
    ['A', ['GROUP_1']],
    ['op1-pt', ['GROUP_1']],
    ['M0', ['GROUP_2']],
    ['M6', ['GROUP_2']],
    ['M2-PT', ['GROUP_2']],
    [' s4 ', ['GROUP_2']],
    ['BCX', ['GROUP_2', 'GROUP_3']],
    ['M7', []],
    ['S2', []],
    ['', []],
  ])('%j → %o', (level, groups) => {
    expect(salaryLevelGroups(level)).toEqual(groups);
  });

  it.each([
    ['BCX', 'GROUP_3', true],
    ['OPL', 'GROUP_1', true],
    ['OPL', 'GROUP_2', false],
  ] as const)('%s in %s: %s', (level, group, inGroup) => {
    expect(isSalaryLevelInGroup(level, group)).toBe(inGroup);
  });
});
