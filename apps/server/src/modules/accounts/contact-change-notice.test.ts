import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/outbox.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { retailAttributes, testSaId } from './testing/people.js';

let h: AccountsHarness;
let n = 40;

beforeAll(async () => {
  h = await startAccountsHarness();
});
afterAll(async () => {
  await h.close();
});

const freshUser = async () => {
  n += 1;
  return createSignedInUser(h, 'retail', testSaId(n), retailAttributes(n));
};
const messagesTo = (to: string) => h.app.db.select().from(outboxMessages).where(eq(outboxMessages.to, to));
const CHANGED_EMAIL = 'The email address on your account was changed';
const CHANGED_MOBILE = 'The mobile number on your account was changed';

/** Asks for a new contact and verifies it with the code sent to it. */
async function changeContact(
  token: string,
  attribute: 'email' | 'phone_number',
  value: string,
  verify = true,
) {
  const update = await h.api({
    method: 'POST',
    url: '/api/retail/updateProfileAttributes',
    token,
    body: { attributes: [{ Name: attribute, Value: value }], currentPassword: TEST_PASSWORD },
  });
  expect(update.status).toBe(200);
  if (!verify) return;
  const code = await h.latestCode(value);
  const verified = await h.api({
    method: 'POST',
    url: '/api/retail/verifyUserAttributeCode',
    token,
    body: { attribute, code },
  });
  expect(verified.status).toBe(200);
}

describe('a changed contact is told to the old one', () => {
  it('emails the old address when a new email is verified, naming the new one masked', async () => {
    const user = await freshUser();
    await changeContact(user.tokens.AccessToken, 'email', 'thandi.new@example.co.za');

    const toOld = (await messagesTo(user.email)).filter((row) => row.subject === CHANGED_EMAIL);
    expect(toOld).toHaveLength(1);
    expect(toOld[0]!.text).toContain('was changed to t***@e***.za on ');
    expect(toOld[0]!.text).not.toContain('thandi.new@');
    expect(toOld[0]!.text).toContain('If you did not make this change');
    expect((await messagesTo('thandi.new@example.co.za')).map((row) => row.subject)).not.toContain(
      CHANGED_EMAIL,
    );
  });

  it('tells no one while the new email waits for its code, or when a wrong code is given', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    await changeContact(token, 'email', 'pending.new@example.co.za', false);
    const wrong = await h.api({
      method: 'POST',
      url: '/api/retail/verifyUserAttributeCode',
      token,
      body: { attribute: 'email', code: '000000' },
    });
    expect(wrong.status).toBe(400);
    const code = await h.latestCode('pending.new@example.co.za');
    if (code === '000000') return; // one in a million: the guess was the code
    expect((await messagesTo(user.email)).map((row) => row.subject)).not.toContain(CHANGED_EMAIL);
  });

  it('texts the old mobile number and emails the account when a new mobile number is verified', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    // the first mobile number replaces none: nobody to tell
    await changeContact(token, 'phone_number', '+27825550001');
    expect((await messagesTo('+27825550001')).map((row) => row.text).join()).not.toContain(
      'mobile number was changed',
    );

    h.clock.advance(60_000); // a minute later (the test clock stands still otherwise)
    await changeContact(token, 'phone_number', '+27735550002');
    const texts = await messagesTo('+27825550001');
    const sms = texts.find((row) => row.text.includes('mobile number was changed to one ending 0002'));
    expect(sms?.text).not.toContain('0735550002');
    expect(sms!.text.length).toBeLessThanOrEqual(160);
    const mail = (await messagesTo(user.email)).filter((row) => row.subject === CHANGED_MOBILE);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('a number ending 0002');
    expect((await messagesTo('+27735550002')).map((row) => row.text).join()).not.toContain(
      'mobile number was changed',
    );
  });

  it('tells the mobile number policy messages went to, though the account never verified it (QA walk 4)', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    const created = await h.api({
      method: 'POST',
      url: '/api/retail/createPolicyholder',
      token,
      body: {
        type: 'individual',
        id: { type: 'id', number: user.username, country: 'ZA' },
        first_name: 'Sipho',
        last_name: 'Ndlovu',
        email: user.email,
        cellphone: '082 555 3003',
      },
    });
    expect(created.status).toBe(201);
    h.clock.advance(60_000);
    await changeContact(token, 'phone_number', '+27735550004');
    const sms = (await messagesTo('+27825553003')).find((row) =>
      row.text.includes('mobile number was changed to one ending 0004'),
    );
    expect(sms).toBeDefined();
    expect((await messagesTo(user.email)).filter((row) => row.subject === CHANGED_MOBILE)).toHaveLength(1);
  });
});
