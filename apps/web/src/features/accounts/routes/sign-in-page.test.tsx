/** Signing in with the password: the form's words and checks, the pool's refusals and what follows a sign-in. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { signInWithPassword } from '../flows/sign-in';
import { sessionActions } from '../../../lib/identity';
import { preloadAuth } from '../../../lib/identity/amplify-client';
import { pageAlert } from '../testing/page-alert';
import { renderPage } from '../testing/render-page';
import { afterSignIn, resetSignIn } from '../testing/sign-in-mocks';
import { SignInPage } from './sign-in-page';

vi.mock('../flows/after-sign-in', async () => (await import('../testing/sign-in-mocks')).afterSignInModule());
vi.mock('../flows/sign-in', async (original) =>
  (await import('../testing/sign-in-mocks')).signInFlowsModule(original),
);
vi.mock('../../../lib/identity/amplify-client', async (original) =>
  (await import('../testing/sign-in-mocks')).amplifyClientModule(original),
);

afterEach(resetSignIn);

function poolError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

describe('sign-in page', () => {
  it('says what a customer manages in words that fit every line (it is reached from the device quote too)', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/retail/sign-in?next=/retail/device/register' });
    expect(await screen.findByText('Manage your cover, claims and payments.')).toBeInTheDocument();
    expect(screen.queryByText(/funeral/i)).not.toBeInTheDocument();
  });

  it('says the account is confirmed when the confirmation page sends the customer here to sign in', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/retail/sign-in?next=/retail/device/register&confirmed=1' });
    const notice = await screen.findByText('Your account is confirmed. Sign in to continue.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('after a password reset, says the password is changed and fills in the username that was reset', async () => {
    mockFetch();
    renderPage(<SignInPage />, {
      path: '/retail/sign-in',
      state: { passwordChanged: true, username: 'lerato7' },
    });
    const notice = await screen.findByText('Your password has been changed. Sign in with your new password.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByLabelText(/SA ID number or username/)).toHaveValue('lerato7');
  });

  it('says nothing of a password change when opened without one', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/retail/sign-in', state: { username: 42 } });
    expect(await screen.findByLabelText(/SA ID number or username/)).toHaveValue('');
    expect(screen.queryByText(/Your password has been changed/)).not.toBeInTheDocument();
  });

  it('requires username and password, ties the errors to the fields and focuses the first', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText(/SA ID number or username/);
    // The checks load on first use (issue 15): the messages follow once they have.
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username is required'));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(username).toHaveFocus());
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('downloads the identity client once the visitor starts on the form, after the field has answered', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const username = await screen.findByLabelText(/SA ID number or username/);
    // An earlier test's focus may still have its frame to come: only what this focus does counts.
    vi.mocked(preloadAuth).mockClear();
    fireEvent.focus(username);
    // Not inside the focus event: at the next frame.
    expect(preloadAuth).not.toHaveBeenCalled();
    await waitFor(() => expect(preloadAuth).toHaveBeenCalled());
  });

  it('shows the catalogue message inline (and no snackbar repeating it) when the pool refuses', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockRejectedValue(poolError('NotAuthorizedException'));
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const alerts = await screen.findAllByText('Incorrect username or password');
    expect(alerts.length).toBeGreaterThanOrEqual(1);
    expect(signInWithPassword).toHaveBeenCalledWith('retail', 'thandi', 'Wrong!Passw0rd');
    expect(pageAlert()).toHaveTextContent('Incorrect username or password');
  });

  it('sends an unconfirmed account to the confirm step', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'CONFIRM_SIGN_UP', username: '10000001' });
    const { router } = renderPage(<SignInPage />, { path: '/employee/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/User name or salary reference number/), '010000001');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/employee/confirm-sign-up'));
    // the username travels in the history entry's state, not the address (QA walk 10 no. 1)
    expect(router.state.location.search).not.toContain('username');
    expect(router.state.location.state).toEqual({ handedAccount: { username: '10000001' } });
    expect(router.state.location.search).toContain('reason=unconfirmed');
  });

  it('says "Signing you in…" while the next page is prepared, not that someone is signed in already', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'DONE', username: '8001015009087' });
    const { store } = renderPage(<SignInPage />, { path: '/retail/sign-in' });
    // as completeSignIn does: the session turns signed-in, the navigation has not happened yet
    afterSignIn.mockImplementation(() => {
      store.dispatch(
        sessionActions('retail').sessionResolved({
          user: { username: '8001015009087', givenName: 'Thandi', familyName: 'Nkosi' },
          twoFactor: { required: false, status: 'enabled' },
        }),
      );
      return new Promise<undefined>(() => undefined);
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    expect(screen.queryByText(/sign out first/)).not.toBeInTheDocument();
  });

  it('offers sign-out instead of a second sign-in to a signed-in user', async () => {
    mockFetch();
    renderPage(<SignInPage />, {
      path: '/retail/sign-in',
      signedInAs: {
        audience: 'retail',
        user: { username: '8001015009087', givenName: 'Thandi', familyName: 'Nkosi' },
      },
    });
    expect(await screen.findByRole('region', { name: 'Already signed in' })).toHaveTextContent(
      'You are signed in as Thandi Nkosi',
    );
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
  });

  it('a password sign-in that needs MFA set up (IDP_MFA=ON) gets the setup choice, and Cancel goes back', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockResolvedValue({
      step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMfaTypes: ['EMAIL', 'TOTP'],
      username: 'thandi',
    });
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('radiogroup', { name: 'How would you like to get your sign-in codes?' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/does not offer/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
  });
});
