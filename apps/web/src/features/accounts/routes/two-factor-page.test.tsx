import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch, refusal } from '../../../test/mock-fetch';
import { EMPLOYEE_TWO_FACTOR_KEY } from '../../../lib/identity/two-factor-storage';
import { pageAlert } from '../testing/page-alert';
import { renderPage } from '../testing/render-page';
import { TwoFactorPage } from './two-factor-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedInAs = { audience: 'employee' as const, user: { username: '10000001', givenName: 'Thabo' } };
const EMAIL_NOTICE = 'We have sent a one-time code to your email address t***@example.co.za';

function twoFactorServer() {
  return mockFetch({
    'POST /api/employee/twoFactor/send': (call) => {
      const channel = (call.body as { verifyAttribute: string }).verifyAttribute;
      return json(200, {
        verifyAttribute: channel,
        notice:
          channel === 'email'
            ? EMAIL_NOTICE
            : 'We have sent a one-time code to your mobile number ending 0001',
      });
    },
    'POST /api/employee/twoFactor/verify': (call) =>
      (call.body as { verificationCode: string }).verificationCode === '123456'
        ? json(200, { required: true, status: 'enabled' })
        : refusal(400, 'LOGIN_OTP_WRONG', 'Incorrect OTP. Please enter the correct OTP.'),
  });
}

describe('two-factor step', () => {
  it('sends the code to the email on open, or to the mobile on request', async () => {
    const server = twoFactorServer();
    renderPage(<TwoFactorPage />, {
      path: '/employee/two-factor?next=/employee/profile',
      signedInAs,
      twoFactorPending: true,
    });
    expect(await screen.findByText(EMAIL_NOTICE)).toBeInTheDocument();
    expect(server.callsTo('POST', '/api/employee/twoFactor/send').map((call) => call.body)).toEqual([
      { verifyAttribute: 'email' },
    ]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send it to my mobile instead' }));
    expect(await screen.findByText(/mobile number ending 0001/)).toBeInTheDocument();
  });

  it('waits a second, shows a wrong code, then lets the employee in and keeps the status', async () => {
    const server = twoFactorServer();
    const { router, store } = renderPage(<TwoFactorPage />, {
      path: '/employee/two-factor?next=/employee/profile',
      signedInAs,
      twoFactorPending: true,
    });
    const user = userEvent.setup();
    await screen.findByText(EMAIL_NOTICE);
    await user.type(screen.getByLabelText(/^One-time code/), '000000');
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() =>
      expect(pageAlert()).toHaveTextContent('Incorrect OTP. Please enter the correct OTP.'),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(store.getState().employeeSession.employeeAuthenticated).toBe(false);

    await user.clear(screen.getByLabelText(/^One-time code/));
    await user.type(screen.getByLabelText(/^One-time code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/profile'), { timeout: 4000 });
    expect(store.getState().employeeSession.employeeAuthenticated).toBe(true);
    expect(localStorage.getItem(EMPLOYEE_TWO_FACTOR_KEY)).toBe('enabled');
    expect(server.callsTo('POST', '/api/employee/twoFactor/verify').at(-1)?.body).toEqual({
      verificationCode: '123456',
      verifyAttribute: 'email',
    });
  });
});
