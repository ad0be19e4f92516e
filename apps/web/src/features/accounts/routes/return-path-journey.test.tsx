import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockFetch } from '../../../test/mock-fetch';
import { confirmSignUpCode, completeAutoSignIn, signUpToPool } from '../flows/account-flows';
import { signInWithPassword } from '../flows/sign-in';
import { renderPage } from '../testing/render-page';
import { ConfirmSignUpPage } from './confirm-sign-up-page';
import { RetailSignUpPage } from './retail-sign-up-page';
import { SignInPage } from './sign-in-page';

const afterSignIn = vi.fn(async (_next: string) => undefined);

vi.mock('../flows/after-sign-in', () => ({ useAfterSignIn: () => afterSignIn }));
vi.mock('../flows/sign-in', () => ({ signInWithPassword: vi.fn(), answerSignInChallenge: vi.fn() }));
vi.mock('../flows/account-flows', () => ({
  signUpToPool: vi.fn(),
  confirmSignUpCode: vi.fn(),
  completeAutoSignIn: vi.fn(),
  resendSignUpCode: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  localStorage.clear();
});

const WIZARD = '/funeral/apply';
const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`;
const nextOf = (search: string) => new URLSearchParams(search).get('next');

describe('the way back through the account pages', () => {
  it('sign-in: "Create an account" (and the other links) keep the way back; signing in follows it', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'DONE', username: 'thandi' });
    renderPage(<SignInPage />, { path: withNext('/retail/sign-in', WIZARD) });
    const create = await screen.findByRole('link', { name: 'Create an account' });
    expect(create).toHaveAttribute('href', withNext('/retail/sign-up', WIZARD));
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      withNext('/retail/forgot-password', WIZARD),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/SA ID number or username/), 'thandi');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith(WIZARD));
  });

  it.each([['//evil.example/x'], ['https://evil.example'], ['/\\evil.example'], ['/retail/sign-up']])(
    'sign-in: an unsafe way back (%j) falls back to the home page',
    async (next) => {
      mockFetch();
      vi.mocked(signInWithPassword).mockResolvedValue({ step: 'DONE', username: 'thandi' });
      renderPage(<SignInPage />, { path: withNext('/retail/sign-in', next) });
      expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
        'href',
        '/retail/sign-up',
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(/SA ID number or username/), 'thandi');
      await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith('/retail'));
    },
  );

  it('sign-up: goes on to the confirm step with the way back, and "Sign in" keeps it', async () => {
    mockFetch({ 'POST /api/retail/signUpCheck': () => json(200, { available: true }) });
    vi.mocked(signUpToPool).mockResolvedValue('CONFIRM_SIGN_UP');
    const { router } = renderPage(<RetailSignUpPage />, { path: withNext('/retail/sign-up', WIZARD) });
    const footer = await screen.findByRole('link', { name: 'Sign in' });
    expect(footer).toHaveAttribute('href', withNext('/retail/sign-in', WIZARD));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^SA ID number/), '8001015009087');
    await user.type(screen.getByLabelText(/^Username/), 'thandi.nkosi');
    await user.type(screen.getByLabelText(/^First name/), 'Thandi');
    await user.type(screen.getByLabelText(/^Last name/), 'Nkosi');
    await user.type(screen.getByLabelText(/^Email address/), 'thandi@example.co.za');
    await user.type(screen.getByLabelText(/^Mobile number/), '0821234567');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('checkbox', { name: /privacy notice/i }));
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/i }));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/confirm-sign-up'));
    expect(nextOf(router.state.location.search)).toBe(WIZARD);
    // the SA ID number travels in the history entry's state, never in the address (QA walk 10 no. 1)
    expect(router.state.location.search).not.toContain('8001015009087');
    expect(router.state.location.state).toEqual({ handedAccount: { username: '8001015009087' } });
  }, 20_000);

  it('confirm: after the code and the automatic sign-in, goes back to the wizard', async () => {
    mockFetch();
    vi.mocked(confirmSignUpCode).mockResolvedValue('COMPLETE_AUTO_SIGN_IN');
    vi.mocked(completeAutoSignIn).mockResolvedValue(true);
    renderPage(<ConfirmSignUpPage />, {
      path: `/retail/confirm-sign-up?username=8001015009087&next=${encodeURIComponent(WIZARD)}`,
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Confirm your account' });
    await user.type(within(form).getByLabelText(/^Confirmation code/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Confirm my account' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith(WIZARD));
    expect(confirmSignUpCode).toHaveBeenCalledWith('retail', '8001015009087', '123456');
  });

  it('confirm: when the automatic sign-in fails, the sign-in page still knows the way back', async () => {
    mockFetch();
    vi.mocked(confirmSignUpCode).mockResolvedValue('DONE');
    const refused = new Error('NotAuthorizedException');
    refused.name = 'NotAuthorizedException';
    vi.mocked(signInWithPassword).mockRejectedValue(refused);
    const { router } = renderPage(<ConfirmSignUpPage />, {
      path: `/retail/confirm-sign-up?username=8001015009087&next=${encodeURIComponent(WIZARD)}`,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/sign-in'), { timeout: 5000 });
    expect(nextOf(router.state.location.search)).toBe(WIZARD);
  });
});

describe('the sign-in form remembers the last username on this device', () => {
  it('prefills the username used last time, with autocomplete="username", and never keeps the password', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'DONE', username: 'thandi' });
    const first = renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), 'thandi');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalled());
    expect(JSON.stringify({ ...localStorage })).not.toContain('Str0ng!Passw0rd');
    first.unmount();

    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const username = await screen.findByLabelText(/SA ID number or username/);
    expect(username).toHaveValue('thandi');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('does not keep a username that is an ID number, nor one that failed', async () => {
    mockFetch();
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'DONE', username: '8001015009087' });
    const first = renderPage(<SignInPage />, { path: '/retail/sign-in' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/SA ID number or username/), '8001015009087');
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalled());
    expect(JSON.stringify({ ...localStorage })).not.toContain('8001015009087');
    first.unmount();

    const error = new Error('NotAuthorizedException');
    error.name = 'NotAuthorizedException';
    vi.mocked(signInWithPassword).mockRejectedValue(error);
    const second = renderPage(<SignInPage />, { path: '/retail/sign-in' });
    expect(await screen.findByLabelText(/SA ID number or username/)).toHaveValue('');
    await user.type(screen.getByLabelText(/SA ID number or username/), 'someone');
    await user.type(screen.getByLabelText(/^Password/), 'Wrong!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findAllByText('Incorrect username or password');
    second.unmount();
    renderPage(<SignInPage />, { path: '/retail/sign-in' });
    expect(await screen.findByLabelText(/SA ID number or username/)).toHaveValue('');
  });
});
