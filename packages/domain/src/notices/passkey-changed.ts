/**
 * The notice a customer gets when a passkey is added to their account or removed from it (QA walk 10 no. 16):
 * a passkey signs in without the password, so one added by someone else is a way into the account. By email to
 * the verified address and SMS to the verified mobile number, as a changed password is told.
 */
import type { CustomerNotice } from './notice-facts.js';
import { LOCKED_OUT_SMS, PORTAL, SMS_PREFIX, lockedOutNotYou } from './notice-wording.js';
import { dayAndTime } from './password-changed.js';

export type PasskeyChange = 'added' | 'removed';

export function passkeyChangedNotice(change: PasskeyChange, passkeyName: string, at: Date): CustomerNotice {
  const when = dayAndTime(at);
  const where = change === 'added' ? 'added to' : 'removed from';
  const use =
    change === 'added'
      ? 'It can be used to sign in without your password.'
      : 'It can no longer be used to sign in.';
  return {
    subject: `A passkey was ${where} your account`,
    paragraphs: [
      `A passkey ("${passkeyName}") was ${where} your account on ${PORTAL} on ${when} (South African time). ${use}`,
      lockedOutNotYou(change === 'added' ? 'add this passkey' : 'remove this passkey'),
    ],
    sms: `${SMS_PREFIX} a passkey was ${where} your account on ${when}. ${LOCKED_OUT_SMS}`,
  };
}
