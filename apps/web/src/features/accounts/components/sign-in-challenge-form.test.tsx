import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '../../../test/mock-fetch';
import { answerSignInChallenge, type SignInNextStep } from '../flows/sign-in';
import type * as signInFlows from '../flows/sign-in';
import { renderPage } from '../testing/render-page';
import { SignInChallengeForm } from './sign-in-challenge-form';

vi.mock('../flows/sign-in', async (importOriginal) => ({
  ...(await importOriginal<typeof signInFlows>()),
  answerSignInChallenge: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(answerSignInChallenge).mockReset();
});

/** The step's own alert (the snackbar is an alert too). */
async function stepAlert() {
  return within(await screen.findByRole('form', { name: 'Confirm your sign-in' })).findByRole('alert');
}

function poolError(name: string): Error {
  const error = new Error(name);
  error.name = name;
  return error;
}

function renderSteps(
  step: SignInNextStep,
  notice?: string,
  newCode?: (factor: 'EMAIL_OTP' | 'SMS_OTP') => Promise<SignInNextStep>,
) {
  mockFetch();
  const onFinish = vi.fn();
  const onCancel = vi.fn();
  renderPage(
    <SignInChallengeForm
      audience="retail"
      username="thandi"
      step={step}
      notice={notice}
      onFinish={onFinish}
      onCancel={onCancel}
      {...(newCode ? { newCode } : {})}
    />,
    { path: '/retail/sign-in' },
  );
  return { onFinish, onCancel, user: userEvent.setup() };
}

const EMAIL_CODE: SignInNextStep = {
  step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 't***@e***.com' },
};

describe('sign-in steps', () => {
  it('a wrong code shows the catalogue message and keeps the step; the right one finishes', async () => {
    vi.mocked(answerSignInChallenge)
      .mockRejectedValueOnce(poolError('CodeMismatchException'))
      .mockResolvedValueOnce({ step: 'DONE' });
    const { onFinish, user } = renderSteps(EMAIL_CODE);
    await user.type(screen.getByLabelText(/Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepAlert()).toHaveTextContent('Incorrect OTP given, Please enter valid OTP');
    expect(screen.getByText('We sent a 6-digit code to t***@e***.com.')).toBeInTheDocument();
    const field = screen.getByLabelText(/Verification code/);
    await user.clear(field);
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ step: 'DONE' }));
    expect(vi.mocked(answerSignInChallenge).mock.calls).toEqual([
      ['retail', 'thandi', '111111', undefined],
      ['retail', 'thandi', '222222', undefined],
    ]);
  });

  it('too many wrong codes end the sign-in, with the way back', async () => {
    vi.mocked(answerSignInChallenge).mockRejectedValue(poolError('NotAuthorizedException'));
    const { onCancel, user } = renderSteps(EMAIL_CODE);
    await user.type(screen.getByLabelText(/Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/This sign-in has ended/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('a wrong custom answer (the pool asks again) says the code was wrong', async () => {
    const custom: SignInNextStep = {
      step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { method: 'ROSTER_SMS', destination: '+27*****4567' },
    };
    vi.mocked(answerSignInChallenge).mockResolvedValueOnce(custom).mockResolvedValueOnce({ step: 'DONE' });
    const { onFinish, user } = renderSteps(custom);
    await user.type(screen.getByLabelText(/Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepAlert()).toHaveTextContent('Incorrect OTP given, Please enter valid OTP');
    expect(onFinish).not.toHaveBeenCalled();
    const field = screen.getByLabelText(/Verification code/);
    await user.clear(field);
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ step: 'DONE' }));
  });

  it('MFA setup: choose the authenticator app, scan, enter its code, signed in', async () => {
    vi.mocked(answerSignInChallenge)
      .mockResolvedValueOnce({
        step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetup: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          setupUri: 'otpauth://totp/Telkom%20Cover:thandi?secret=JBSWY3DPEHPK3PXP&issuer=Telkom%20Cover',
        },
      })
      .mockResolvedValueOnce({ step: 'DONE' });
    const { onFinish, user } = renderSteps({
      step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMfaTypes: ['EMAIL', 'TOTP'],
    });
    await user.click(screen.getByRole('radio', { name: /authenticator app/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ step: 'DONE' }));
    expect(vi.mocked(answerSignInChallenge).mock.calls.map((call) => call[2])).toEqual(['TOTP', '123456']);
  });

  it('MFA setup by email: the address, then the code sent to it', async () => {
    vi.mocked(answerSignInChallenge)
      .mockResolvedValueOnce({ step: 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP' })
      .mockResolvedValueOnce(EMAIL_CODE);
    const { user } = renderSteps({
      step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
      allowedMfaTypes: ['EMAIL', 'TOTP'],
    });
    await user.click(screen.getByRole('radio', { name: 'Email me a code each time' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText(/Email address/), 'thandi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('We sent a 6-digit code to t***@e***.com.')).toBeInTheDocument();
    expect(vi.mocked(answerSignInChallenge).mock.calls.map((call) => call[2])).toEqual([
      'EMAIL',
      'thandi@example.co.za',
    ]);
  });

  it('first-factor choice with its notice; a closed passkey prompt is said plainly', async () => {
    vi.stubGlobal('PublicKeyCredential', function PublicKeyCredential() {});
    vi.mocked(answerSignInChallenge).mockRejectedValue(poolError('PasskeyAuthenticationCanceled'));
    const { user } = renderSteps(
      {
        step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
        availableChallenges: ['PASSWORD_SRP', 'WEB_AUTHN'],
      },
      'Why the choice',
    );
    const choice = within(screen.getByRole('region', { name: 'How would you like to sign in?' }));
    expect(choice.getByRole('status')).toHaveTextContent('Why the choice');
    await user.click(choice.getByRole('button', { name: 'Use a passkey' }));
    expect(await choice.findByRole('alert')).toHaveTextContent(/^No passkey was used/);
    expect(screen.getByRole('button', { name: 'Use my password' })).toBeEnabled();
  });

  it('the password after choosing it; a wrong one ends this sign-in', async () => {
    vi.mocked(answerSignInChallenge)
      .mockResolvedValueOnce({ step: 'CONFIRM_SIGN_IN_WITH_PASSWORD' })
      .mockRejectedValueOnce(poolError('NotAuthorizedException'));
    const { user } = renderSteps({
      step: 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION',
      availableChallenges: ['PASSWORD_SRP', 'EMAIL_OTP'],
    });
    await user.click(screen.getByRole('button', { name: 'Use my password' }));
    await user.type(await screen.findByLabelText(/^Password/), 'Wrong!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByText('Incorrect username or password', { selector: '.MuiAlert-message' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Back to sign in' })).toBeInTheDocument();
  });

  it('new password with a missing attribute sends both', async () => {
    vi.mocked(answerSignInChallenge).mockResolvedValue({ step: 'DONE' });
    const { onFinish, user } = renderSteps({
      step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['given_name'],
    });
    await user.type(screen.getByLabelText(/^New password/), 'N3w!Passw0rd');
    await user.type(screen.getByLabelText(/^First name/), ' Thandi ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(answerSignInChallenge).toHaveBeenCalledWith('retail', 'thandi', 'N3w!Passw0rd', {
      given_name: 'Thandi',
    });
  });

  it('a step this site has no screen for says so', () => {
    renderSteps({ step: 'SOMETHING_NEW' as SignInNextStep['step'] });
    expect(screen.getByText(/needs a sign-in step this site does not offer/)).toBeInTheDocument();
  });
});

describe('a new sign-in code (QA walk 10 no. 15)', () => {
  it('"Send a new code" starts the code sign-in again for the same kind of code and clears the old refusal', async () => {
    vi.mocked(answerSignInChallenge).mockRejectedValueOnce(poolError('CodeMismatchException'));
    const newCode = vi.fn().mockResolvedValue({
      ...EMAIL_CODE,
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 't***@e***.com' },
    });
    const { user } = renderSteps(EMAIL_CODE, undefined, newCode);
    await user.type(screen.getByLabelText(/Verification code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepAlert()).toHaveTextContent('Incorrect OTP given');
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(newCode).toHaveBeenCalledWith('EMAIL_OTP'));
    expect(await screen.findAllByText('We have sent you a new code')).not.toHaveLength(0);
    const form = screen.getByRole('form', { name: 'Confirm your sign-in' });
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Verification code/)).toHaveValue('');
  });

  it('says when the pool will not send another code yet, and keeps the step', async () => {
    const newCode = vi.fn().mockRejectedValue(poolError('LimitExceededException'));
    const { user } = renderSteps(
      {
        step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+*******6543' },
      },
      undefined,
      newCode,
    );
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(newCode).toHaveBeenCalledWith('SMS_OTP'));
    expect(await stepAlert()).toHaveTextContent('Limit exceeded, Please try after some time');
    expect(screen.getByLabelText(/Verification code/)).toBeInTheDocument();
  });

  it('offers no new code where none can be sent (an authenticator app code)', () => {
    renderSteps({ step: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }, undefined, vi.fn());
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
  });
});
