import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSignIn, registerUser, tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/**
 * Each kind of account code has its own hourly allowance (QA walk 5, finding 4): sign-up codes and profile
 * codes never use up the allowance of a password reset, and a refusal says when a new code can be asked for.
 */
const clock = new FakeClock(new Date('2026-03-02T08:00:00Z'));
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now, config: { IDP_CODE_LIMIT: 100 } });
});
afterAll(async () => {
  await harness.close();
});

const forgot = (username: string) =>
  harness.call('ForgotPassword', { ClientId: harness.retail.clientId, Username: username });

describe('the hourly code allowance', () => {
  it('is kept per purpose: sign-up and profile codes do not block a password reset', async () => {
    await registerUser(harness, harness.retail, '8001015009087', { email: 'one@example.co.za' });
    expect((await forgot('8001015009087')).status).toBe(200);
    expect((await forgot('8001015009087')).status).toBe(200);
    const { AccessToken } = tokensOf(await passwordSignIn(harness, harness.retail, '8001015009087'));
    for (const email of ['two@example.co.za', 'three@example.co.za']) {
      const update = await harness.call('UpdateUserAttributes', {
        AccessToken,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
      expect(update.status).toBe(200);
    }
    // Five account codes in the hour so far (one sign-up, two resets, two email changes).
    expect((await forgot('8001015009087')).status).toBe(200);
  });

  it('still refuses a sixth code of one purpose in the hour, saying when a new one can be asked for', async () => {
    await registerUser(harness, harness.retail, '8801235111088', { email: 'four@example.co.za' });
    const { AccessToken } = tokensOf(await passwordSignIn(harness, harness.retail, '8801235111088'));
    const change = (email: string) =>
      harness.call('UpdateUserAttributes', {
        AccessToken,
        UserAttributes: [{ Name: 'email', Value: email }],
      });
    for (const email of ['a@example.co.za', 'b@example.co.za', 'c@example.co.za']) {
      expect((await change(email)).status).toBe(200);
    }
    clock.advance(40 * 60 * 1000);
    const resend = () =>
      harness.call('GetUserAttributeVerificationCode', { AccessToken, AttributeName: 'email' });
    for (let send = 0; send < 2; send += 1) expect((await resend()).status).toBe(200);
    expect((await resend()).body).toEqual({
      __type: 'LimitExceededException',
      message:
        'Attempt limit exceeded, please try after some time. You can ask for a new code in about 20 minutes.',
    });
    // A password reset has its own allowance; its sixth request in the hour is refused with the wait too.
    for (let send = 0; send < 5; send += 1) expect((await forgot('8801235111088')).status).toBe(200);
    expect((await forgot('8801235111088')).body).toEqual({
      __type: 'LimitExceededException',
      message:
        'Attempt limit exceeded, please try after some time. You can ask for a new code in about 60 minutes.',
    });
  });
});
