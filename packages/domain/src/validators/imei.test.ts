import { describe, expect, it } from 'vitest';
import { isValidImei, normaliseImei } from './imei.js';
import { luhnCheckDigit, passesLuhn } from './luhn.js';

describe('isValidImei', () => {
  it.each([
    ['490154203237518', true, 'a valid IMEI'],
    ['356938035643809', true, 'another valid IMEI'],
    ['35-209900-176148-1', true, 'grouped with hyphens as on the box'],
    ['35 209900 176148 1', true, 'grouped with spaces'],
    [' 490154203237518 ', true, 'surrounding spaces'],
    ['490154203237519', false, 'wrong check digit'],
    ['49015420323751', false, '14 digits'],
    ['4901542032375180', false, '16 digits'],
    ['49015420323751A', false, 'a letter'],
    ['490154.203237518', false, 'a dot is not a separator'],
    ['', false, 'empty'],
  ])('%j → %s (%s)', (value, valid) => {
    expect(isValidImei(value)).toBe(valid);
  });

  it('normalises spaces and hyphens only', () => {
    expect(normaliseImei('35-209900 176148-1')).toBe('352099001761481');
  });
});

describe('Luhn', () => {
  it.each([
    ['49015420323751', 8],
    ['800101500908', 7],
    ['7992739871', 3],
  ])('check digit of %s is %i', (payload, digit) => {
    expect(luhnCheckDigit(payload)).toBe(digit);
    expect(passesLuhn(`${payload}${digit}`)).toBe(true);
    expect(passesLuhn(`${payload}${(digit + 1) % 10}`)).toBe(false);
  });

  it('refuses what is not digits', () => {
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
    expect(passesLuhn('1')).toBe(false);
  });
});
