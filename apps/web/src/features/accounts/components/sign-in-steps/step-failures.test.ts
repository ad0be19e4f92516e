import { describe, expect, it } from 'vitest';
import {
  answerFailure,
  PASSKEY_REFUSED_MESSAGE,
  SIGN_IN_ENDED_MESSAGE,
  SIGN_IN_LOST_MESSAGE,
  startFailure,
} from './step-failures';
import { TOO_MANY_SIGN_IN_ATTEMPTS } from '../../../../lib/identity/error-mapping';

function named(name: string, message = name): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('answerFailure', () => {
  it('a wrong code keeps the step, with the catalogue words', () => {
    expect(answerFailure(named('CodeMismatchException'), 'code')).toEqual({
      message: 'Incorrect OTP given, Please enter valid OTP',
      failureType: 'CodeMismatchException',
      ended: false,
    });
  });

  it('a used-up session (too many wrong codes, or too late) ends the sign-in', () => {
    expect(answerFailure(named('NotAuthorizedException'), 'code')).toMatchObject({
      message: SIGN_IN_ENDED_MESSAGE,
      ended: true,
    });
    expect(answerFailure(named('ExpiredCodeException'), 'code').ended).toBe(true);
    expect(answerFailure(named('NotAuthorizedException'), 'other').message).toBe(SIGN_IN_ENDED_MESSAGE);
    expect(answerFailure(named('SignInException'), 'code')).toMatchObject({
      message: SIGN_IN_LOST_MESSAGE,
      ended: true,
    });
  });

  it('a wrong password ends the choice-based sign-in with the catalogue words', () => {
    expect(answerFailure(named('NotAuthorizedException'), 'password')).toMatchObject({
      message: 'Incorrect username or password',
      ended: true,
    });
  });

  it("a refused new password shows the pool's own reason", () => {
    const error = named(
      'InvalidPasswordException',
      'Password does not conform to policy: Password not long enough',
    );
    expect(answerFailure(error, 'newPassword')).toMatchObject({
      message: 'Password does not conform to policy: Password not long enough',
      ended: false,
    });
  });

  it('a closed passkey prompt can be tried again; a refused passkey ends the sign-in', () => {
    expect(answerFailure(named('PasskeyAuthenticationCanceled'), 'passkey')).toMatchObject({
      message: expect.stringMatching(/^No passkey was used/),
      ended: false,
    });
    expect(answerFailure(named('NotAuthorizedException'), 'passkey')).toMatchObject({
      message: PASSKEY_REFUSED_MESSAGE,
      ended: true,
    });
  });
});

describe('startFailure', () => {
  it('keeps the catalogue words and flags of a password sign-in', () => {
    expect(startFailure(named('NotAuthorizedException'), 'password')).toMatchObject({
      message: 'Incorrect username or password',
      alreadySignedIn: false,
    });
    expect(startFailure(named('UserAlreadyAuthenticatedException'), 'passkey').alreadySignedIn).toBe(true);
  });

  it('says a code could not be sent, and a passkey was not used or not accepted', () => {
    expect(startFailure(named('LimitExceededException'), 'code').message).toBe(
      'Limit exceeded, Please try after some time',
    );
    expect(startFailure(named('CodeDeliveryFailureException'), 'code').message).toBe(
      'Unable to send OTP, Please try later.',
    );
    expect(startFailure(named('PasskeyNotSupported'), 'passkey').message).toBe(
      'This browser cannot use passkeys. Please sign in another way.',
    );
    expect(startFailure(named('NotAuthorizedException'), 'passkey').message).toBe(PASSKEY_REFUSED_MESSAGE);
  });

  it('a locked-out or throttled password sign-in says to wait, never "OTP" nor "incorrect"', () => {
    const lockedOut = named('NotAuthorizedException', 'Password attempts exceeded');
    expect(startFailure(lockedOut, 'password').message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS);
    expect(startFailure(named('TooManyRequestsException'), 'password').message).toBe(
      TOO_MANY_SIGN_IN_ATTEMPTS,
    );
    expect(TOO_MANY_SIGN_IN_ATTEMPTS).not.toMatch(/OTP/);
    // Asking for a code when too many were asked for keeps the catalogue's code words.
    expect(startFailure(named('TooManyRequestsException'), 'code').message).toBe(
      'Maximum OTP limit reached. Please try again later.',
    );
  });
});

describe('answerFailure while locked out', () => {
  it('a password answered during the lockout says to wait', () => {
    const lockedOut = named('NotAuthorizedException', 'Password attempts exceeded');
    expect(answerFailure(lockedOut, 'password')).toMatchObject({
      message: TOO_MANY_SIGN_IN_ATTEMPTS,
      ended: true,
    });
    expect(answerFailure(named('TooManyRequestsException'), 'password').message).toBe(
      TOO_MANY_SIGN_IN_ATTEMPTS,
    );
  });
});
