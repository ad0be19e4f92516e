import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { signInWithPassword } from '../flows/sign-in';
import { renderPage } from '../testing/render-page';
import { SignInPage } from './sign-in-page';

vi.mock('../flows/sign-in', () => ({ signInWithPassword: vi.fn(), answerSignInChallenge: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function poolError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

describe('sign-in page', () => {
  it('requires username and password, ties the errors to the fields and focuses the first', async () => {
    mockFetch();
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const username = screen.getByLabelText(/SA ID number or username/);
    expect(username).toHaveAccessibleDescription('Username is required');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('Password is required');
    await waitFor(() => expect(username).toHaveFocus());
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('shows the catalogue message inline and in the snackbar when the pool refuses', async () => {
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
    expect(screen.getByTestId('notification-alert')).toHaveTextContent('Incorrect username or password');
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
    expect(router.state.location.search).toContain('username=10000001');
    expect(router.state.location.search).toContain('reason=unconfirmed');
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
});
