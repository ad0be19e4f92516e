import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { FUNERAL_PATHS, type CoverCalculatorInputDraft } from '@cover/domain/funeral';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderRestored } from '../../../../test/render';
import { employeeRegisterActions, initialEmployeeValues } from '../state/register-slice';
import { EmployeeRegisterPage } from './employee-register-page';

afterEach(() => vi.unstubAllGlobals());

const CALCULATE = FUNERAL_PATHS.retail.getCoverCalculate.path;
/** The server's figure for each option: not one the browser could work out from the rates. */
const SERVER_PREMIUM: Record<string, number> = { A: 1_111, B: 2_222, C: 3_333, D: 4_444, E: 5_555 };

describe('employee funeral registration: the premium of each cover option at step 1 (QA walk 5, finding 12)', () => {
  it("shows each option's premium a month as the server's calculator gives it, with the family covered", async () => {
    const { callsTo } = mockFetch({
      [`POST ${CALCULATE}`]: (call) => {
        const input = call.body as CoverCalculatorInputDraft;
        const premium = SERVER_PREMIUM[input.coverOption] ?? 0;
        return json(200, { totalPremium: premium, suggestedPremium: premium });
      },
    });
    const { user } = await renderRestored(<EmployeeRegisterPage />, {
      path: '/employee/funeral/register?variant=salary',
      prepare: (store) => {
        store.dispatch(employeeRegisterActions.started('salary'));
        store.dispatch(
          employeeRegisterActions.valuesEdited({
            details: { ...initialEmployeeValues('salary').details, idNumber: '8001015009087' },
          }),
        );
      },
    });
    const optionB = await screen.findByRole('radio', { name: /option b/i });
    await waitFor(() => expect(optionB).toHaveAccessibleDescription(/^R\s22,22 a month$/));
    expect(screen.getByRole('radio', { name: /option e/i })).toHaveAccessibleDescription(
      /^R\s55,55 a month$/,
    );
    const asked = callsTo('POST', CALCULATE).map((call) => call.body as CoverCalculatorInputDraft);
    expect(asked.map((input) => input.coverOption).sort()).toEqual(['A', 'B', 'C', 'D', 'E']);
    expect(asked[0]).toMatchObject({ packageName: 'EMPLOYEE_FUNERAL_INSURANCE', numberOfChildren: 0 });
    expect(asked[0]?.mainMemberAge).toBeGreaterThanOrEqual(45);

    await user.click(screen.getByRole('checkbox', { name: /cover my spouse/i }));
    const born = new Date();
    born.setFullYear(born.getFullYear() - 39);
    await user.type(screen.getByLabelText(/^date of birth/i), born.toISOString().slice(0, 10));
    await waitFor(() =>
      expect(
        callsTo('POST', CALCULATE).some((call) => (call.body as { spouseAge?: number }).spouseAge === 39),
      ).toBe(true),
    );
  }, 40_000);
});
