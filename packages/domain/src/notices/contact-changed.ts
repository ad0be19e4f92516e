/**
 * The notice a customer gets at their OLD email address or mobile number when the account's contact is
 * changed to a new one (verified by its code): if someone else changed it, the old address is the only one
 * still theirs. The new contact appears masked ('n***@e***.za', 'ending 4567'), never whole.
 */
import { maskEmail } from '../errors/otp-notices.js';
import { formatIsoDate, toCalendarDate } from '../validators/calendar.js';
import { mobileEnding } from '../validators/mobile.js';
import type { CustomerNotice } from './notice-facts.js';
import { LOCKED_OUT_SMS, PORTAL, SMS_PREFIX, day, lockedOutNotYou } from './notice-wording.js';

export type ChangedContact = 'email' | 'phone_number';

export function contactChangedNotice(contact: ChangedContact, newValue: string, at: Date): CustomerNotice {
  const when = day(formatIsoDate(toCalendarDate(at)));
  if (contact === 'email') {
    const masked = maskEmail(newValue);
    return {
      subject: 'The email address on your account was changed',
      paragraphs: [
        `The email address of your account on ${PORTAL} was changed to ${masked} on ${when}. Your account and policy emails go there from now on, and no longer to this address.`,
        lockedOutNotYou('make this change'),
      ],
      sms: null,
    };
  }
  const ending = mobileEnding(newValue);
  return {
    subject: 'The mobile number on your account was changed',
    paragraphs: [
      `The mobile number of your account on ${PORTAL} was changed to a number ending ${ending} on ${when}.`,
      lockedOutNotYou('make this change'),
    ],
    sms: `${SMS_PREFIX} your account's mobile number was changed to one ending ${ending} on ${when}. ${LOCKED_OUT_SMS}`,
  };
}
