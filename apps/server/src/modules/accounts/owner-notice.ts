import type { CustomerNotice } from '@cover/domain';
import { renderEmail, type Notifier } from '../../platform/notifier/index.js';
import type { AdminUser } from '../idp/index.js';

export type NoticeSender = Pick<Notifier, 'sendEmail' | 'sendSms'>;

/**
 * Sends an account notice (a changed contact or password) as the customer-notice email, greeting the
 * account's owner by their first name. Like a code, it goes whatever the message preferences say. The
 * notifier records a delivery that fails and retries it; it never fails the change that was made.
 */
export async function emailNotice(
  notifier: NoticeSender,
  to: string,
  user: AdminUser,
  notice: CustomerNotice,
) {
  const mail = renderEmail('customer-notice', {
    name: user.attributes.given_name ?? '',
    subject: notice.subject,
    paragraphs: notice.paragraphs,
  });
  await notifier.sendEmail({ to, subject: mail.subject, text: mail.text, html: mail.html });
}

/** The account's email address and mobile number, each only when verified. */
export function verifiedContacts(user: AdminUser): { email: string | null; mobile: string | null } {
  const verified = (name: 'email' | 'phone_number') =>
    user.attributes[`${name}_verified`] === 'true' ? (user.attributes[name] ?? null) : null;
  return { email: verified('email'), mobile: verified('phone_number') };
}

/**
 * Tells the account's owner of a change to their sign-in (a password, a passkey): an email to the verified
 * address and an SMS to the verified mobile number, whatever the message preferences say.
 */
export async function tellOwner(notifier: NoticeSender, user: AdminUser, notice: CustomerNotice) {
  const { email, mobile } = verifiedContacts(user);
  if (email) await emailNotice(notifier, email, user, notice);
  if (mobile && notice.sms) await notifier.sendSms({ to: mobile, text: notice.sms });
}
