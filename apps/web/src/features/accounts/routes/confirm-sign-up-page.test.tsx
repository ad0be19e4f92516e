import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { confirmSignUpCode, resendSignUpCode } from '../flows/account-flows';
import type * as accountFlows from '../flows/account-flows';
import { forgetPendingSignIn, rememberPendingSignIn } from '../flows/pending-sign-in';
import { signInWithPassword } from '../flows/sign-in';
import type * as signInFlows from '../flows/sign-in';
import { renderPage } from '../testing/render-page';
import { ConfirmSignUpPage } from './confirm-sign-up-page';

const afterSignIn = vi.fn(async (_next: string) => undefined);

vi.mock('../flows/after-sign-in', () => ({ useAfterSignIn: () => afterSignIn }));
vi.mock('../flows/account-flows', async (importOriginal) => ({
  ...(await importOriginal<typeof accountFlows>()),
  confirmSignUpCode: vi.fn(),
  resendSignUpCode: vi.fn(),
  completeAutoSignIn: vi.fn(),
}));
vi.mock('../flows/sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof signInFlows>()),
  signInWithPassword: vi.fn(),
}));

afterEach(() => {
  vi.resetAllMocks();
  forgetPendingSignIn();
});

function poolError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

const ID_NUMBER = '8503155123081';

describe('confirm sign-up page', () => {
  it('after an unconfirmed sign-in by username, asks for the SA ID number and uses it for the code', async () => {
    mockFetch();
    rememberPendingSignIn({
      audience: 'retail',
      username: 'lerato.m',
      password: 'Str0ng!Pw',
      autoSignIn: false,
    });
    vi.mocked(resendSignUpCode).mockResolvedValue('l***@e***.za');
    vi.mocked(confirmSignUpCode).mockResolvedValue('DONE');
    vi.mocked(signInWithPassword).mockResolvedValue({ step: 'DONE', username: 'lerato.m' });
    renderPage(<ConfirmSignUpPage />, {
      path: '/retail/confirm-sign-up?username=lerato.m&next=%2Fretail&reason=unconfirmed',
    });
    const user = userEvent.setup();
    const idField = await screen.findByLabelText(/SA ID number/);
    // The username is not an ID number: the field is empty and can be typed in.
    expect(idField).toHaveValue('');
    expect(idField).not.toHaveAttribute('readonly');
    expect(screen.getByText(/You signed in with your username lerato\.m/)).toBeInTheDocument();
    // No code was sent by the sign-in: the page does not claim one was.
    expect(screen.queryByText(/We have emailed you a 6-digit code/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(resendSignUpCode).not.toHaveBeenCalled();
    await waitFor(() => expect(idField).toHaveAccessibleDescription(/13-digit SA ID number/));

    await user.type(idField, ID_NUMBER);
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(resendSignUpCode).toHaveBeenCalledWith('retail', ID_NUMBER));
    expect(
      await screen.findByText(
        'We have sent a new code to l***@e***.za. Not your email address? Check the SA ID number you typed.',
      ),
    ).toBeInTheDocument();

    await user.type(screen.getByLabelText(/Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    await waitFor(() => expect(confirmSignUpCode).toHaveBeenCalledWith('retail', ID_NUMBER, '123456'));
    // Signed in with what the user typed at sign-in (the username works once the account is confirmed).
    await waitFor(() => expect(signInWithPassword).toHaveBeenCalledWith('retail', 'lerato.m', 'Str0ng!Pw'));
    await waitFor(() => expect(afterSignIn).toHaveBeenCalledWith('/retail'));
  });

  it('opened without the sign-up behind it (a new tab), confirms and sends to sign in saying so', async () => {
    mockFetch();
    vi.mocked(confirmSignUpCode).mockResolvedValue('DONE');
    const { router } = renderPage(<ConfirmSignUpPage />, {
      path: `/retail/confirm-sign-up?username=${ID_NUMBER}&next=%2Fretail%2Fdevice%2Fregister`,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Confirmation code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/retail/sign-in'));
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('next')).toBe('/retail/device/register');
    expect(query.get('confirmed')).toBe('1');
  });

  it('asks an employee who signed in with the user name for the salary reference number', async () => {
    mockFetch();
    renderPage(<ConfirmSignUpPage />, {
      path: '/employee/confirm-sign-up?username=thabo.m&next=%2Femployee&reason=unconfirmed',
    });
    const field = await screen.findByLabelText(/Salary reference number/);
    expect(field).toHaveValue('');
    expect(field).not.toHaveAttribute('readonly');
    // a reference too short is told the real rule, as the registration says it (QA walk 13)
    const user = userEvent.setup();
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/Please enter your salary reference number: 5 to 12 digits/),
    );
  });

  it('keeps an ID number it was given, read-only', async () => {
    mockFetch();
    renderPage(<ConfirmSignUpPage />, {
      path: `/retail/confirm-sign-up?username=${ID_NUMBER}&reason=unconfirmed`,
    });
    const idField = await screen.findByLabelText(/SA ID number/);
    expect(idField).toHaveValue(ID_NUMBER);
    expect(idField).toHaveAttribute('readonly');
  });

  it('does not retry the sign-in in the background after an unconfirmed sign-in', async () => {
    mockFetch();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      rememberPendingSignIn({
        audience: 'retail',
        username: ID_NUMBER,
        password: 'Str0ng!Pw',
        autoSignIn: false,
      });
      renderPage(<ConfirmSignUpPage />, {
        path: `/retail/confirm-sign-up?username=${ID_NUMBER}&reason=unconfirmed`,
      });
      await screen.findByLabelText(/SA ID number/);
      await vi.advanceTimersByTimeAsync(20_000);
      expect(signInWithPassword).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('clears the previous error when a new code is sent', async () => {
    mockFetch();
    vi.mocked(confirmSignUpCode).mockRejectedValue(poolError('CodeMismatchException'));
    vi.mocked(resendSignUpCode).mockResolvedValue('l***@e***.za');
    renderPage(<ConfirmSignUpPage />, {
      path: `/retail/confirm-sign-up?username=${ID_NUMBER}&reason=unconfirmed`,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Confirmation code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm my account' }));
    const form = screen.getByRole('form', { name: 'Confirm your account' }).parentElement!;
    await waitFor(() => expect(form).toHaveTextContent('Incorrect OTP given, Please enter valid OTP'));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('We have sent a new code to l***@e***.za.')).toBeInTheDocument();
    expect(form).not.toHaveTextContent('Incorrect OTP given, Please enter valid OTP');
    // Only the new-code notice: the "please confirm" notice has done its job.
    expect(form).not.toHaveTextContent('Please confirm your signup, To continue login');
  });
});
