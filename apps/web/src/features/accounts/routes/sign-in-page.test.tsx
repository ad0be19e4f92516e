import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import {
  answerSignInChallenge,
  signInWithPassword,
  startCodeSignIn,
  startCustomSignIn,
  startPasswordlessSignIn,
} from '../flows/sign-in';
import type * as signInFlows from '../flows/sign-in';
import { sessionActions } from '../../../lib/identity';
import { preloadAuth } from '../../../lib/identity/amplify-client';
import type * as amplifyClient from '../../../lib/identity/amplify-client';
import { renderPage } from '../testing/render-page';
import { SignInPage } from './sign-in-page';

const afterSignIn = vi.fn(async (_next: string) => undefined);

vi.mock('../flows/after-sign-in', () => ({ useAfterSignIn: () => afterSignIn }));
vi.mock('../flows/sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof signInFlows>()),
  signInWithPassword: vi.fn(),
  startCodeSignIn: vi.fn(),
  startPasswordlessSignIn: vi.fn(),
  startCustomSignIn: vi.fn(),
  answerSignInChallenge: vi.fn(),
}));

vi.mock('../../../lib/identity/amplify-client', async (importOriginal) => ({
  ...(await importOriginal<typeof amplifyClient>()),
  preloadAuth: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
  localStorage.clear();
});

/** The sign-in steps' form, and its own alert (the snackbar is an alert too). */
const stepForm = () => within(screen.getByRole('form', { name: 'Confirm your sign-in' }));

function supportPasskeys() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
}

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

  it('offers a code and (where the browser can) a passkey beside the password, after a divider', async () => {
    mockFetch();
    supportPasskeys();
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    await screen.findByRole('button', { name: 'Sign in' });
    const names = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .filter((name) => name !== '');
    expect(names).toEqual(['Sign in', 'Send me a code', 'Use a passkey']);
    expect(screen.getByRole('separator')).toHaveTextContent('or');
    expect(screen.queryByRole('button', { name: 'Text a code to my work phone' })).not.toBeInTheDocument();
  });

  it('hides "Use a passkey" where the browser has no PublicKeyCredential', async () => {
    mockFetch();
    vi.stubGlobal('PublicKeyCredential', undefined);
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    expect(await screen.findByRole('button', { name: 'Send me a code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('a code needs only the username: the password is not checked', async () => {
    mockFetch();
    vi.mocked(startCodeSignIn).mockResolvedValue({
      step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 't***@e***.com' },
      username: 'thandi',
    });
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send me a code' }));
    const username = screen.getByLabelText(/SA ID number or username/);
    // The checks load on first use (issue 15): the messages follow once they have.
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username is required'));
    await waitFor(() => expect(username).toHaveFocus());
    expect(screen.getByLabelText(/^Password/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(startCodeSignIn).not.toHaveBeenCalled();
    await user.type(username, ' thandi ');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We sent a 6-digit code to t***@e***.com.')).toBeInTheDocument();
    expect(startCodeSignIn).toHaveBeenCalledWith('retail', 'thandi');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('offers the username last used on this device, and a cancelled code step gives back what was typed', async () => {
    mockFetch();
    localStorage.setItem('cover.lastUsername.retail', 'thandi');
    vi.mocked(startCodeSignIn).mockResolvedValue({
      step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 's***@e***.com' },
      username: 'sipho',
    });
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    const username = await screen.findByLabelText(/SA ID number or username/);
    expect(username).toHaveValue('thandi');
    await user.clear(username);
    await user.type(username, 'sipho');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(await screen.findByText('We sent a 6-digit code to s***@e***.com.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText(/SA ID number or username/)).toHaveValue('sipho');
    expect(startCodeSignIn).toHaveBeenCalledWith('retail', 'sipho');
  });

  it('code sign-in with a choice: SMS chosen, a wrong code refused, the right one signs in', async () => {
    mockFetch();
    vi.mocked(startCodeSignIn).mockResolvedValue({
      step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['EMAIL_OTP', 'SMS_OTP'],
      username: 'thandi',
    });
    const wrong = new Error('Invalid code');
    wrong.name = 'CodeMismatchException';
    vi.mocked(answerSignInChallenge)
      .mockResolvedValueOnce({
        step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+27*****4567' },
      })
      .mockRejectedValueOnce(wrong)
      .mockResolvedValueOnce({ step: 'DONE' });
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.click(screen.getByRole('button', { name: 'Send me a code' }));
    expect(
      await screen.findByRole('heading', { name: 'Where should we send your code?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Text me a code (SMS)' }));
    expect(await screen.findByText('We sent a 6-digit code to +27*****4567.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepForm().findByRole('alert')).toHaveTextContent(
      'Incorrect OTP given, Please enter valid OTP',
    );
    const code = screen.getByLabelText(/Verification code/);
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith('/retail'));
    expect(vi.mocked(answerSignInChallenge).mock.calls).toEqual([
      ['retail', 'thandi', 'SMS_OTP', undefined],
      ['retail', 'thandi', '000000', undefined],
      ['retail', 'thandi', '123456', undefined],
    ]);
    expect(localStorage.getItem('cover.lastUsername.retail')).toBe('thandi');
  });

  it('"Use a passkey" signs in without a password', async () => {
    mockFetch();
    supportPasskeys();
    vi.mocked(startPasswordlessSignIn).mockResolvedValue({ step: 'DONE', username: 'thandi' });
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith('/retail'));
    expect(startPasswordlessSignIn).toHaveBeenCalledWith('retail', 'thandi', 'WEB_AUTHN');
  });

  it('"Use a passkey" for an account without one offers the other ways, and says why', async () => {
    mockFetch();
    supportPasskeys();
    vi.mocked(startPasswordlessSignIn).mockResolvedValue({
      step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD_SRP', 'EMAIL_OTP', 'WEB_AUTHN'],
      username: 'thandi',
    });
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    const choice = within(await screen.findByRole('region', { name: 'How would you like to sign in?' }));
    expect(choice.getByRole('status')).toHaveTextContent('There is no passkey for this account yet.');
    expect(choice.getByRole('button', { name: 'Use my password' })).toBeInTheDocument();
    expect(choice.getByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
    expect(choice.queryByRole('button', { name: 'Use a passkey' })).not.toBeInTheDocument();
  });

  it('a closed passkey prompt is said plainly, on the form', async () => {
    mockFetch();
    supportPasskeys();
    const cancelled = new Error('Passkey authentication ceremony has been canceled.');
    cancelled.name = 'PasskeyAuthenticationCanceled';
    vi.mocked(startPasswordlessSignIn).mockRejectedValue(cancelled);
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }));
    const form = within(screen.getByRole('form', { name: 'Sign in' }));
    expect(await form.findByRole('alert')).toHaveTextContent(/^No passkey was used/);
    expect(screen.getByRole('button', { name: 'Use a passkey' })).toBeEnabled();
  });

  it('employees may have a code texted to the work phone on the roster', async () => {
    mockFetch();
    vi.mocked(startCustomSignIn).mockResolvedValue({
      step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { method: 'ROSTER_SMS', destination: '+27*****4567' },
      username: '10000001',
    });
    vi.mocked(answerSignInChallenge).mockResolvedValue({ step: 'DONE' });
    renderPage(<SignInPage />, { path: '/employee/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/User name or salary reference number/), '010000001');
    await user.click(screen.getByRole('button', { name: 'Text a code to my work phone' }));
    expect(
      await screen.findByText(
        "We sent a 6-digit code to +27*****4567, the work cellphone number on your employer's records.",
      ),
    ).toBeInTheDocument();
    expect(startCustomSignIn).toHaveBeenCalledWith('employee', '010000001');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith('/employee'));
    expect(answerSignInChallenge).toHaveBeenCalledWith('employee', '10000001', '123456', undefined);
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
