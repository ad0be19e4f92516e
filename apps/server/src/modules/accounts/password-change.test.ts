import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, passwordChangedNotice } from '@cover/domain';
import { passwordSignIn, TEST_PASSWORD } from '../idp/testing/flows.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { passwordNoticesTo, verifyMobile } from './testing/password-notices.js';
import { employeeAttributes, retailAttributes, testSaId, THABO } from './testing/people.js';

const NEW_PASSWORD = 'N3w!Passw0rd';
let h: AccountsHarness;
let n = 60;

beforeAll(async () => {
  h = await startAccountsHarness({ seed: true });
});
afterAll(async () => {
  await h.close();
});

const freshUser = async () => {
  n += 1;
  return createSignedInUser(h, 'retail', testSaId(n), retailAttributes(n));
};
const changePassword = (token: string, body: unknown, family = 'retail') =>
  h.api({ method: 'POST', url: `/api/${family}/changePassword`, token, body });
const signsInWith = async (family: 'retail' | 'employee', username: string, password: string) =>
  (await passwordSignIn(h.idp, h.idp[family], username, password)).status === 200;

describe('POST changePassword', () => {
  it('changes the password and tells the owner by email and by SMS to the verified mobile number', async () => {
    const user = await freshUser();
    await verifyMobile(h, user.tokens.AccessToken, '+27825557001');

    const reply = await changePassword(user.tokens.AccessToken, {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });

    expect(reply.status).toBe(204);
    expect(await signsInWith('retail', user.username, NEW_PASSWORD)).toBe(true);
    expect(await signsInWith('retail', user.username, TEST_PASSWORD)).toBe(false);
    const [mail, ...moreMail] = await passwordNoticesTo(h, user.email);
    expect(moreMail).toHaveLength(0);
    const said = passwordChangedNotice('changed', h.clock.now());
    expect(mail!.text).toContain(said.paragraphs[0]);
    expect(mail!.text).toMatch(/was changed on \d{1,2} \w+ \d{4} at \d\d:\d\d \(South African time\)/);
    expect(mail!.text).toContain('Forgot your password?');
    const [sms, ...moreSms] = await passwordNoticesTo(h, '+27825557001');
    expect(moreSms).toHaveLength(0);
    expect(sms!.text).toBe(said.sms);
    for (const row of [mail!, sms!]) {
      expect(`${row.subject ?? ''} ${row.text} ${row.html ?? ''}`).not.toContain(NEW_PASSWORD);
      expect(`${row.text} ${row.html ?? ''}`).not.toContain(TEST_PASSWORD);
    }
  });

  it('emails only when there is no verified mobile number', async () => {
    const user = await freshUser();
    await h.api({
      method: 'POST',
      url: '/api/retail/updateProfileAttributes',
      token: user.tokens.AccessToken,
      body: { attributes: [{ Name: 'phone_number', Value: '+27825557002' }], currentPassword: TEST_PASSWORD },
    });
    const reply = await changePassword(user.tokens.AccessToken, {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(204);
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(1);
    expect(await passwordNoticesTo(h, '+27825557002')).toHaveLength(0);
  });

  it('refuses the current password as the new one, changes nothing and tells no one (QA walk 5, finding 7)', async () => {
    const user = await freshUser();
    const reply = await changePassword(user.tokens.AccessToken, {
      oldPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
    });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({
      error: { fields: { newPassword: 'Your new password must be different from your current password.' } },
    });
    expect(await signsInWith('retail', user.username, TEST_PASSWORD)).toBe(true);
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(0);
  });

  it('refuses a wrong current password as before (a 400, not a sign-out), then says to wait once locked, and tells no one', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await changePassword(token, { oldPassword: 'Not!MyPassw0rd', newPassword: NEW_PASSWORD });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toMatchObject({
        error: { code: 'WRONG_OLD_PASSWORD', message: ERROR_CATALOGUE.WRONG_OLD_PASSWORD },
      });
    }
    // locked for a while: the right password is refused too, and not called incorrect
    const locked = await changePassword(token, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(locked.status).toBe(400);
    expect(locked.body).toMatchObject({
      error: { code: 'PASSWORD_ATTEMPTS_EXCEEDED', message: ERROR_CATALOGUE.CODE_LIMIT_EXCEEDED },
    });
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(0);
    h.clock.advance(16 * 60_000);
    expect(await signsInWith('retail', user.username, TEST_PASSWORD)).toBe(true);
  });

  it('refuses a new password outside the policy before the pool is asked', async () => {
    const user = await freshUser();
    const weak = await changePassword(user.tokens.AccessToken, {
      oldPassword: TEST_PASSWORD,
      newPassword: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(Object.keys((weak.body.error as { fields: object }).fields)).toEqual(['newPassword']);
    expect(await signsInWith('retail', user.username, TEST_PASSWORD)).toBe(true);
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(0);
  });

  it("changes only the caller's own account: another's current password gets the wrong-password answer", async () => {
    const owner = await freshUser();
    const other = await freshUser();
    const reply = await changePassword(other.tokens.AccessToken, {
      oldPassword: 'Owner!Passw0rd9',
      newPassword: NEW_PASSWORD,
    });
    expect(reply.status).toBe(400);
    // the same password for both: the other's token changes the other's account, never the owner's
    const own = await changePassword(other.tokens.AccessToken, {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    expect(own.status).toBe(204);
    expect(await signsInWith('retail', owner.username, TEST_PASSWORD)).toBe(true);
    expect(await passwordNoticesTo(h, owner.email)).toHaveLength(0);
    expect(await passwordNoticesTo(h, other.email)).toHaveLength(1);
  });

  it('is for signed-in users of its own family only', async () => {
    const user = await freshUser();
    const body = { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD };
    expect((await changePassword('', body)).status).toBe(401);
    expect((await changePassword(`${user.tokens.AccessToken}x`, body)).status).toBe(401);
    expect([401, 403]).toContain((await changePassword(user.tokens.AccessToken, body, 'employee')).status);
    expect(await signsInWith('retail', user.username, TEST_PASSWORD)).toBe(true);
    expect(await passwordNoticesTo(h, user.email)).toHaveLength(0);
  });

  it('changes an employee’s own password and emails them', async () => {
    const employee = await createSignedInUser(
      h,
      'employee',
      THABO.salaryReferenceNumber,
      employeeAttributes(THABO, 'thabo'),
    );
    const reply = await changePassword(
      employee.tokens.AccessToken,
      { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      'employee',
    );
    expect(reply.status).toBe(204);
    expect(await signsInWith('employee', THABO.salaryReferenceNumber, NEW_PASSWORD)).toBe(true);
    expect(await passwordNoticesTo(h, THABO.email)).toHaveLength(1);
  });
});
