/** Signing in without a password: a code by email or SMS, a passkey, or (employees) a code to the work phone. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import {
  answerSignInChallenge,
  signInWithPassword,
  startCodeSignIn,
  startCustomSignIn,
  startPasswordlessSignIn,
} from '../flows/sign-in';
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

/** The sign-in steps' form, and its own alert (the snackbar is an alert too). */
const stepForm = () => within(screen.getByRole('form', { name: 'Confirm your sign-in' }));

function supportPasskeys() {
  vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
}

describe('sign-in page without a password', () => {
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
    expect(
      await screen.findByText('We sent a 6-digit code to the number ending in 4567.'),
    ).toBeInTheDocument();
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
        "We sent a 6-digit code to the number ending in 4567, the work cellphone number on your employer's records.",
      ),
    ).toBeInTheDocument();
    expect(startCustomSignIn).toHaveBeenCalledWith('employee', '010000001');
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith('/employee'));
    expect(answerSignInChallenge).toHaveBeenCalledWith('employee', '10000001', '123456', undefined);
  });
});
