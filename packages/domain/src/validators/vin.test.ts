import { describe, expect, it } from 'vitest';
import { isValidVin, normaliseVin } from './vin.js';

describe('isValidVin', () => {
  it.each([
    ['AAVZZZ6RZHU012345', true, 'a Volkswagen South Africa VIN'],
    ['AHTBB3CD001234567', true, 'a Toyota South Africa VIN'],
    ['ahtbb3cd001234567', true, 'lower case is read as capitals'],
    ['  AHTBB3CD001234567 ', true, 'surrounding spaces'],
    ['1HGCM82633A004352', true, 'a North American VIN (its check digit is not required either)'],
    ['1HGCM82633A004353', true, 'a wrong North American check digit is not refused'],
    ['AHTBB3CD00123456', false, '16 characters'],
    ['AHTBB3CD0012345678', false, '18 characters'],
    ['AHTBB3CD0O1234567', false, 'the letter O'],
    ['AHTBB3CD0I1234567', false, 'the letter I'],
    ['AHTBB3CD0Q1234567', false, 'the letter Q'],
    ['AHTBB3CD 01234567', false, 'a space inside'],
    ['AHTBB3CD-01234567', false, 'a hyphen'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, valid) => {
    expect(isValidVin(value)).toBe(valid);
  });

  it('normalises by trimming and capitalising only', () => {
    expect(normaliseVin(' ahtbb3cd001234567\n')).toBe('AHTBB3CD001234567');
  });
});
