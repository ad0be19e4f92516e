import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { changePassword } from '../flows/account-flows';
import { renderPage } from '../testing/render-page';
import { ChangePasswordPage } from './change-password-page';

vi.mock('../flows/account-flows', () => ({ changePassword: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const signedInAs = { audience: 'employee' as const, user: { username: '10000001', givenName: 'Thabo' } };

describe('change password', () => {
  it('needs the old password and a strong, confirmed new one', async () => {
    mockFetch();
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
    expect(changePassword).not.toHaveBeenCalled();
  });

  it('names a wrong old password with the catalogue text', async () => {
    mockFetch();
    const refused = new Error('Incorrect username or password.');
    refused.name = 'NotAuthorizedException';
    vi.mocked(changePassword).mockRejectedValue(refused);
    renderPage(<ChangePasswordPage />, { path: '/employee/change-password', signedInAs });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'Old!Passw0rd');
    await user.type(screen.getByLabelText(/^New password/), 'New!Passw0rd1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'New!Passw0rd1');
    await user.click(screen.getByRole('button', { name: 'Change my password' }));
    await waitFor(() =>
      expect(screen.getByTestId('notification-alert')).toHaveTextContent(
        'Incorrect old password, Please enter old correct password',
      ),
    );
    expect(changePassword).toHaveBeenCalledWith('employee', 'Old!Passw0rd', 'New!Passw0rd1');
  });

  it('sends a signed-out visitor to sign-in and back', async () => {
    mockFetch();
    const { router } = renderPage(<ChangePasswordPage />, { path: '/retail/change-password' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/sign-in'));
    expect(router.state.location.search).toBe('?next=%2Fretail%2Fchange-password');
  });
});
