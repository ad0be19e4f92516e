/**
 * The notice a customer gets when the password of their account is changed in the app, or reset with a code:
 * by email to the verified address and by SMS to the verified mobile number. It names the South African day
 * and time and what to do if it was not them; it never holds the password (it is not given one).
 */
import { LOCALE } from '../constants/locale.js';
import { SA_TIME_ZONE } from '../constants/locale.js';
import { formatIsoDate, toCalendarDate } from '../validators/calendar.js';
import type { CustomerNotice } from './notice-facts.js';
import { PORTAL, SMS_PREFIX, day } from './notice-wording.js';

/** Changed with the old password (signed in), or reset with a code (forgot password). */
export type PasswordChange = 'changed' | 'reset';

const clock = new Intl.DateTimeFormat(LOCALE, {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SA_TIME_ZONE,
});

/** '5 December 2026 at 01:10', the South African day and time of an instant. */
export const dayAndTime = (at: Date) => `${day(formatIsoDate(toCalendarDate(at)))} at ${clock.format(at)}`;

const FORGOT = '"Forgot your password?"';

export function passwordChangedNotice(how: PasswordChange, at: Date): CustomerNotice {
  const when = dayAndTime(at);
  const withCode = how === 'reset' ? ', with a code we sent you' : '';
  return {
    subject: 'Your password was changed',
    paragraphs: [
      `The password of your account on ${PORTAL} was ${how} on ${when} (South African time)${withCode}.`,
      `If you did not do this, someone else may know your password: reset it straight away with ${FORGOT} on the sign-in page of ${PORTAL}, and choose "Request a call back" on our website so that we can help you.`,
    ],
    sms: `${SMS_PREFIX} your password was ${how} on ${when}. Not you? Reset it with ${FORGOT} and request a call back.`,
  };
}
