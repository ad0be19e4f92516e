import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, passwordChangedNotice } from '@cover/domain';
import { passwordSignIn, TEST_PASSWORD } from '../idp/testing/flows.js';
import { CODE_CHECKS_PER_ACCOUNT } from '../idp/throttle.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { passwordNoticesTo, verifyMobile } from './testing/password-notices.js';
import { retailAttributes, testSaId } from './testing/people.js';

const NEW_PASSWORD = 'N3w!Passw0rd';
let h: AccountsHarness;
let n = 80;

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
/** ForgotPassword straight to the pool, as the web asks for the code; answers the code sent. */
async function resetCode(username: string, email: string) {
  const sent = await h.idp.call('ForgotPassword', { ClientId: h.idp.retail.clientId, Username: username });
  expect(sent.status).toBe(200);
  return h.latestCode(email);
}
const confirm = (body: unknown, remoteAddress?: string) =>
  h.api({
    method: 'POST',
    url: '/api/retail/confirmForgotPassword',
    body,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const codeOf = (reply: { body: Record<string, unknown> }) => (reply.body.error as { code: string }).code;

describe('POST confirmForgotPassword', () => {
  it('sets the new password with the code and tells the owner by email and SMS', async () => {
    const user = await freshUser();
    await verifyMobile(h, user.tokens.AccessToken, '+27825558001');
    const code = await resetCode(user.username, user.email);

    const reply = await confirm({
      username: user.username,
      confirmationCode: code,
      newPassword: NEW_PASSWORD,
    });

    expect(reply.status).toBe(204);
    expect((await passwordSignIn(h.idp, h.idp.retail, user.username, NEW_PASSWORD)).status).toBe(200);
    const said = passwordChangedNotice('reset', h.clock.now());
    const [mail] = await passwordNoticesTo(h, user.email);
    expect(mail!.text).toContain(said.paragraphs[0]);
    expect(mail!.text).not.toContain(NEW_PASSWORD);
    const sms = await passwordNoticesTo(h, '+27825558001');
    expect(sms.map((row) => row.text)).toEqual([said.sms]);
  });

  it('answers a wrong code and an unknown name alike, and tells no one', async () => {
    const user = await freshUser();
    const code = await resetCode(user.username, user.email);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await confirm({
      username: user.username,
      confirmationCode: wrongCode,
      newPassword: NEW_PASSWORD,
    });
    const unknown = await confirm({
      username: 'nobody.here',
      confirmationCode: wrongCode,
      newPassword: NEW_PASSWORD,
    });
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({
        error: { code: 'CODE_MISMATCH', message: ERROR_CATALOGUE.CODE_MISMATCH },
      });
    }
    expect((await passwordSignIn(h.idp, h.idp.retail, user.username, TEST_PASSWORD)).status).toBe(200);
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(0);
  });

  it("counts its code checks with the pool's own: no second allowance per account", async () => {
    const user = await freshUser();
    const guess = {
      ClientId: h.idp.retail.clientId,
      Username: user.username,
      ConfirmationCode: '123456',
      Password: NEW_PASSWORD,
    };
    for (let check = 0; check < CODE_CHECKS_PER_ACCOUNT.max; check += 1)
      await h.idp.call('ConfirmForgotPassword', guess);
    const code = await resetCode(user.username, user.email);
    const reply = await confirm(
      { username: user.username, confirmationCode: code, newPassword: NEW_PASSWORD },
      '10.9.8.7',
    );
    expect(reply.status).toBe(429);
    expect(codeOf(reply)).toBe('CODE_LIMIT_EXCEEDED');
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(0);
  });

  it('refuses a new password outside the policy and a malformed code before the pool is asked', async () => {
    const reply = await confirm({ username: 'someone', confirmationCode: '12', newPassword: 'weak' });
    expect(reply.status).toBe(400);
    expect(Object.keys((reply.body.error as { fields: object }).fields).sort()).toEqual([
      'confirmationCode',
      'newPassword',
    ]);
  });
});
