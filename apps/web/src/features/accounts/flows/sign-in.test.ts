import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInOutput } from 'aws-amplify/auth';
import { withAuth } from '../../../lib/identity/amplify-client';
import {
  answerSignInChallenge,
  authenticatorAccountName,
  readNextStep,
  signInWithPassword,
  startCodeSignIn,
  startCustomSignIn,
  startPasswordlessSignIn,
} from './sign-in';

const auth = { signIn: vi.fn(), confirmSignIn: vi.fn() };

vi.mock('../../../lib/identity/amplify-client', () => ({ withAuth: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

function useFakeAuth() {
  vi.mocked(withAuth).mockImplementation((_audience, work) => work(auth as never));
}

function output(nextStep: object): SignInOutput {
  return { isSignedIn: false, nextStep } as SignInOutput;
}

function poolError(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const SELECTION = 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION';

describe('employee name forms', () => {
  it('a locked-out account is not tried again in its other form (which would hide the lockout)', async () => {
    useFakeAuth();
    auth.signIn.mockRejectedValueOnce(poolError('NotAuthorizedException', 'Password attempts exceeded'));
    await expect(signInWithPassword('employee', '010000001', 'pw')).rejects.toThrow(
      'Password attempts exceeded',
    );
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });
});

describe('readNextStep', () => {
  it('keeps what the screens need: delivery, choices, MFA types, attributes, custom parameters', () => {
    expect(
      readNextStep(
        {
          signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
          codeDeliveryDetails: {
            deliveryMedium: 'SMS',
            destination: '+27*****4567',
            attributeName: 'phone_number',
          },
        },
        'thandi',
      ),
    ).toEqual({
      step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+27*****4567' },
    });
    expect(
      readNextStep({ signInStep: SELECTION, availableChallenges: ['EMAIL_OTP', 'WEB_AUTHN'] }, 'x'),
    ).toEqual({
      step: SELECTION,
      availableChallenges: ['EMAIL_OTP', 'WEB_AUTHN'],
    });
    expect(
      readNextStep(
        { signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMFATypes: ['EMAIL', 'TOTP'] },
        'x',
      ),
    ).toEqual({ step: 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION', allowedMfaTypes: ['EMAIL', 'TOTP'] });
    expect(
      readNextStep(
        {
          signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
          missingAttributes: ['email', 'given_name'],
        },
        'x',
      ),
    ).toEqual({
      step: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
      missingAttributes: ['email', 'given_name'],
    });
    expect(
      readNextStep(
        {
          signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
          additionalInfo: { method: 'ROSTER_SMS', destination: '+27*****4567' },
        },
        'x',
      ),
    ).toEqual({
      step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { method: 'ROSTER_SMS', destination: '+27*****4567' },
    });
  });

  it("turns the TOTP setup into the secret and the setup URI, with no ID number in the app's label", () => {
    const getSetupUri = vi.fn(
      (app: string, account?: string) =>
        new URL(`otpauth://totp/${app}:${account}?secret=ABCD&issuer=${app}`),
    );
    const step = readNextStep(
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: { sharedSecret: 'ABCD', getSetupUri },
      },
      '8001015009087',
    );
    expect(getSetupUri).toHaveBeenCalledWith('Telkom Cover', 'ID ending 9087');
    expect(step).toEqual({
      step: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
      totpSetup: {
        sharedSecret: 'ABCD',
        setupUri: 'otpauth://totp/Telkom%20Cover:ID%20ending%209087?secret=ABCD&issuer=Telkom%20Cover',
      },
    });
    expect(authenticatorAccountName('thandi.nkosi')).toBe('thandi.nkosi');
  });
});

describe('starting a sign-in', () => {
  it('password: SRP with the typed name', async () => {
    useFakeAuth();
    auth.signIn.mockResolvedValue(output({ signInStep: 'DONE' }));
    await expect(signInWithPassword('retail', ' thandi ', 'Str0ng!Passw0rd')).resolves.toEqual({
      step: 'DONE',
      username: 'thandi',
    });
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'thandi', password: 'Str0ng!Passw0rd' });
  });

  it('passkey: USER_AUTH preferring WEB_AUTHN', async () => {
    useFakeAuth();
    auth.signIn.mockResolvedValue(output({ signInStep: 'DONE' }));
    await startPasswordlessSignIn('retail', 'thandi', 'WEB_AUTHN');
    expect(auth.signIn).toHaveBeenCalledWith({
      username: 'thandi',
      options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' },
    });
  });

  it('custom: an employee name is tried in its other form when the pool does not know the first', async () => {
    useFakeAuth();
    auth.signIn.mockRejectedValueOnce(poolError('UserNotFoundException')).mockResolvedValueOnce(
      output({
        signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
        additionalInfo: { method: 'ROSTER_SMS' },
      }),
    );
    await expect(startCustomSignIn('employee', '010000001')).resolves.toEqual({
      step: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { method: 'ROSTER_SMS' },
      username: '10000001',
    });
    expect(auth.signIn.mock.calls).toEqual([
      [{ username: '010000001', options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } }],
      [{ username: '10000001', options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } }],
    ]);
  });

  it('other failures are not retried', async () => {
    useFakeAuth();
    auth.signIn.mockRejectedValue(poolError('LimitExceededException'));
    await expect(startPasswordlessSignIn('employee', '010000001')).rejects.toThrow('LimitExceededException');
    expect(auth.signIn).toHaveBeenCalledTimes(1);
  });
});

describe('startCodeSignIn', () => {
  it('sends the only kind of code on offer at once', async () => {
    useFakeAuth();
    auth.signIn.mockResolvedValue(
      output({ signInStep: SELECTION, availableChallenges: ['PASSWORD_SRP', 'SMS_OTP'] }),
    );
    auth.confirmSignIn.mockResolvedValue(
      output({
        signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
        codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+27*****4567' },
      }),
    );
    await expect(startCodeSignIn('retail', 'thandi')).resolves.toEqual({
      step: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      codeDeliveryDetails: { deliveryMedium: 'SMS', destination: '+27*****4567' },
      username: 'thandi',
    });
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'thandi', options: { authFlowType: 'USER_AUTH' } });
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'SMS_OTP' });
  });

  it('narrows the choice to the codes when email and SMS are both on offer', async () => {
    useFakeAuth();
    auth.signIn.mockResolvedValue(
      output({
        signInStep: SELECTION,
        availableChallenges: ['PASSWORD', 'EMAIL_OTP', 'SMS_OTP', 'WEB_AUTHN'],
      }),
    );
    await expect(startCodeSignIn('retail', 'thandi')).resolves.toEqual({
      step: SELECTION,
      availableChallenges: ['EMAIL_OTP', 'SMS_OTP'],
      username: 'thandi',
    });
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });

  it('gives the whole choice back when no code can be sent, and any other step as it is', async () => {
    useFakeAuth();
    auth.signIn.mockResolvedValueOnce(
      output({ signInStep: SELECTION, availableChallenges: ['PASSWORD_SRP'] }),
    );
    await expect(startCodeSignIn('retail', 'thandi')).resolves.toMatchObject({
      availableChallenges: ['PASSWORD_SRP'],
    });
    auth.signIn.mockResolvedValueOnce(output({ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE' }));
    await expect(startCodeSignIn('retail', 'thandi')).resolves.toEqual({
      step: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
      username: 'thandi',
    });
    expect(auth.confirmSignIn).not.toHaveBeenCalled();
  });
});

describe('answerSignInChallenge', () => {
  it('sends the answer, with the missing attributes for a new password', async () => {
    useFakeAuth();
    auth.confirmSignIn.mockResolvedValue(output({ signInStep: 'DONE' }));
    await expect(
      answerSignInChallenge('retail', 'thandi', 'N3w!Passw0rd', { email: 'thandi@example.co.za' }),
    ).resolves.toEqual({ step: 'DONE' });
    expect(auth.confirmSignIn).toHaveBeenCalledWith({
      challengeResponse: 'N3w!Passw0rd',
      options: { userAttributes: { email: 'thandi@example.co.za' } },
    });
  });
});
