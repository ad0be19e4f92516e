import { describe, expect, it } from 'vitest';
import { saIdCheckDigit } from '../../validators/sa-id.js';
import {
  maxYearsOfCarInsurance,
  yearsOfCarInsuranceMessage,
  yearsOfCarInsuranceProblem,
} from './insurance-years.js';

const idBornOn = (yymmdd: string) => `${yymmdd}500908${saIdCheckDigit(`${yymmdd}500908`)}`;
const TODAY = new Date('2026-12-05T08:00:00+02:00');

describe('years of uninterrupted motor insurance against the holder’s age (QA ops 10)', () => {
  it.each([
    [34, 16],
    [18, 0],
    [19, 1],
    [17, 0],
    [0, 0],
    [68, 50],
    [90, 50],
    [34.9, 16],
  ])('aged %s: at most %s years', (age, max) => {
    expect(maxYearsOfCarInsurance(age)).toBe(max);
  });

  it.each([
    // born 21 August 1992: 34 on 5 December 2026
    ['920821', 16, null],
    ['920821', 17, yearsOfCarInsuranceMessage(16)],
    ['920821', 30, 'Please choose at most 16 years: motor insurance counts from the age of 18.'],
    ['920821', 50, yearsOfCarInsuranceMessage(16)],
    ['920821', 0, null],
    // born 6 December 2007: 18 tomorrow (17 today)
    ['071206', 1, 'Motor insurance counts from the age of 18, so please choose None.'],
    ['071206', 0, null],
    // born 5 December 2007: 19 today; 5 December 2006: 20
    ['071205', 1, null],
    ['071205', 2, yearsOfCarInsuranceMessage(1)],
    ['061205', 2, null],
  ])('born %s, %s years → %s', (born, years, problem) => {
    expect(yearsOfCarInsuranceProblem(years, idBornOn(born), TODAY)).toBe(problem);
  });

  it('says nothing of an ID number it cannot read (its own check does)', () => {
    expect(yearsOfCarInsuranceProblem(40, '1234', TODAY)).toBeNull();
  });

  it('says 1 year, not 1 years', () => {
    expect(yearsOfCarInsuranceMessage(1)).toBe(
      'Please choose at most 1 year: motor insurance counts from the age of 18.',
    );
  });
});
