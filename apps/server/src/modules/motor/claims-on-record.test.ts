import { describe, expect, it } from 'vitest';
import {
  claimsOnRecord,
  declaredClaimsProblem,
  lookbackStart,
  type RecordedClaim,
} from './claims-on-record.js';

const TODAY = '2026-03-02';
const claim = (
  approvalStatus: string,
  incidentDate: string | null,
  madeOn = '2026-01-10',
): RecordedClaim => ({
  approvalStatus,
  incidentDate,
  madeOn,
});

describe('the motor claims on our record in the last 3 years', () => {
  it.each([
    ['none', [], 0],
    ['an approved claim a year ago', [claim('approved', '2025-03-02')], 1],
    ['one on the first day of the 3 years', [claim('approved', '2023-03-02')], 1],
    ['one the day before the 3 years', [claim('approved', '2023-03-01')], 0],
    ['a repudiated claim', [claim('repudiated', '2025-03-02')], 0],
    ['a claim still pending', [claim('pending', '2025-03-02')], 0],
    ['one without an incident day, made in the 3 years', [claim('approved', null, '2024-05-01')], 1],
    ['one without an incident day, made before them', [claim('approved', null, '2022-05-01')], 0],
    [
      'two approved and one old',
      [claim('approved', '2025-03-02'), claim('approved', '2024-11-30'), claim('approved', '2020-01-01')],
      2,
    ],
  ] as const)('%s: %i', (_, recorded, count) => {
    expect(claimsOnRecord(recorded, TODAY)).toBe(count);
  });

  it.each([
    ['2026-03-02', '2023-03-02'],
    ['2028-02-29', '2025-02-29'],
  ])('the 3 years before %s start on %s', (today, start) => {
    expect(lookbackStart(today)).toBe(start);
  });
});

describe('the number of claims declared against ours', () => {
  it.each([
    [0, 0, null],
    [2, 1, null],
    [1, 1, null],
    [
      0,
      1,
      'Our records show 1 motor claim of yours in the last 3 years. Please count it in, with any claims you made with other insurers.',
    ],
    [
      1,
      3,
      'Our records show 3 motor claims of yours in the last 3 years. Please count them in, with any claims you made with other insurers.',
    ],
  ])('declared %i, on record %i: %s', (declared, onRecord, problem) => {
    expect(declaredClaimsProblem(declared, onRecord)).toBe(problem);
  });

  it.each([
    [
      1,
      'Our records show 1 motor claim of the employee’s in the last 3 years. Please count it in, with any claims they made with other insurers.',
    ],
    [
      2,
      'Our records show 2 motor claims of the employee’s in the last 3 years. Please count them in, with any claims they made with other insurers.',
    ],
  ])('to an operator quoting for an employee (%i on record), speaks of the employee', (onRecord, problem) => {
    expect(declaredClaimsProblem(0, onRecord, 'operator')).toBe(problem);
  });
});
