import { TEST_PASSWORD } from '../../idp/testing/flows.js';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../../db/schema/outbox.js';
import type { AccountsHarness } from './harness.js';

export const PASSWORD_CHANGED = 'Your password was changed';

/** The outbox rows to one address or number. */
export const messagesTo = (h: AccountsHarness, to: string) =>
  h.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));

/** The password notices (email by subject, SMS by its words) sent to an address or number. */
export async function passwordNoticesTo(h: AccountsHarness, to: string) {
  const rows = await messagesTo(h, to);
  return rows.filter(
    (row) => row.subject === PASSWORD_CHANGED || /your password was (changed|reset)/.test(row.text),
  );
}

/** Gives the signed-in retail user a verified mobile number (the code sent to it). */
export async function verifyMobile(h: AccountsHarness, token: string, mobile: string) {
  const post = (url: string, body: unknown) => h.api({ method: 'POST', url, token, body });
  const update = await post('/api/retail/updateProfileAttributes', {
    attributes: [{ Name: 'phone_number', Value: mobile }],
    currentPassword: TEST_PASSWORD,
  });
  if (update.status !== 200) throw new Error(`updateProfileAttributes: ${update.status}`);
  const verified = await post('/api/retail/verifyUserAttributeCode', {
    attribute: 'phone_number',
    code: await h.latestCode(mobile),
  });
  if (verified.status !== 200) throw new Error(`verifyUserAttributeCode: ${verified.status}`);
}
