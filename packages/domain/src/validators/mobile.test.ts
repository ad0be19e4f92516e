import { describe, expect, it } from 'vitest';
import {
  formatMaskedMobile,
  formatSaMobile,
  isValidSaMobile,
  mobileEnding,
  normaliseSaMobile,
} from './mobile.js';

describe('normaliseSaMobile / isValidSaMobile', () => {
  it.each([
    ['0821234567', '+27821234567'],
    ['+27821234567', '+27821234567'],
    ['27821234567', '+27821234567'],
    ['082 123 4567', '+27821234567'],
    ['(082) 123-4567', '+27821234567'],
    ['0601234567', '+27601234567'],
    ['0712345678', '+27712345678'],
    ['0841234567', '+27841234567'],
    // +27 then the trunk 0, as many write it (QA walk 10 no. 14)
    ['+270835550101', '+27835550101'],
    ['+27 083 555 0101', '+27835550101'],
    ['270835550101', '+27835550101'],
    ['+27 (0)83 555 0101', '+27835550101'],
  ])('%j → %s', (input, normalised) => {
    expect(normaliseSaMobile(input)).toBe(normalised);
    expect(isValidSaMobile(input)).toBe(true);
  });

  it.each([
    '',
    '082123456', // 8 digits after the trunk 0
    '08212345678', // 10 digits after the trunk 0
    '0521234567', // 05x is not 6, 7 or 8
    '0121234567', // a landline
    '+2782123456',
    '+44821234567',
    '082123456a',
    '+2708212345', // the trunk 0, then too few digits
    '+27005821234567', // two zeros
    '00821234567',
    '+270521234567', // 05x after the trunk 0
  ])('rejects %j', (input) => {
    expect(normaliseSaMobile(input)).toBeNull();
    expect(isValidSaMobile(input)).toBe(false);
  });
});

describe('mobileEnding', () => {
  it.each([
    ['+27821234567', 4, '4567'],
    ['082 123 4567', 4, '4567'],
    ['0821234567', 2, '67'],
  ])('%j, %i digits → %s', (input, digits, ending) => {
    expect(mobileEnding(input, digits)).toBe(ending);
  });
});

describe('a mobile number as South Africans write it', () => {
  it.each([
    ['+27825551234', '082 555 1234'],
    ['27721112233', '072 111 2233'],
    ['0612345678', '061 234 5678'],
    ['+270835550101', '083 555 0101'],
    ['not a number', 'not a number'],
    ['', ''],
  ])('%s → %s', (stored, shown) => {
    expect(formatSaMobile(stored)).toBe(shown);
  });
});

describe('a masked mobile number as South Africans write it', () => {
  it.each([
    ['+27*****0002', '0** *** 0002'],
    ['+*******4567', '0** *** 4567'],
    ['n***@example.co.za', 'n***@example.co.za'],
    ['+27821234567', '+27821234567'],
  ])('%s → %s', (masked, shown) => {
    expect(formatMaskedMobile(masked)).toBe(shown);
  });
});
