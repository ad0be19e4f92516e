import { decodeJwt } from 'jose';
import { confirmSignIn, fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureAmplify } from './testing/amplify-client.js';
import { registerUser, TEST_PASSWORD } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/** Choice-based sign-in (USER_AUTH) through the real Amplify v6 client: codes by email and SMS, passwords, SRP. */
const clock = new FakeClock();
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  configureAmplify(harness.endpoint, harness.retail);
});

const userAuth = (
  username: string,
  preferredChallenge?: 'EMAIL_OTP' | 'SMS_OTP' | 'PASSWORD' | 'PASSWORD_SRP',
) =>
  signIn({
    username,
    ...(preferredChallenge?.startsWith('PASSWORD') ? { password: TEST_PASSWORD } : {}),
    options: { authFlowType: 'USER_AUTH', ...(preferredChallenge ? { preferredChallenge } : {}) },
  });

/** The `amr` of the signed-in session's access token. */
async function signedInWith(): Promise<unknown> {
  const session = await fetchAuthSession();
  const token = session.tokens?.accessToken.toString();
  if (!token) throw new Error('not signed in');
  return decodeJwt(token).amr;
}

async function newUser(username: string, phone?: string) {
  const email = `${username.toLowerCase()}@example.co.za`;
  await registerUser(harness, harness.retail, username, { email });
  if (phone)
    await harness.app.idp.adminUpdateUserAttributes('retail', username, {
      phone_number: phone,
      phone_number_verified: 'true',
    });
  return email;
}

describe('codes as the first factor', () => {
  it('signs in with a code by email, asked for directly', async () => {
    const email = await newUser('UA1001');
    const started = await userAuth('UA1001', 'EMAIL_OTP');
    if (started.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE')
      throw new Error(started.nextStep.signInStep);
    expect(started.nextStep.codeDeliveryDetails?.destination).toBe('u***@e***.za');
    const done = await confirmSignIn({ challengeResponse: await harness.latestCode(email) });
    expect(done.isSignedIn).toBe(true);
    expect(await signedInWith()).toEqual(['otp']);
    await signOut();
  });

  it('offers the choices, then signs in with a code by SMS', async () => {
    await newUser('UA1002', '+27821234502');
    const started = await userAuth('UA1002');
    if (started.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION')
      throw new Error(started.nextStep.signInStep);
    expect(started.nextStep.availableChallenges).toEqual([
      'PASSWORD',
      'PASSWORD_SRP',
      'EMAIL_OTP',
      'SMS_OTP',
    ]);
    const sms = await confirmSignIn({ challengeResponse: 'SMS_OTP' });
    if (sms.nextStep.signInStep !== 'CONFIRM_SIGN_IN_WITH_SMS_CODE') throw new Error(sms.nextStep.signInStep);
    expect(sms.nextStep.codeDeliveryDetails?.destination).toBe('+*******4502');
    expect(
      (await confirmSignIn({ challengeResponse: await harness.latestCode('+27821234502') })).isSignedIn,
    ).toBe(true);
    await signOut();
  });

  it('refuses a wrong code, then accepts the right one', async () => {
    const email = await newUser('UA1003');
    await userAuth('UA1003', 'EMAIL_OTP');
    await expect(confirmSignIn({ challengeResponse: '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    expect((await confirmSignIn({ challengeResponse: await harness.latestCode(email) })).isSignedIn).toBe(
      true,
    );
    await signOut();
  });

  it('refuses a code once the sign-in has expired', async () => {
    const email = await newUser('UA1004');
    await userAuth('UA1004', 'EMAIL_OTP');
    const code = await harness.latestCode(email);
    clock.advance(3 * 60 * 1000 + 1000);
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
  });

  it('burns the code after five wrong guesses and locks the account for a while', async () => {
    const email = await newUser('UA1005');
    await userAuth('UA1005', 'EMAIL_OTP');
    const code = await harness.latestCode(email);
    for (let guess = 0; guess < 5; guess += 1) {
      await expect(confirmSignIn({ challengeResponse: `00000${guess}` })).rejects.toMatchObject({
        name: 'CodeMismatchException',
      });
    }
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({
      name: 'LimitExceededException',
    });
    await expect(userAuth('UA1005', 'EMAIL_OTP')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Password attempts exceeded',
    });
    clock.advance(2000);
    const again = await userAuth('UA1005', 'EMAIL_OTP');
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
  });
});

describe('passwords inside USER_AUTH', () => {
  it('signs in with PASSWORD chosen from the selection', async () => {
    await newUser('UA2001');
    await userAuth('UA2001');
    const password = await confirmSignIn({ challengeResponse: 'PASSWORD' });
    expect(password.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_PASSWORD');
    expect((await confirmSignIn({ challengeResponse: TEST_PASSWORD })).isSignedIn).toBe(true);
    expect(await signedInWith()).toEqual(['pwd']);
    await signOut();
  });

  it('signs in with PASSWORD_SRP preferred, and refuses a wrong password', async () => {
    await newUser('UA2002');
    expect((await userAuth('UA2002', 'PASSWORD_SRP')).isSignedIn).toBe(true);
    await signOut();
    await expect(
      signIn({
        username: 'UA2002',
        password: 'Wr0ng!Password',
        options: { authFlowType: 'USER_AUTH', preferredChallenge: 'PASSWORD_SRP' },
      }),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('asks for MFA after a password, never after a code', async () => {
    const email = await newUser('UA2003');
    expect((await userAuth('UA2003', 'PASSWORD')).isSignedIn).toBe(true);
    const token = (await fetchAuthSession()).tokens?.accessToken.toString();
    const enabled = await harness.call('SetUserMFAPreference', {
      AccessToken: token,
      EmailMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(enabled.status).toBe(200);
    await signOut();

    const withPassword = await userAuth('UA2003', 'PASSWORD');
    expect(withPassword.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
    expect((await confirmSignIn({ challengeResponse: await harness.latestCode(email) })).isSignedIn).toBe(
      true,
    );
    expect(await signedInWith()).toEqual(['pwd', 'mfa']);
    await signOut();

    clock.advance(1000); // a later code than the MFA one (codes are ordered by the pool's clock)
    await userAuth('UA2003', 'EMAIL_OTP');
    expect((await confirmSignIn({ challengeResponse: await harness.latestCode(email) })).isSignedIn).toBe(
      true,
    );
    expect(await signedInWith()).toEqual(['otp']);
    await signOut();
  });
});
