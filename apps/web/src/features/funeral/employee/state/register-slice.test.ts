import { describe, expect, it } from 'vitest';
import {
  employeeFuneralRegisterSlice,
  employeeRegisterActions,
  employeeRegisterInitial,
} from './register-slice';
import type { EmployeeFuneralRegisterState } from './register-types';

const reduce = (
  state: EmployeeFuneralRegisterState,
  ...actions: Parameters<typeof employeeFuneralRegisterSlice.reducer>[1][]
) => actions.reduce((current, action) => employeeFuneralRegisterSlice.reducer(current, action), state);

describe('employee registration state', () => {
  it('keeps typed values without moving on, and resumes them for the same product', () => {
    const typed = reduce(
      employeeRegisterInitial,
      employeeRegisterActions.valuesEdited({
        details: { ...employeeRegisterInitial.values.details, email: 'thabo@' },
      }),
    );
    expect(typed.values.details.email).toBe('thabo@');
    expect(typed).toMatchObject({ activeStep: 1, succeedSteps: [] });
    expect(reduce(typed, employeeRegisterActions.started('salary')).values.details.email).toBe('thabo@');
    const other = reduce(typed, employeeRegisterActions.started('free'));
    expect(other.values).toMatchObject({ variant: 'free', details: { email: '' } });
  });
});
