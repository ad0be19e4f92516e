import { describe, expect, it } from 'vitest';
import {
  ageFromSaId,
  isAdultIdAge,
  isChildFromId,
  isIdAgeInRange,
  isSpouseFromId,
  isValidAdultDateOfBirth,
  isValidChildDateOfBirth,
} from './id-age.js';

const TODAY = new Date(2025, 5, 15); // 15 June 2025

// Valid ID numbers (correct Luhn check digits) by date of birth.
const ID = {
  born1949_06_15: '4906155000080', // 76
  born1950_06_15: '5006155000088', // 75 today
  born1980_01_01: '8001015009087', // 45
  born2000_06_15: '0006155000083', // 25
  born2003_06_15: '0306155000087', // 22 today
  born2003_06_16: '0306165000085', // 21, 22 tomorrow
  born2007_06_15: '0706150000083', // 18 today
  born2007_06_16: '0706160000081', // 17, 18 tomorrow
  born2024_12_15: '2412155000081', // 0 years 6 months
  born2024_06_15: '2406155000083', // 1 today
  born2025_06_15: '2506155000080', // born today
} as const;

describe('ageFromSaId', () => {
  it.each([
    [ID.born1980_01_01, { years: 45, months: 5 }],
    [ID.born2024_12_15, { years: 0, months: 6 }],
    [ID.born2007_06_16, { years: 17, months: 11 }],
  ])('%s → %o', (id, age) => {
    expect(ageFromSaId(id, TODAY)).toEqual(age);
  });

  it('is null for an invalid ID', () => {
    expect(ageFromSaId('8001015009088', TODAY)).toBeNull();
  });
});

describe('isIdAgeInRange (at least N years and M months, below an upper limit)', () => {
  const range = { minYears: 0, minMonths: 6, belowYears: 22 };
  it.each([
    [ID.born2024_12_15, true], // exactly 6 months
    [ID.born2025_06_15, false], // 0 months
    [ID.born2003_06_16, true], // 21
    [ID.born2003_06_15, false], // 22: not below 22
    ['123', false],
  ])('%s in 0y6m..<22: %s', (id, ok) => {
    expect(isIdAgeInRange(id, range, TODAY)).toBe(ok);
  });

  it.each([
    [ID.born2007_06_15, true],
    [ID.born2007_06_16, false],
  ])('%s in 18y..<65 (months default to 0): %s', (id, ok) => {
    expect(isIdAgeInRange(id, { minYears: 18, belowYears: 65 }, TODAY)).toBe(ok);
  });
});

describe('isAdultIdAge (at most 75)', () => {
  it.each([
    [ID.born1950_06_15, true],
    [ID.born1949_06_15, false],
    [ID.born1980_01_01, true],
    ['8001015009088', false],
  ])('%s → %s', (id, ok) => {
    expect(isAdultIdAge(id, TODAY)).toBe(ok);
  });
});

describe('isChildFromId (age truthy and at most the maximum child age)', () => {
  it.each([
    [ID.born2025_06_15, 21, false], // age 0 is not truthy
    [ID.born2024_12_15, 21, false], // still 0 in whole years
    [ID.born2024_06_15, 21, true],
    [ID.born2003_06_16, 21, true],
    [ID.born2003_06_15, 21, false],
    [ID.born2000_06_15, 25, true], // a studying child up to 25
    [ID.born2000_06_15, 24, false],
  ])('%s with maximum %i → %s', (id, max, ok) => {
    expect(isChildFromId(id, max, TODAY)).toBe(ok);
  });

  it('defaults the maximum child age to 21', () => {
    expect(isChildFromId(ID.born2003_06_16, undefined, TODAY)).toBe(true);
    expect(isChildFromId(ID.born2003_06_15, undefined, TODAY)).toBe(false);
  });
});

describe('isSpouseFromId (at least the minimum spouse age)', () => {
  it.each([
    [ID.born2007_06_15, true],
    [ID.born2007_06_16, false],
    [ID.born1949_06_15, true],
    ['not an id', false],
  ])('%s → %s', (id, ok) => {
    expect(isSpouseFromId(id, undefined, TODAY)).toBe(ok);
  });

  it('takes another minimum', () => {
    expect(isSpouseFromId(ID.born2007_06_15, 21, TODAY)).toBe(false);
  });
});

describe('date-of-birth rules', () => {
  it.each([
    ['2025-06-15', true, true], // born today
    ['2025-06-16', false, false], // in the future
    ['2003-06-16', true, true], // 21
    ['2003-06-15', false, true], // 22
    ['1951-06-16', false, true], // 73
    ['1950-06-16', false, true], // 74
    ['1950-06-15', false, false], // 75
    ['2025-02-29', false, false], // not a real date
    ['15/06/2000', false, false],
  ])('%s: child %s, adult %s', (dateOfBirth, child, adult) => {
    expect(isValidChildDateOfBirth(dateOfBirth, TODAY)).toBe(child);
    expect(isValidAdultDateOfBirth(dateOfBirth, TODAY)).toBe(adult);
  });
});
