/** QA walk 10 no. 6: a new email or mobile number (the recovery channels) needs the current password. */
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { accountsSuite, errorOf, retailCustomers } from './testing/retail-suite.js';

const h = accountsSuite();
const freshUser = retailCustomers(h, 70);
const BOTH = [
  { Name: 'email', Value: 'taken.over@example.co.za' },
  { Name: 'phone_number', Value: '+27721119999' },
];
const update = (token: string, body: unknown) =>
  h.api({ method: 'POST', url: '/api/retail/updateProfileAttributes', token, body });

describe('POST api/retail/updateProfileAttributes: a new email or mobile number', () => {
  it('is refused with the session alone, and neither contact waits for a code', async () => {
    const user = await freshUser();
    const result = await update(user.tokens.AccessToken, BOTH);
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toEqual({
      currentPassword: 'Please enter your current password to change your email address or mobile number',
    });
    const stored = await h.app.idp.adminGetUser('retail', user.username);
    expect(stored?.attributes.email).toBe(user.email);
    expect(await h.latestCode('taken.over@example.co.za').catch(() => null)).toBeNull();
  });

  it("answers a wrong password with the spec's wrong-password message and changes nothing", async () => {
    const user = await freshUser();
    const result = await update(user.tokens.AccessToken, {
      attributes: BOTH,
      currentPassword: 'Wr0ng!Password',
    });
    expect(result.status).toBe(400);
    expect(errorOf(result)).toMatchObject({
      code: 'WRONG_OLD_PASSWORD',
      message: 'Incorrect old password, Please enter old correct password',
    });
    expect(await h.latestCode('taken.over@example.co.za').catch(() => null)).toBeNull();
  });

  it('locks after repeated wrong passwords, as a password change does, refusing the right one too', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    const tries = [];
    for (let i = 0; i < 6; i += 1)
      tries.push(await update(token, { attributes: BOTH, currentPassword: `Wr0ng!Password${i}` }));
    expect(tries.map((result) => errorOf(result).code)).toContain('PASSWORD_ATTEMPTS_EXCEEDED');
    const right = await update(token, { attributes: BOTH, currentPassword: TEST_PASSWORD });
    expect(right.status).toBe(400);
    expect(errorOf(right).code).toBe('PASSWORD_ATTEMPTS_EXCEEDED');
  });

  it('with the current password, both wait for their codes', async () => {
    const user = await freshUser();
    const result = await update(user.tokens.AccessToken, {
      attributes: BOTH,
      currentPassword: TEST_PASSWORD,
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      pendingVerification: [
        { attribute: 'email', deliveryMedium: 'EMAIL' },
        { attribute: 'phone_number', deliveryMedium: 'SMS' },
      ],
    });
    expect(await h.latestCode('taken.over@example.co.za')).toMatch(/^\d{6}$/);
  });

  it('names alone, or contacts sent back unchanged, need no password', async () => {
    const user = await freshUser();
    const result = await update(user.tokens.AccessToken, [
      { Name: 'given_name', Value: 'Naledi' },
      { Name: 'email', Value: user.email },
    ]);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ updated: ['given_name'] });
  });
});
