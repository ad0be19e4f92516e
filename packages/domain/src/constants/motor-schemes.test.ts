import { describe, expect, it } from 'vitest';
import { motorSchemesForSalaryLevel } from './motor-schemes.js';
import { SALARY_LEVEL_GROUPS } from './salary-levels.js';

describe('motorSchemesForSalaryLevel', () => {
  it.each([
    ['A', ['logo', 'motorcycle_logo']],
    ['OP1', ['logo', 'motorcycle_logo']],
    ['op2-pt', ['logo', 'motorcycle_logo']],
    ['CW-PT', ['logo', 'motorcycle_logo']],
    ['M0', ['management']],
    ['M6', ['management']],
    [' m2-pt ', ['management']],
    ['S3', ['management']],
    ['BOARD', ['management']],
    ['AR', ['management']],
    ['BCX', ['management', 'fleet']],
    ['M7', []],
    ['S2', []],
    ['', []],
  ])('%j → %j', (level, schemes) => {
    expect(motorSchemesForSalaryLevel(level)).toEqual(schemes);
  });

  it('gives every level the spec lists at least one scheme', () => {
    const levels = Object.values(SALARY_LEVEL_GROUPS).flat();
    expect(levels.filter((level) => motorSchemesForSalaryLevel(level).length === 0)).toEqual([]);
  });
});
