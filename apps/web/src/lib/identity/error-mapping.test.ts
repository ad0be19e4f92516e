import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '@cover/domain';
import {
  changePasswordFailure,
  EMAIL_NOT_VERIFIED_MESSAGE,
  forgotPasswordFailure,
  identityErrorName,
  otpFailure,
  preSignUpMessage,
  resetPasswordFailure,
  signInFailure,
  signUpFailure,
  TOO_MANY_SIGN_IN_ATTEMPTS,
} from './error-mapping';

/** What Amplify throws: an Error whose name is the pool's error type. */
function poolError(name: string, message = 'pool message'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

describe('identityErrorName', () => {
  it('reads the name of errors and error-like objects', () => {
    expect(identityErrorName(poolError('NotAuthorizedException'))).toBe('NotAuthorizedException');
    expect(identityErrorName({ name: 'CodeMismatchException' })).toBe('CodeMismatchException');
    expect(identityErrorName('boom')).toBe('');
  });
});

describe('signInFailure', () => {
  it('a timed lockout or a throttle says to wait, without promising minutes (not "incorrect", not "OTP")', () => {
    expect(signInFailure(poolError('NotAuthorizedException', 'Password attempts exceeded')).message).toBe(
      TOO_MANY_SIGN_IN_ATTEMPTS,
    );
    expect(signInFailure(poolError('TooManyRequestsException')).message).toBe(TOO_MANY_SIGN_IN_ATTEMPTS);
    // The lock lasts 2^(n−5) s (seconds at first, growing with each wrong password): never "a few minutes".
    expect(TOO_MANY_SIGN_IN_ATTEMPTS).toBe(
      'Too many attempts. Please wait a moment and try again: each wrong password makes the wait longer.',
    );
  });

  it.each([
    ['NotAuthorizedException', ERROR_CATALOGUE.INCORRECT_USERNAME_OR_PASSWORD, false],
    ['InvalidParameterException', ERROR_CATALOGUE.INCORRECT_USERNAME_OR_PASSWORD, true],
    ['UserNotConfirmedException', ERROR_CATALOGUE.USER_NOT_CONFIRMED, false],
    ['UserUnAuthenticatedException', ERROR_CATALOGUE.SIGN_IN_GENERIC, true],
    ['NetworkError', ERROR_CATALOGUE.SIGN_IN_GENERIC, false],
  ])('%s → catalogue message, forced logout %s', (name, message, forcedLogout) => {
    expect(signInFailure(poolError(name))).toEqual({
      message,
      failureType: name,
      alreadySignedIn: false,
      forcedLogout,
    });
  });

  it('shows no message for an already signed-in user and takes the logout path', () => {
    expect(signInFailure(poolError('UserAlreadyAuthenticatedException'))).toMatchObject({
      message: '',
      alreadySignedIn: true,
    });
  });
});

describe('one-time codes and passwords', () => {
  it.each([
    ['CodeMismatchException', ERROR_CATALOGUE.CODE_MISMATCH],
    ['ExpiredCodeException', ERROR_CATALOGUE.CODE_EXPIRED],
    ['LimitExceededException', ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED],
    ['TooManyFailedAttemptsException', ERROR_CATALOGUE.MAX_OTP_LIMIT],
  ])('otp %s → %j', (name, message) => {
    expect(otpFailure(poolError(name))).toEqual({ message, failureType: name });
  });

  it('follows "Limit exceeded" with when a new code can be asked for, when the pool says so', () => {
    const wait = 'You can ask for a new code in about 20 minutes.';
    const refused = poolError(
      'LimitExceededException',
      `Attempt limit exceeded, please try after some time. ${wait}`,
    );
    const expected = `Limit exceeded, Please try after some time. ${wait}`;
    expect(otpFailure(refused).message).toBe(expected);
    expect(forgotPasswordFailure(refused).message).toBe(expected);
    expect(signUpFailure(refused, 'retail').message).toBe(expected);
    expect(signUpFailure(poolError('LimitExceededException'), 'retail').message).toBe(
      ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED,
    );
  });

  it('maps a wrong old password to its catalogue text', () => {
    expect(changePasswordFailure(poolError('NotAuthorizedException')).message).toBe(
      'Incorrect old password, Please enter old correct password',
    );
  });

  it('refuses a reset for an unknown user or an unverified email', () => {
    expect(forgotPasswordFailure(poolError('UserNotFoundException')).message).toBe(
      ERROR_CATALOGUE.USERNAME_NOT_FOUND,
    );
    expect(forgotPasswordFailure(poolError('InvalidParameterException')).message).toBe(
      EMAIL_NOT_VERIFIED_MESSAGE,
    );
  });

  it('shows the pool password rule, a code problem, or a generic text when confirming a reset', () => {
    expect(
      resetPasswordFailure(poolError('InvalidPasswordException', 'Password not long enough')).message,
    ).toBe('Password not long enough');
    expect(resetPasswordFailure(poolError('ExpiredCodeException')).message).toBe(
      ERROR_CATALOGUE.CODE_EXPIRED,
    );
    expect(resetPasswordFailure(poolError('InternalErrorException')).message).toBe(
      'Unable to reset your password. Please try again later.',
    );
  });
});

describe('signUpFailure', () => {
  it('names what is already registered, per audience', () => {
    expect(signUpFailure(poolError('UsernameExistsException'), 'retail').message).toBe(
      ERROR_CATALOGUE.ID_ALREADY_REGISTERED,
    );
    expect(signUpFailure(poolError('UsernameExistsException'), 'employee').message).toBe(
      ERROR_CATALOGUE.SALARY_REF_ALREADY_REGISTERED,
    );
    expect(signUpFailure(poolError('AliasExistsException'), 'retail').message).toBe(
      ERROR_CATALOGUE.USERNAME_TAKEN,
    );
  });

  it('shows the pre-sign-up rule message after "PreSignUp failed with error "', () => {
    const refused = poolError(
      'UserLambdaValidationException',
      `PreSignUp failed with error ${ERROR_CATALOGUE.ID_ALREADY_REGISTERED}.`,
    );
    expect(signUpFailure(refused, 'retail')).toEqual({
      message: ERROR_CATALOGUE.ID_ALREADY_REGISTERED,
      failureType: 'UserLambdaValidationException',
    });
    expect(preSignUpMessage(`PreSignUp failed with error ${ERROR_CATALOGUE.SIGN_UP_GENERIC}.`)).toBe(
      ERROR_CATALOGUE.SIGN_UP_GENERIC,
    );
    expect(preSignUpMessage('Something else')).toBeNull();
  });

  it('falls back to the generic sign-up message', () => {
    expect(signUpFailure(poolError('InternalErrorException'), 'retail').message).toBe(
      ERROR_CATALOGUE.SIGN_UP_GENERIC,
    );
    expect(signUpFailure(poolError('UserLambdaValidationException', 'odd'), 'employee').message).toBe(
      ERROR_CATALOGUE.SIGN_UP_GENERIC,
    );
  });
});
