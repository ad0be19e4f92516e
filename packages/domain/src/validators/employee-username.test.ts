import { describe, expect, it } from 'vitest';
import { employeeUsernameVariants, normaliseEmployeeUsername } from './employee-username.js';

describe('normaliseEmployeeUsername', () => {
  it.each([
    ['123456', '123456'],
    [' 012 3456 ', '0123456'],
    ['john smith', 'johnsmith'],
    ['\t', ''],
  ])('%j → %j', (input, output) => {
    expect(normaliseEmployeeUsername(input)).toBe(output);
  });
});

describe('employeeUsernameVariants (with and without a leading zero)', () => {
  it.each([
    ['0123456', ['0123456', '123456']],
    ['123456', ['123456', '0123456']],
    [' 0 123 456', ['0123456', '123456']],
    ['00123', ['00123', '0123']],
    ['0', ['0']],
    ['jsmith', ['jsmith']],
    ['j smith', ['jsmith']],
    ['', []],
    ['   ', []],
  ])('%j → %o', (input, variants) => {
    expect(employeeUsernameVariants(input)).toEqual(variants);
  });
});
