import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { birthDiffersFromId, refineBirthMatchesId } from './id-birth.js';

// 1506105222082: a child born on 10 June 2015 (the QA walk's); 8001015009087: born on 1 January 1980
describe('birthDiffersFromId', () => {
  it.each([
    [
      '1506105222082',
      '2015-06-11',
      'This ID number is for someone born on 10 June 2015, not on 11 June 2015. Correct the date of birth or the ID number.',
    ],
    [
      '8001015009087',
      '1980-01-02',
      'This ID number is for someone born on 1 January 1980, not on 2 January 1980. Correct the date of birth or the ID number.',
    ],
    ['1506105222082', '2015-06-10', null],
    [' 1506105222082 ', ' 2015-06-10 ', null],
    ['1506105222082', '', null],
    ['', '2015-06-11', null],
    [undefined, '2015-06-11', null],
    ['1506105222082', undefined, null],
    ['150610522208', '2015-06-11', null],
    ['1506105222083', '2015-06-11', null],
  ])('ID %j, date of birth %j → %j', (idNumber, dateOfBirth, expected) => {
    expect(birthDiffersFromId(idNumber, dateOfBirth)).toBe(expected);
  });
});

describe('refineBirthMatchesId', () => {
  const person = z
    .object({ id_number: z.string().optional(), date_of_birth: z.string() })
    .superRefine(refineBirthMatchesId('id_number', 'date_of_birth'));

  it('puts the problem on the date of birth', () => {
    const result = person.safeParse({ id_number: '1506105222082', date_of_birth: '2015-06-11' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['date_of_birth'],
        message: birthDiffersFromId('1506105222082', '2015-06-11'),
      }),
    ]);
  });

  it.each([{ id_number: '1506105222082', date_of_birth: '2015-06-10' }, { date_of_birth: '2015-06-11' }])(
    'accepts %j',
    (input) => {
      expect(person.safeParse(input).success).toBe(true);
    },
  );
});
