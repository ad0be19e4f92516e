import { describe, expect, it } from 'vitest';
import { isValidSaIdNumber, parseSaIdNumber, SA_ID_REASONS, saIdCheckDigit } from './sa-id.js';

const TODAY = new Date(2025, 5, 15); // 15 June 2025, local time

describe('parseSaIdNumber: valid numbers', () => {
  it.each([
    // id, dateOfBirth, gender, citizen, age
    ['8001015009087', '1980-01-01', 'male', true, 45],
    ['8801235111088', '1988-01-23', 'male', true, 37],
    ['7311190013080', '1973-11-19', 'female', true, 51],
    ['9002024999085', '1990-02-02', 'female', true, 35], // digit 7 = 4: still female
    ['9002025000081', '1990-02-02', 'male', true, 35], // digit 7 = 5: male
    ['8506155000183', '1985-06-15', 'male', false, 40], // digit 11 = 1: permanent resident; birthday today
    ['0002295000083', '2000-02-29', 'male', true, 25], // leap day in a leap century year
    ['9602290000086', '1996-02-29', 'female', true, 29],
    ['2506155000080', '2025-06-15', 'male', true, 0], // born today
    ['2601015000089', '1926-01-01', 'male', true, 99], // 2026 is after this year: 19YY
    ['0706150000083', '2007-06-15', 'female', true, 18], // 18th birthday today
    ['0706160000081', '2007-06-16', 'female', true, 17], // 18th birthday tomorrow
  ] as const)('%s → born %s, %s, citizen %s, age %i', (id, dateOfBirth, gender, citizen, age) => {
    expect(parseSaIdNumber(id, TODAY)).toEqual({ valid: true, dateOfBirth, gender, citizen, age });
    expect(isValidSaIdNumber(id, TODAY)).toBe(true);
  });

  it('ignores surrounding whitespace', () => {
    expect(parseSaIdNumber(' 8001015009087\n', TODAY)).toMatchObject({
      valid: true,
      dateOfBirth: '1980-01-01',
    });
  });

  it('uses the current date when today is not given', () => {
    expect(parseSaIdNumber('8001015009087')).toMatchObject({ valid: true, gender: 'male' });
  });
});

describe('parseSaIdNumber: invalid numbers', () => {
  // what is wrong, in plain words (QA walk 10 no. 13); the spec fixes no text for these
  const format = 'Please enter a valid 13-digit South African ID number';
  const date =
    'This ID number does not start with a real date of birth: its first 6 digits are the date of birth as YYMMDD';
  const checkDigit =
    'This ID number is not right: its last digit does not match the first 12, so a digit may be mistyped';
  const citizenship = 'This ID number is not right: its 11th digit must be 0 or 1';

  it('never says "check digit" (jargon to a customer)', () => {
    for (const reason of Object.values(SA_ID_REASONS)) expect(reason).not.toMatch(/check digit|luhn/i);
  });

  it.each([
    ['', format],
    ['800101500908', format], // 12 digits
    ['80010150090870', format], // 14 digits
    ['800101500908A', format],
    ['800101 5009087', format],
    ['8001015009088', checkDigit],
    ['8001015009080', checkDigit],
    ['0102295000081', date], // 29 February 2001: not a leap year
    ['0002305000081', date], // 30 February
    ['8013015000081', date], // month 13
    ['8001005000088', date], // day 0
    ['2506165000088', date], // tomorrow: a future date of birth
    ['8506155000282', citizenship], // digit 11 = 2
  ])('%j is invalid: %s', (id, reason) => {
    expect(parseSaIdNumber(id, TODAY)).toEqual({ valid: false, reason });
    expect(isValidSaIdNumber(id, TODAY)).toBe(false);
  });
});

describe('two-digit year resolution', () => {
  it.each([
    ['2506155000080', new Date(2025, 5, 15), '2025-06-15'],
    ['2506155000080', new Date(2024, 11, 31), '1925-06-15'], // 2025 is after 2024
    ['0006155000083', new Date(2025, 5, 15), '2000-06-15'],
    ['9506155000083', new Date(2025, 5, 15), '1995-06-15'],
    ['4906155000080', new Date(2050, 0, 1), '2049-06-15'],
    ['2412155000081', new Date(2025, 5, 15), '2024-12-15'],
  ])('%s on %s → %s', (id, today, dateOfBirth) => {
    expect(parseSaIdNumber(id, today)).toMatchObject({ valid: true, dateOfBirth });
  });

  it('rejects a birthday later in the current year instead of moving it back a century', () => {
    expect(parseSaIdNumber('5006155000088', new Date(2050, 0, 1))).toEqual({
      valid: false,
      reason: SA_ID_REASONS.dateOfBirth,
    });
  });
});

describe('saIdCheckDigit', () => {
  it.each([
    ['800101500908', 7],
    ['880123511108', 8],
    ['731119001308', 0],
    ['900202499908', 5],
  ])('%s → %i', (first12, digit) => {
    expect(saIdCheckDigit(first12)).toBe(digit);
  });

  it.each(['', '80010150090', '8001015009087', '80010150090A'])('rejects %j', (input) => {
    expect(() => saIdCheckDigit(input)).toThrow(RangeError);
  });
});
