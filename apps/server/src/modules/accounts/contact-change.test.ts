/**
 * A new email or mobile number on the retail profile (QA F4, F11): when the codes cannot all be sent the
 * names are saved and neither contact changes; once verified, the new contact becomes the policy holder's.
 */
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../idp/testing/flows.js';
import type { TestUser } from './testing/harness.js';
import { accountsSuite, errorOf, retailCustomers } from './testing/retail-suite.js';

const h = accountsSuite();
const freshUser = retailCustomers(h, 40);
/** Asks for the attributes with the current password. */
const updateProfile = (user: TestUser, attributes: { Name: string; Value: string }[]) =>
  h.api({
    method: 'POST',
    url: '/api/retail/updateProfileAttributes',
    token: user.tokens.AccessToken,
    body: { attributes, currentPassword: TEST_PASSWORD },
  });

describe('profile updates that cannot send every code (QA F4)', () => {
  const sendCodes = async (user: TestUser, count: number) => {
    for (let i = 0; i < count; i += 1) {
      const sent = await h.api({
        method: 'POST',
        url: '/api/retail/getUserAttributeVerificationCode',
        token: user.tokens.AccessToken,
        body: { attribute: 'email' },
      });
      expect(sent.status).toBe(200);
    }
  };
  const profileOf = async (user: TestUser) =>
    (
      await h.api({
        method: 'GET',
        url: `/api/retail/user/getAdminUser?userName=${user.username}`,
        token: user.tokens.AccessToken,
      })
    ).body;

  it('saves the names, changes neither contact, and says so when the codes cannot all be sent', async () => {
    const user = await freshUser();
    // The 5 email codes an hour are used up: the new email's code cannot be sent, the mobile's could.
    await sendCodes(user, 5);
    const update = await updateProfile(user, [
      { Name: 'given_name', Value: 'Naledi' },
      { Name: 'email', Value: 'naledi.new@example.co.za' },
      { Name: 'phone_number', Value: '+27721112233' },
    ]);
    expect(update.status).toBe(200);
    expect(update.body).toEqual({
      updated: ['given_name'],
      pendingVerification: [],
      notSaved: ['email', 'phone_number'],
      // when a code can be asked for again, so the page can say how long to wait
      codeWait: expect.stringMatching(/^You can ask for a new code in about (a minute|\d+ minutes)\.$/),
    });
    const profile = await profileOf(user);
    expect(profile).toMatchObject({
      givenName: 'Naledi',
      email: user.email,
      pendingEmail: null,
      pendingPhoneNumber: null,
    });
    expect(profile.phoneNumber).not.toBe('+27721112233');
    expect(await h.idp.outboxTexts()).not.toEqual(
      expect.arrayContaining([expect.stringContaining('verify your mobile number')]),
    );
  });

  it('changes nothing and answers the catalogue text when only contacts change and no code can be sent', async () => {
    const user = await freshUser();
    await sendCodes(user, 5);
    const update = await updateProfile(user, [
      { Name: 'email', Value: 'contacts.only@example.co.za' },
      { Name: 'phone_number', Value: '+27721112244' },
    ]);
    expect(update.status).toBe(429);
    expect(errorOf(update).message).toBe(
      'Limit exceeded, Please try after some time. You can ask for a new code in about 60 minutes.',
    );
    const profile = await profileOf(user);
    expect(profile.phoneNumber).not.toBe('+27721112244');
    expect(profile.pendingEmail).toBeNull();
  });
});

describe('a verified email or mobile becomes the policy contact (QA F11)', () => {
  it("updates the customer's policy holder once the new mobile number is verified", async () => {
    const user = await freshUser();
    const idNumber = user.username;
    const token = user.tokens.AccessToken;
    const created = await h.api({
      method: 'POST',
      url: '/api/retail/createPolicyholder',
      token,
      body: {
        type: 'individual',
        id: { type: 'id', number: idNumber, country: 'ZA' },
        first_name: 'Lerato',
        last_name: 'Khumalo',
        email: user.email,
        cellphone: '082 555 1234',
      },
    });
    expect(created.status).toBe(201);
    const update = await updateProfile(user, [{ Name: 'phone_number', Value: '+27712223344' }]);
    expect(update.status).toBe(200);
    const before = await h.api({ method: 'GET', url: '/api/retail/notification-preferences', token });
    expect(before.body).toMatchObject({ cellphone: '+27825551234' });

    const code = await h.latestCode('+27712223344');
    const verify = await h.api({
      method: 'POST',
      url: '/api/retail/verifyUserAttributeCode',
      token,
      body: { attribute: 'phone_number', code },
    });
    expect(verify.status).toBe(200);
    const after = await h.api({ method: 'GET', url: '/api/retail/notification-preferences', token });
    expect(after.body).toMatchObject({ cellphone: '+27712223344', email: user.email });
  });
});
