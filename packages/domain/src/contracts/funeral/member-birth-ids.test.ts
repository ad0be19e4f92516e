import { describe, expect, it } from 'vitest';
import { birthDiffersFromId } from '../../validators/id-birth.js';
import { alterationChangeSchema } from './alterations.js';
import { getQuoteInputSchema } from './quote.js';
import { funeralQuotePayloadSchema } from '../funeral-quote.js';

// the QA walk's child: ID 1506105222082 is for 10 June 2015, entered as born on 11 June 2015
const CHILD_ID = '1506105222082';
const WRONG_DAY = '2015-06-11';
const MESSAGE = birthDiffersFromId(CHILD_ID, WRONG_DAY);
/** born on 1 January 1980, entered as 2 January 1980 */
const ADULT_ID = '8001015009087';

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));

const person = { first_name: 'Lwazi', last_name: 'Ndlovu' };
const quote = { coverOption: 'B', mainMember: { idNumber: '8801235111088' } };

describe('every covered person whose ID number is given is born on the day it says', () => {
  it.each([
    [
      'a child of the application',
      funeralQuotePayloadSchema,
      { quote_package_id: 'q', children: [{ ...person, id_number: CHILD_ID, date_of_birth: WRONG_DAY }] },
      'children.0.date_of_birth',
    ],
    [
      'the spouse of the application',
      funeralQuotePayloadSchema,
      { quote_package_id: 'q', spouse: { ...person, id_number: ADULT_ID, date_of_birth: '1980-01-02' } },
      'spouse.date_of_birth',
    ],
    [
      'a child of a quote',
      getQuoteInputSchema,
      { ...quote, children: [{ idNumber: CHILD_ID, dateOfBirth: WRONG_DAY }] },
      'children.0.dateOfBirth',
    ],
    [
      'an extended family member of a quote',
      getQuoteInputSchema,
      {
        ...quote,
        extendedFamily: [
          { relationship: 'mother', coverageOption: 'B', idNumber: ADULT_ID, dateOfBirth: '1980-01-02' },
        ],
      },
      'extendedFamily.0.dateOfBirth',
    ],
    [
      'a child added to a policy',
      alterationChangeSchema,
      {
        type: 'add_children',
        children: [{ firstName: 'Lwazi', lastName: 'Ndlovu', idNumber: CHILD_ID, dateOfBirth: WRONG_DAY }],
      },
      'children.0.dateOfBirth',
    ],
    [
      'a spouse added to a policy',
      alterationChangeSchema,
      {
        type: 'edit_policy_details',
        spouse: { firstName: 'Thandi', lastName: 'Ndlovu', idNumber: ADULT_ID, dateOfBirth: '1980-01-02' },
      },
      'spouse.dateOfBirth',
    ],
  ])('%s', (_name, schema, input, path) => {
    const issues = issuesOf(schema.safeParse(input));
    const [idNumber, dateOfBirth] = path.startsWith('children')
      ? [CHILD_ID, WRONG_DAY]
      : [ADULT_ID, '1980-01-02'];
    expect(issues).toContainEqual({ path, message: birthDiffersFromId(idNumber, dateOfBirth) });
  });

  it('accepts a child born on the day of the ID number, or given without one', () => {
    for (const child of [
      { ...person, id_number: CHILD_ID, date_of_birth: '2015-06-10' },
      { ...person, date_of_birth: WRONG_DAY },
    ]) {
      expect(funeralQuotePayloadSchema.safeParse({ quote_package_id: 'q', children: [child] }).success).toBe(
        true,
      );
    }
    expect(MESSAGE).toContain('10 June 2015');
  });
});
