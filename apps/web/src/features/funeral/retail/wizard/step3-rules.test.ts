import { describe, expect, it } from 'vitest';
import { idNumberProblem, STEP3_MESSAGES } from './step3-rules';

// 8001015009087: born 1 January 1980
const ID = '8001015009087';
const NONE = { ownIdNumber: null, activePolicy: { exists: false, policyNumber: null } };

describe('the main member’s ID number on step 3', () => {
  it.each([
    ['the day the quote was priced for', '1980-01-01', undefined],
    ['no date of birth given before', undefined, undefined],
    ['another day', '1990-04-12', STEP3_MESSAGES.birthDiffers('1980-01-01', '1990-04-12')],
  ])('born on %s', (_case, dateOfBirth, problem) => {
    expect(idNumberProblem(ID, { ...NONE, ...(dateOfBirth ? { dateOfBirth } : {}) })).toBe(problem);
  });

  it('names both days in plain words and says where to correct the date of birth', () => {
    expect(idNumberProblem(ID, { ...NONE, dateOfBirth: '1990-04-12' })).toBe(
      'This ID number is for someone born on 1 January 1980, not on 12 April 1990 as given on the first step. ' +
        'Go back and correct the date of birth there (the premium depends on it), or check the ID number.',
    );
  });
});
