import { describe, expect, it } from 'vitest';
import { catalogueMessage, ERROR_CATALOGUE, LOGIN_OTP_SEND_FAILED_MESSAGES } from './catalogue.js';
import type { FixedErrorCode } from './catalogue.js';

describe('account error catalogue: the exact texts of spec 000 §8', () => {
  it.each<[FixedErrorCode, string]>([
    ['INCORRECT_USERNAME_OR_PASSWORD', 'Incorrect username or password'],
    ['USER_NOT_CONFIRMED', 'Please confirm your signup, To continue login'],
    ['SIGN_IN_GENERIC', 'some thing went wrong in user signIn, Please try later or contact admin'],
    ['CODE_LIMIT_EXCEEDED', 'Limit exceeded, Please try after some time'],
    ['MAX_OTP_LIMIT', 'Maximum OTP limit reached. Please try again later.'],
    ['CODE_MISMATCH', 'Incorrect OTP given, Please enter valid OTP'],
    ['CODE_EXPIRED', 'OTP is expired, get another OTP by using resend OTP'],
    ['WRONG_OLD_PASSWORD', 'Incorrect old password, Please enter old correct password'],
    ['USERNAME_NOT_FOUND', 'Username not found, Please enter correct username'],
    ['LOGIN_OTP_WRONG', 'Incorrect OTP. Please enter the correct OTP.'],
    ['LOGIN_OTP_SEND_FAILED', 'Failed to send the OTP. Please try again later.'],
    ['LOGIN_OTP_UNABLE_TO_SEND', 'Unable to send OTP, Please try later.'],
    ['USERNAME_TAKEN', 'Username is not available. Please try another username'],
    [
      'ID_ALREADY_REGISTERED',
      'User with this SA ID number is already registered, Please login with your account!',
    ],
    [
      'SALARY_REF_ALREADY_REGISTERED',
      'User with this given Salary reference number is already registered, Please login to continue',
    ],
    ['NO_EMPLOYEE_DATA', 'No employee data available for the given salary reference number'],
    ['SIGN_UP_GENERIC', 'Unable to create your account, Something went wrong please contact administrator.'],
    ['NOT_CONFIRMED_IN_TIME', 'The account was not confirmed on time.'],
    ['OPERATOR_LOGIN_FAILED', 'Invalid credentials, Please try later or contact admin'],
  ])('%s', (code, text) => {
    expect(ERROR_CATALOGUE[code]).toBe(text);
    expect(catalogueMessage(code)).toBe(text);
  });

  it('fills the SA ID into the forgot-username message', () => {
    expect(ERROR_CATALOGUE.FORGOT_USERNAME_NOT_FOUND('8001015009087')).toBe(
      'User not found for given SA ID: 8001015009087',
    );
  });

  it('has both login OTP send failure texts', () => {
    expect(LOGIN_OTP_SEND_FAILED_MESSAGES).toEqual([
      'Failed to send the OTP. Please try again later.',
      'Unable to send OTP, Please try later.',
    ]);
  });

  it('has unconfirmed-account variants of the username-taken and ID-registered messages', () => {
    expect(ERROR_CATALOGUE.USERNAME_TAKEN_UNCONFIRMED).not.toBe(ERROR_CATALOGUE.USERNAME_TAKEN);
    expect(ERROR_CATALOGUE.USERNAME_TAKEN_UNCONFIRMED).toContain('not confirmed');
    expect(ERROR_CATALOGUE.ID_REGISTERED_UNCONFIRMED).not.toBe(ERROR_CATALOGUE.ID_ALREADY_REGISTERED);
    expect(ERROR_CATALOGUE.ID_REGISTERED_UNCONFIRMED).toContain('not confirmed');
  });
});
