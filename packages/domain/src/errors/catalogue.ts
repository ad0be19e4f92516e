/**
 * The account error catalogue of spec 000 §8. Texts are the spec's, character for character
 * (odd capitalisation and commas included): users and tests recognise them. Keys are stable codes.
 */
export const ERROR_CATALOGUE = {
  /** Invalid parameter or not authorised at sign-in. */
  INCORRECT_USERNAME_OR_PASSWORD: 'Incorrect username or password',
  USER_NOT_CONFIRMED: 'Please confirm your signup, To continue login',
  /** Any other sign-in failure. */
  SIGN_IN_GENERIC: 'some thing went wrong in user signIn, Please try later or contact admin',
  /** Code limit exceeded on OTP. */
  CODE_LIMIT_EXCEEDED: 'Limit exceeded, Please try after some time',
  MAX_OTP_LIMIT: 'Maximum OTP limit reached. Please try again later.',
  CODE_MISMATCH: 'Incorrect OTP given, Please enter valid OTP',
  CODE_EXPIRED: 'OTP is expired, get another OTP by using resend OTP',
  WRONG_OLD_PASSWORD: 'Incorrect old password, Please enter old correct password',
  /** Username lookup answered 422. */
  USERNAME_NOT_FOUND: 'Username not found, Please enter correct username',
  /** Forgot username answered 422. */
  FORGOT_USERNAME_NOT_FOUND: (id: string) => `User not found for given SA ID: ${id}`,
  LOGIN_OTP_WRONG: 'Incorrect OTP. Please enter the correct OTP.',
  /** Login OTP send failure: the spec has two texts for it; this one and LOGIN_OTP_UNABLE_TO_SEND. */
  LOGIN_OTP_SEND_FAILED: 'Failed to send the OTP. Please try again later.',
  LOGIN_OTP_UNABLE_TO_SEND: 'Unable to send OTP, Please try later.',
  USERNAME_TAKEN: 'Username is not available. Please try another username',
  ID_ALREADY_REGISTERED: 'User with this SA ID number is already registered, Please login with your account!',
  SALARY_REF_ALREADY_REGISTERED:
    'User with this given Salary reference number is already registered, Please login to continue',
  NO_EMPLOYEE_DATA: 'No employee data available for the given salary reference number',
  SIGN_UP_GENERIC: 'Unable to create your account, Something went wrong please contact administrator.',
  NOT_CONFIRMED_IN_TIME: 'The account was not confirmed on time.',
  OPERATOR_LOGIN_FAILED: 'Invalid credentials, Please try later or contact admin',
  // The spec says unconfirmed-account variants of the two messages below exist but does not show
  // them: these texts are ours, written in the same voice.
  USERNAME_TAKEN_UNCONFIRMED:
    'Username is already registered but not confirmed. Please confirm your signup, To continue login',
  ID_REGISTERED_UNCONFIRMED:
    'User with this SA ID number is already registered but not confirmed. Please confirm your signup, To continue login',
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Both texts the spec gives for a failure to send the login OTP. */
export const LOGIN_OTP_SEND_FAILED_MESSAGES = [
  ERROR_CATALOGUE.LOGIN_OTP_SEND_FAILED,
  ERROR_CATALOGUE.LOGIN_OTP_UNABLE_TO_SEND,
] as const;

/** The codes whose catalogue entry is a fixed text (all but the templated ones). */
export type FixedErrorCode = {
  [Code in ErrorCode]: (typeof ERROR_CATALOGUE)[Code] extends string ? Code : never;
}[ErrorCode];

/** The fixed text of a catalogue code. */
export function catalogueMessage(code: FixedErrorCode): string {
  return ERROR_CATALOGUE[code];
}
