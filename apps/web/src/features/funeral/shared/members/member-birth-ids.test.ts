import { describe, expect, it } from 'vitest';
import { birthDiffersFromId } from '@cover/domain';
import { coverErrors } from '../../employee/register/cover-rules';
import { initialEmployeeValues } from '../../employee/state/register-slice';
import { initialStep1, initialStep3 } from '../../retail/state/funeral-quote-slice';
import { validateStep4 } from '../../retail/wizard/step4-rules';

// the QA walk's child: ID 1506105222082 is for 10 June 2015, entered as born on 11 June 2015
const child = {
  key: 'c1',
  firstName: 'Lwazi',
  lastName: 'Ndlovu',
  idNumber: '1506105222082',
  dateOfBirth: '2015-06-11',
  isStudying: false,
  isDisabled: false,
};
const spouse = {
  firstName: 'Thandi',
  lastName: 'Ndlovu',
  idNumber: '8801235111088',
  dateOfBirth: '1988-12-24',
};
const draft = {
  step1: { ...initialStep1, coverOption: 'B' as const, firstName: 'Sipho', lastName: 'Ndlovu' },
  step3: { ...initialStep3, idNumber: '8001015009087' },
};

describe('a family member born on another day than their ID number says, at the date of birth', () => {
  it.each([
    [
      'retail wizard step 4',
      (family: { spouse: typeof spouse; children: (typeof child)[] }) =>
        validateStep4(draft, { spouseIncluded: true, ...family }),
    ],
    [
      'employee cover step',
      (family: { spouse: typeof spouse; children: (typeof child)[] }) =>
        coverErrors({ ...initialEmployeeValues().cover, spouseIncluded: true, ...family }),
    ],
  ])('%s', (_form, errorsOf) => {
    const errors = errorsOf({ spouse, children: [child] });
    expect(errors['children.0.dateOfBirth']).toBe(birthDiffersFromId(child.idNumber, child.dateOfBirth));
    expect(errors['children.0.dateOfBirth']).toContain('born on 10 June 2015, not on 11 June 2015');
    expect(errors['spouse.dateOfBirth']).toBe(birthDiffersFromId(spouse.idNumber, '1988-12-24'));

    const right = errorsOf({
      spouse: { ...spouse, dateOfBirth: '1988-01-23' },
      children: [{ ...child, dateOfBirth: '2015-06-10' }],
    });
    expect(right['children.0.dateOfBirth']).toBeUndefined();
    expect(right['spouse.dateOfBirth']).toBeUndefined();
  });
});
