import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, refusal } from '../../../test/mock-fetch';
import { homePath } from '../../../lib/identity';
import { pageAlert } from '../testing/page-alert';
import { renderPage } from '../testing/render-page';
import { ChangePasswordPage } from './change-password-page';

afterEach(() => vi.unstubAllGlobals());

const signedInAs = { audience: 'employee' as const, user: { username: '10000001', givenName: 'Thabo' } };
const CHANGE = 'POST /api/employee/changePassword';

async function fillAndSubmit(oldPassword = 'Old!Passw0rd', newPassword = 'New!Passw0rd1') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Current password/), oldPassword);
  await user.type(screen.getByLabelText(/^New password/), newPassword);
  await user.type(screen.getByLabelText(/^Confirm new password/), newPassword);
  await user.click(screen.getByRole('button', { name: 'Change my password' }));
}

describe('change password', () => {
  it('needs the old password and a strong, confirmed new one', async () => {
    const api = mockFetch();
    renderPage(<ChangePasswordPage />, { path: '/employee/change-password', signedInAs });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^New password/), 'weak');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    expect(screen.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'Please enter your current password',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/at least 8 characters/);
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription(
      'The passwords do not match',
    );
    expect(api.callsTo('POST', '/api/employee/changePassword')).toHaveLength(0);
  });

  it('refuses the current password as the new one and stays (QA walk 5, finding 7)', async () => {
    const api = mockFetch({ [CHANGE]: () => new Response(null, { status: 204 }) });
    const { router } = renderPage(<ChangePasswordPage />, { path: '/employee/change-password', signedInAs });
    await fillAndSubmit('Same!Passw0rd', 'Same!Passw0rd');
    expect(await screen.findByLabelText(/^New password/)).toHaveAccessibleDescription(
      'Your new password must be different from your current password.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    expect(api.callsTo('POST', '/api/employee/changePassword')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/employee/change-password');
  });

  it('changes it through the API and goes back to the account', async () => {
    const api = mockFetch({ [CHANGE]: () => new Response(null, { status: 204 }) });
    const { router } = renderPage(<ChangePasswordPage />, { path: '/employee/change-password', signedInAs });
    await fillAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe(homePath('employee')));
    expect(api.callsTo('POST', '/api/employee/changePassword').map((call) => call.body)).toEqual([
      { oldPassword: 'Old!Passw0rd', newPassword: 'New!Passw0rd1' },
    ]);
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
  });

  it.each([
    [400, 'WRONG_OLD_PASSWORD', 'Incorrect old password, Please enter old correct password'],
    [429, 'CODE_LIMIT_EXCEEDED', 'Limit exceeded, Please try after some time'],
    // locked for a while after repeated wrong passwords: the right one is refused too, so it is not "incorrect"
    [400, 'PASSWORD_ATTEMPTS_EXCEEDED', 'Limit exceeded, Please try after some time'],
    [400, 'INVALID_PASSWORD', 'Unable to change your password. Please try again later.'],
  ])('answered %i %s: says "%s" and stays', async (status, code, message) => {
    mockFetch({ [CHANGE]: () => refusal(status, code, 'the server’s words') });
    const { router } = renderPage(<ChangePasswordPage />, { path: '/employee/change-password', signedInAs });
    await fillAndSubmit();
    await waitFor(() => expect(pageAlert()).toHaveTextContent(message));
    expect(router.state.location.pathname).toBe('/employee/change-password');
  });

  it('sends a signed-out visitor to sign-in and back', async () => {
    mockFetch();
    const { router } = renderPage(<ChangePasswordPage />, { path: '/retail/change-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/sign-in'));
    expect(router.state.location.search).toBe('?next=%2Fretail%2Fchange-password');
  });
});
