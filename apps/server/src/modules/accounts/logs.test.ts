import { afterAll, beforeAll, expect, it } from 'vitest';
import { captureLogs } from '../../../test/log-capture.js';
import { outboxMessages } from '../../db/schema/outbox.js';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { createSignedInUser, startAccountsHarness, type AccountsHarness } from './testing/harness.js';
import { employeeAttributes, retailAttributes, testSaId, THABO } from './testing/people.js';

/** Runs the account and two-factor flows with every log line captured, then looks for any secret in them. */
let lines: string[];
let h: AccountsHarness;

beforeAll(async () => {
  h = await startAccountsHarness({ config: { TWO_FACTOR: true }, seed: true });
  lines = captureLogs(h.app.log);
});
afterAll(async () => {
  await h.close();
});

it('never logs a code, password or token', async () => {
  const secrets = new Set<string>([TEST_PASSWORD]);
  const user = await createSignedInUser(h, 'retail', testSaId(1), retailAttributes(1));
  const employee = await createSignedInUser(
    h,
    'employee',
    THABO.salaryReferenceNumber,
    employeeAttributes(THABO, 'thabo'),
  );
  for (const tokens of [user.tokens, employee.tokens]) {
    secrets.add(tokens.AccessToken).add(tokens.IdToken).add(tokens.RefreshToken);
  }
  const token = user.tokens.AccessToken;
  const post = (url: string, body: unknown, withToken = token) =>
    h.api({ method: 'POST', url, token: withToken, body });

  await post('/api/retail/twoFactor/send', {});
  await post('/api/retail/twoFactor/verify', { verificationCode: '000000' });
  await post('/api/retail/twoFactor/verify', { verificationCode: '999999' });
  await post('/api/retail/twoFactor/verify', { verificationCode: await h.latestCode(user.email) });
  await post('/api/employee/twoFactor/send', {}, employee.tokens.AccessToken);
  await post(
    '/api/employee/twoFactor/verify',
    { verificationCode: await h.latestCode(THABO.email) },
    employee.tokens.AccessToken,
  );

  await post('/api/retail/updateProfileAttributes', {
    attributes: [{ Name: 'email', Value: 'moved@example.co.za' }],
    currentPassword: TEST_PASSWORD,
  });
  await post('/api/retail/verifyUserAttributeCode', { attribute: 'email', code: '000000' });
  await post('/api/retail/verifyUserAttributeCode', {
    attribute: 'email',
    code: await h.latestCode('moved@example.co.za'),
  });
  await post('/api/retail/getUserAttributeVerificationCode', { attribute: 'email' });
  await post('/api/retail/sendForgotUsernameMail', { idNumber: user.username });
  await post(
    '/api/employee/adminUpdateUserAttributes',
    { username: 'thabo', phone_number: '0735550123', currentPassword: TEST_PASSWORD },
    employee.tokens.AccessToken,
  );
  const [wrongOld, changed, reset] = ['Wr0ng!Passw0rd', 'Chang3d!Passw0rd', 'R3set!Passw0rd'];
  secrets.add(wrongOld).add(changed).add(reset);
  await post('/api/retail/changePassword', { oldPassword: wrongOld, newPassword: changed });
  expect(
    (await post('/api/retail/changePassword', { oldPassword: TEST_PASSWORD, newPassword: changed })).status,
  ).toBe(204);
  await post('/api/retail/changePassword', { oldPassword: changed, newPassword: 'short' });
  await h.idp.call('ForgotPassword', { ClientId: h.idp.retail.clientId, Username: user.username });
  const resetCode = await h.latestCode('moved@example.co.za');
  const confirmReset = (confirmationCode: string) =>
    post('/api/retail/confirmForgotPassword', {
      username: user.username,
      confirmationCode,
      newPassword: reset,
    });
  await confirmReset(resetCode === '000000' ? '111111' : '000000');
  expect((await confirmReset(resetCode)).status).toBe(204);
  await h.api({ method: 'GET', url: `/api/retail/user/getAdminUser?userName=${user.username}`, token });
  await h.api({ method: 'GET', url: '/api/retail/twoFactor/status', token: `${token}x` });
  await h.idp.call('SignUp', {
    ClientId: h.idp.retail.clientId,
    Username: 'not-an-id',
    Password: TEST_PASSWORD,
    UserAttributes: [{ Name: 'email', Value: 'x@example.co.za' }],
  });

  for (const row of await h.app.db.select().from(outboxMessages)) {
    for (const code of row.text.match(/\b\d{6}\b/g) ?? []) secrets.add(code);
  }
  expect(secrets.size).toBeGreaterThan(10);
  const log = lines.join('');
  expect(log).toContain('two-factor code sent');
  expect(log).toContain('two-factor code wrong');
  expect(log).toContain('token refused');
  // Whole values only: a 6-digit code may occur by chance inside a longer number (a timestamp, a duration).
  const appears = (secret: string) =>
    new RegExp(`(?<![\\w.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\w)`).test(log);
  for (const secret of secrets) expect(appears(secret), 'a secret appears in the log').toBe(false);
});
