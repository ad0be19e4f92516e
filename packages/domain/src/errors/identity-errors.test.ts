import { describe, expect, it } from 'vitest';
import {
  changePasswordErrorMessage,
  FORCED_LOGOUT_ERROR_NAMES,
  IDENTITY_ERROR_NAMES,
  isForcedLogoutError,
  isIdentityErrorName,
  otpErrorMessage,
  signInErrorMessage,
} from './identity-errors.js';

describe('identity error names', () => {
  it('are the five the spec recognises', () => {
    expect(IDENTITY_ERROR_NAMES).toEqual([
      'InvalidParameterException',
      'NotAuthorizedException',
      'UserNotConfirmedException',
      'UserAlreadyAuthenticatedException',
      'UserUnAuthenticatedException',
    ]);
    expect(FORCED_LOGOUT_ERROR_NAMES).toEqual(['InvalidParameterException', 'UserUnAuthenticatedException']);
  });

  it.each([
    ['InvalidParameterException', true, true],
    ['UserUnAuthenticatedException', true, true],
    ['NotAuthorizedException', true, false],
    ['UserNotConfirmedException', true, false],
    ['UserAlreadyAuthenticatedException', true, false],
    ['CodeMismatchException', false, false],
  ])('%s: recognised %s, forced logout %s', (name, recognised, forcedLogout) => {
    expect(isIdentityErrorName(name)).toBe(recognised);
    expect(isForcedLogoutError(name)).toBe(forcedLogout);
  });
});

describe('signInErrorMessage', () => {
  it.each([
    ['InvalidParameterException', 'Incorrect username or password'],
    ['NotAuthorizedException', 'Incorrect username or password'],
    ['UserNotConfirmedException', 'Please confirm your signup, To continue login'],
    ['UserAlreadyAuthenticatedException', null],
    [
      'UserUnAuthenticatedException',
      'some thing went wrong in user signIn, Please try later or contact admin',
    ],
    ['NetworkError', 'some thing went wrong in user signIn, Please try later or contact admin'],
    ['', 'some thing went wrong in user signIn, Please try later or contact admin'],
  ])('%j → %j', (name, message) => {
    expect(signInErrorMessage(name)).toBe(message);
  });
});

describe('otpErrorMessage', () => {
  it.each([
    ['CodeMismatchException', 'Incorrect OTP given, Please enter valid OTP'],
    ['ExpiredCodeException', 'OTP is expired, get another OTP by using resend OTP'],
    ['LimitExceededException', 'Limit exceeded, Please try after some time'],
    ['TooManyFailedAttemptsException', 'Maximum OTP limit reached. Please try again later.'],
    ['TooManyRequestsException', 'Maximum OTP limit reached. Please try again later.'],
    ['SomethingElse', 'Unable to verify the code. Please try again later.'],
  ])('%s → %j', (name, message) => {
    expect(otpErrorMessage(name)).toBe(message);
  });
});

describe('changePasswordErrorMessage', () => {
  it.each([
    ['NotAuthorizedException', 'Incorrect old password, Please enter old correct password'],
    ['LimitExceededException', 'Limit exceeded, Please try after some time'],
    ['InvalidPasswordException', 'Unable to change your password. Please try again later.'],
  ])('%s → %j', (name, message) => {
    expect(changePasswordErrorMessage(name)).toBe(message);
  });
});
