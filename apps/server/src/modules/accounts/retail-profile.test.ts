import { TEST_PASSWORD } from '../idp/testing/flows.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, signIn, type TestUser } from './testing/harness.js';
import { retailAttributes, testSaId } from './testing/people.js';
import { accountsSuite, errorOf, retailCustomers } from './testing/retail-suite.js';

const h = accountsSuite();
const freshUser = retailCustomers(h, 20);
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  alice = await createSignedInUser(h, 'retail', testSaId(1), retailAttributes(1));
  bob = await createSignedInUser(h, 'retail', testSaId(2), retailAttributes(2));
});

describe('GET api/retail/user/getAdminUser', () => {
  it('returns the caller by SA ID number or by preferred username', async () => {
    const token = alice.tokens.AccessToken;
    for (const userName of [alice.username, 'lerato1', 'LERATO1']) {
      const result = await h.api({
        method: 'GET',
        url: `/api/retail/user/getAdminUser?userName=${userName}`,
        token,
      });
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({
        userName: alice.username,
        preferredUsername: 'lerato1',
        givenName: 'Lerato',
        email: alice.email,
        emailVerified: true,
        status: 'CONFIRMED',
      });
    }
  });

  it("answers 404 for another user's name and for an unknown one (existence is not revealed)", async () => {
    const token = alice.tokens.AccessToken;
    for (const userName of [bob.username, 'lerato2', testSaId(99)]) {
      const result = await h.api({
        method: 'GET',
        url: `/api/retail/user/getAdminUser?userName=${userName}`,
        token,
      });
      expect(result.status).toBe(404);
      expect(JSON.stringify(result.body)).not.toContain(bob.email);
    }
  });
});

describe('POST api/retail/user/adminUpdateUserAttributes', () => {
  it('changes own names and username at once', async () => {
    const user = await freshUser();
    const result = await h.api({
      method: 'POST',
      url: '/api/retail/user/adminUpdateUserAttributes',
      token: user.tokens.AccessToken,
      body: {
        attributes: [
          { Name: 'given_name', Value: 'Naledi' },
          { Name: 'preferred_username', Value: 'naledi.k' },
          { Name: 'custom:communicationType', Value: 'sms' },
        ],
      },
    });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({
      updated: ['given_name', 'preferred_username', 'custom:communicationType'],
      pendingVerification: [],
    });
    const stored = await h.app.idp.adminGetUser('retail', 'naledi.k');
    expect(stored?.attributes).toMatchObject({ given_name: 'Naledi', 'custom:communicationType': 'sms' });
  });

  it("refuses another user's preferred username with the catalogue text", async () => {
    const result = await h.api({
      method: 'POST',
      url: '/api/retail/user/adminUpdateUserAttributes',
      token: alice.tokens.AccessToken,
      body: { attributes: [{ Name: 'preferred_username', Value: 'Lerato2' }] },
    });
    expect(result.status).toBe(409);
    expect(errorOf(result).message).toBe('Username is not available. Please try another username');
  });

  it('refuses email and mobile changes (those need a code)', async () => {
    const result = await h.api({
      method: 'POST',
      url: '/api/retail/user/adminUpdateUserAttributes',
      token: alice.tokens.AccessToken,
      body: { attributes: [{ Name: 'email', Value: 'other@example.co.za' }] },
    });
    expect(result.status).toBe(400);
    expect(errorOf(result).fields).toHaveProperty('email');
    expect((await h.app.idp.adminGetUser('retail', alice.username))?.attributes.email).toBe(alice.email);
  });
});

describe('profile updates with a code', () => {
  it('keeps a new email pending until its code is verified; names change at once', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    const update = await h.api({
      method: 'POST',
      url: '/api/retail/updateProfileAttributes',
      token,
      body: {
        attributes: [
          { Name: 'email', Value: 'new.address@example.co.za' },
          { Name: 'family_name', Value: 'Mokoena' },
        ],
        currentPassword: TEST_PASSWORD,
      },
    });
    expect(update.status).toBe(200);
    expect(update.body).toEqual({
      updated: ['family_name'],
      pendingVerification: [{ attribute: 'email', deliveryMedium: 'EMAIL', destination: 'n***@e***.za' }],
    });
    const profile = await h.api({
      method: 'GET',
      url: `/api/retail/user/getAdminUser?userName=${user.username}`,
      token,
    });
    expect(profile.body).toMatchObject({
      email: user.email,
      pendingEmail: 'new.address@example.co.za',
      familyName: 'Mokoena',
    });

    const code = await h.latestCode('new.address@example.co.za');
    const verify = await h.api({
      method: 'POST',
      url: '/api/retail/verifyUserAttributeCode',
      token,
      body: { attribute: 'email', code },
    });
    expect(verify.body).toEqual({ attribute: 'email', verified: true });
    const after = await h.api({
      method: 'GET',
      url: `/api/retail/user/getAdminUser?userName=${user.username}`,
      token,
    });
    expect(after.body).toMatchObject({
      email: 'new.address@example.co.za',
      emailVerified: true,
      pendingEmail: null,
    });
  });

  it('sends an attribute code and answers a wrong code with the catalogue text', async () => {
    const user = await freshUser();
    const token = user.tokens.AccessToken;
    const sent = await h.api({
      method: 'POST',
      url: '/api/retail/getUserAttributeVerificationCode',
      token,
      body: { attribute: 'email' },
    });
    expect(sent.body).toEqual({ attribute: 'email', deliveryMedium: 'EMAIL', destination: 'r***@e***.za' });
    const code = await h.latestCode(user.email);
    const wrong = await h.api({
      method: 'POST',
      url: '/api/retail/verifyUserAttributeCode',
      token,
      body: { attribute: 'email', code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(errorOf(wrong).message).toBe('Incorrect OTP given, Please enter valid OTP');
  });

  it('answers an expired code with the catalogue text', async () => {
    const user = await freshUser();
    await h.api({
      method: 'POST',
      url: '/api/retail/getUserAttributeVerificationCode',
      token: user.tokens.AccessToken,
      body: { attribute: 'email' },
    });
    const code = await h.latestCode(user.email);
    h.clock.advance(25 * 60 * 60 * 1000);
    const tokens = await signIn(h, 'retail', user.username);
    const expired = await h.api({
      method: 'POST',
      url: '/api/retail/verifyUserAttributeCode',
      token: tokens.AccessToken,
      body: { attribute: 'email', code },
    });
    expect(expired.status).toBe(400);
    expect(errorOf(expired).message).toBe('OTP is expired, get another OTP by using resend OTP');
  });

  it('answers a code flood with the catalogue text and when a new code can be asked for', async () => {
    const user = await freshUser();
    const send = () =>
      h.api({
        method: 'POST',
        url: '/api/retail/getUserAttributeVerificationCode',
        token: user.tokens.AccessToken,
        body: { attribute: 'email' },
      });
    // Email codes have their own 5 an hour: the sign-up code does not count.
    for (let i = 0; i < 5; i += 1) expect((await send()).status).toBe(200);
    const flood = await send();
    expect(flood.status).toBe(429);
    expect(errorOf(flood).message).toBe(
      'Limit exceeded, Please try after some time. You can ask for a new code in about 60 minutes.',
    );
  });
});
