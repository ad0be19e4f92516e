import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CATALOGUE } from '@cover/domain';
import { errorBody, json, mockFetch, refusal } from '../../../test/mock-fetch';
import { signUpToPool } from '../flows/account-flows';
import { renderPage } from '../testing/render-page';
import { EmployeeRegisterPage } from './employee-register-page';

vi.mock('../flows/account-flows', () => ({ signUpToPool: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const lookup = (status: number, body: unknown) => ({
  'GET /api/employee/getEmployeeData': () => json(status, body),
});

/** The roster answers only for a salary reference number with the ID number of the same person. */
async function typeReferenceAndId(user: ReturnType<typeof userEvent.setup>, reference: string) {
  await user.type(await screen.findByLabelText(/^Salary reference number/), reference);
  await user.type(screen.getByLabelText(/^ID number/), '8001015009087');
}

/** The rest of the form once the roster matched: contacts, user name, password, consents; then Register. */
async function fillTheRestAndRegister(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Email address/), 'thabo@example.co.za');
  await user.type(screen.getByLabelText(/^Cell number/), '0821000001');
  await user.type(screen.getByLabelText(/^User name/), 'thabo.m');
  await user.type(screen.getByLabelText(/^Password/), 'Empl0yee!Pass');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Empl0yee!Pass');
  await user.click(screen.getByRole('checkbox', { name: /privacy notice/i }));
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
  await user.click(screen.getByRole('button', { name: 'Register' }));
}

describe('employee registration: salary reference and ID number look-up', () => {
  it.each([
    [404, 'NO_EMPLOYEE_DATA', ERROR_CATALOGUE.NO_EMPLOYEE_DATA],
    [409, 'SALARY_REF_ALREADY_REGISTERED', ERROR_CATALOGUE.SALARY_REF_ALREADY_REGISTERED],
  ])('shows the roster answer %i on the salary reference field', async (status, code, message) => {
    const fetched = mockFetch(lookup(status, errorBody(code, message)));
    renderPage(<EmployeeRegisterPage />, { path: '/employee/register' });
    const user = userEvent.setup();
    await typeReferenceAndId(user, '1000 0001');
    await waitFor(() =>
      expect(screen.getByLabelText(/^Salary reference number/)).toHaveAccessibleDescription(message),
    );
    // Debounced: one look-up once both numbers are whole, the reference without its space.
    const calls = fetched.callsTo('GET', '/api/employee/getEmployeeData');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]?.query ?? [])).toEqual({
      salaryReferenceNumber: '10000001',
      idNumber: '8001015009087',
    });
  });

  it('shows the roster match and fills the names and employee type', async () => {
    mockFetch(
      lookup(200, {
        salaryReferenceNumber: '10000001',
        firstName: 'Thabo',
        lastName: 'Mokoena',
        employeeType: 'Permanent',
        maskedEmail: 't***@employees.demo',
        maskedCellphone: '+27*****0001',
      }),
    );
    renderPage(<EmployeeRegisterPage />, { path: '/employee/register' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Salary reference number/), '10000001');
    expect(screen.queryByText(/on the employee roster/)).toBeNull();
    await user.type(screen.getByLabelText(/^ID number/), '8001015009087');
    const found = await screen.findByText(/on the employee roster/);
    expect(found).toHaveTextContent('Thabo Mokoena');
    // the code goes to the email address typed below, not the roster's (QA walk 11 no. 4)
    expect(found).toHaveTextContent(
      'We found Thabo Mokoena (Permanent) on the employee roster and filled in your name and employee type: they must match the roster. We will send your confirmation code to the email address you give below.',
    );
    expect(found).not.toHaveTextContent('t***@employees.demo');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Thabo');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Mokoena');
    expect(screen.getByLabelText(/^Employee type/)).toHaveValue('Permanent');
  });

  it('checks the form against the roster and shows a mismatch on its field', async () => {
    const mismatch = 'The last name does not match our employee records for this salary reference number';
    const fetched = mockFetch({
      ...lookup(200, {
        salaryReferenceNumber: '10000001',
        firstName: 'Thabo',
        lastName: 'Mokoena',
        employeeType: 'Permanent',
        maskedEmail: 't***@employees.demo',
        maskedCellphone: '+27*****0001',
      }),
      'POST /api/employee/registration/check': () =>
        refusal(422, 'REGISTRATION_MISMATCH', 'Please check the highlighted fields', { lastName: mismatch }),
    });
    renderPage(<EmployeeRegisterPage />, { path: '/employee/register' });
    const user = userEvent.setup();
    await typeReferenceAndId(user, '10000001');
    await screen.findByText(/on the employee roster/);
    await fillTheRestAndRegister(user);
    await waitFor(() => expect(screen.getByLabelText(/^Last name/)).toHaveAccessibleDescription(mismatch));
    expect(fetched.callsTo('POST', '/api/employee/registration/check')[0]?.body).toEqual({
      salaryReferenceNumber: '10000001',
      idNumber: '8001015009087',
      firstName: 'Thabo',
      lastName: 'Mokoena',
      email: 'thabo@example.co.za',
      cellNumber: '+27821000001',
      employeeType: 'Permanent',
      userName: 'thabo.m',
      communicationType: 'email',
      acceptPOPIA: true,
      acceptTerms: true,
    });
    expect(signUpToPool).not.toHaveBeenCalled();
  });

  it('keeps the way back (an acceptance link) through confirming the account, and on "Sign in"', async () => {
    const next = '/employee/accept';
    mockFetch({
      ...lookup(200, {
        salaryReferenceNumber: '10000001',
        firstName: 'Thabo',
        lastName: 'Mokoena',
        employeeType: 'Permanent',
        maskedEmail: 't***@employees.demo',
        maskedCellphone: '+27*****0001',
      }),
      'POST /api/employee/registration/check': () => json(200, { username: '10000001' }),
    });
    vi.mocked(signUpToPool).mockResolvedValue('CONFIRM_SIGN_UP');
    const { router } = renderPage(<EmployeeRegisterPage />, {
      path: `/employee/register?next=${encodeURIComponent(next)}`,
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/employee/sign-in?next=${encodeURIComponent(next)}`,
    );
    const user = userEvent.setup();
    await typeReferenceAndId(user, '10000001');
    await screen.findByText(/on the employee roster/);
    await fillTheRestAndRegister(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/confirm-sign-up'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('next')).toBe(next);
    expect(query.get('username')).toBeNull();
    expect(router.state.location.state).toEqual({ handedAccount: { username: '10000001' } });
  }, 20_000);
});
