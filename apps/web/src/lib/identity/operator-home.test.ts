import { describe, expect, it } from 'vitest';
import { isBackofficeOperator, operatorHomeOf } from './operator-home';

describe('operator home', () => {
  it.each([
    [{ roles: ['backoffice'] }, '/operator/backoffice', true],
    [{ roles: ['operator', 'backoffice'] }, '/operator/backoffice', true],
    [{ roles: ['operator'] }, '/operator', false],
    [{ roles: [] }, '/operator', false],
    [{}, '/operator', false],
    [null, '/operator', false],
  ])('%o lands on %s', (operator, home, backoffice) => {
    expect(operatorHomeOf(operator)).toBe(home);
    expect(isBackofficeOperator(operator)).toBe(backoffice);
  });
});
