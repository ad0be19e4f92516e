import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FUNERAL_PATHS } from '@cover/domain/funeral';
import { mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { EmployeeRegisterPage } from './employee-register-page';

afterEach(() => vi.unstubAllGlobals());

const path = '/employee/funeral/register?variant=salary';

describe('employee funeral registration steps', () => {
  it('refuses a covered spouse without a name, keeping the choices, and stays on the cover step', async () => {
    mockFetch();
    const { store } = renderWithApp(<EmployeeRegisterPage />, { path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /option c/i }));
    await user.click(screen.getByRole('checkbox', { name: /cover my spouse/i }));
    await user.type(screen.getByLabelText(/^date of birth/i), '1987-07-09');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Please enter a name')).length).toBe(2);
    expect(screen.getByLabelText(/^date of birth/i)).toHaveValue('1987-07-09');
    expect(store.getState().employeeFuneralRegister).toMatchObject({ activeStep: 1, succeedSteps: [] });
    expect(store.getState().employeeFuneralRegister.values.cover).toMatchObject({
      coverOption: 'C',
      spouseIncluded: true,
      spouse: { dateOfBirth: '1987-07-09' },
    });
  }, 40_000);

  it("tells an 11-year-old spouse's age band on their date of birth and stays on the cover step", async () => {
    const { callsTo } = mockFetch();
    const { store } = renderWithApp(<EmployeeRegisterPage />, { path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: /cover my spouse/i }));
    await user.type(screen.getByLabelText(/^first name/i), 'Naledi');
    await user.type(screen.getByLabelText(/^last name/i), 'Mokoena');
    const born = new Date();
    born.setFullYear(born.getFullYear() - 11);
    await user.type(screen.getByLabelText(/^date of birth/i), born.toISOString().slice(0, 10));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^date of birth/i)).toHaveAccessibleDescription(
        'A spouse must be between 18 and 64 years old',
      ),
    );
    expect(store.getState().employeeFuneralRegister).toMatchObject({ activeStep: 1, succeedSteps: [] });
    expect(callsTo('POST', FUNERAL_PATHS.employee.getQuote.path)).toHaveLength(0);
  }, 40_000);

  it('moves on to the details and keeps the cover when going back', async () => {
    mockFetch();
    const { store } = renderWithApp(<EmployeeRegisterPage />, { path });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /option c/i }));
    await user.click(screen.getByRole('checkbox', { name: /cover my spouse/i }));
    await user.type(screen.getByLabelText(/^first name/i), 'Naledi');
    await user.type(screen.getByLabelText(/^last name/i), 'Mokoena');
    await user.type(screen.getByLabelText(/^date of birth/i), '1987-07-09');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('form', { name: 'Your details' });
    expect(store.getState().employeeFuneralRegister).toMatchObject({ activeStep: 2, succeedSteps: [1] });
    await user.type(screen.getByLabelText(/^email/i), 'thabo@');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: /option c/i })).toBeChecked();
    expect(screen.getByLabelText(/^first name/i)).toHaveValue('Naledi');
    expect(store.getState().employeeFuneralRegister.values.details.email).toBe('thabo@');
  }, 40_000);
});
