import {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
  signUp,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureAmplify, type MemoryStorage } from './testing/amplify-client.js';
import { startIdpHarness, type IdpHarness } from './testing/harness.js';

/** The real Amplify v6 client against the embedded pool, over HTTP. */
let harness: IdpHarness;
let storage: MemoryStorage;

beforeAll(async () => {
  harness = await startIdpHarness();
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  storage = configureAmplify(harness.endpoint, harness.retail);
});

const PASSWORD = 'Str0ng!Passw0rd';

async function registerRetail(username: string, email: string, preferred: string) {
  const result = await signUp({
    username,
    password: PASSWORD,
    options: {
      userAttributes: { email, preferred_username: preferred, given_name: 'Thandi', family_name: 'Nkosi' },
    },
  });
  expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
  const confirmed = await confirmSignUp({ username, confirmationCode: await harness.latestCode(email) });
  expect(confirmed.isSignUpComplete).toBe(true);
}

describe('Amplify v6 against the embedded pool', () => {
  it('signs up, confirms, signs in with SRP and reads the session, user and attributes', async () => {
    await registerRetail('8001015009087', 'thandi@example.co.za', 'thandi');
    const result = await signIn({ username: '8001015009087', password: PASSWORD });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });

    const session = await fetchAuthSession();
    expect(session.tokens?.idToken?.payload.email).toBe('thandi@example.co.za');
    expect(session.tokens?.accessToken.payload.token_use).toBe('access');
    const user = await getCurrentUser();
    expect(user.username).toBe('8001015009087');
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({
      email: 'thandi@example.co.za',
      email_verified: 'true',
      preferred_username: 'thandi',
    });
    expect(attributes.sub).toBe(user.userId);

    const verified = await harness.app.idp.verifyAccessToken(session.tokens!.accessToken.toString(), {
      pool: 'retail',
    });
    expect(verified.username).toBe('8001015009087');
    await signOut();
  });

  it('signs in with the preferred_username alias', async () => {
    await registerRetail('8101015009086', 'sipho@example.co.za', 'Sipho');
    const result = await signIn({ username: 'sipho', password: PASSWORD });
    expect(result.isSignedIn).toBe(true);
    expect((await getCurrentUser()).username).toBe('8101015009086');
    await signOut();
  });

  it('maps an unconfirmed user to CONFIRM_SIGN_UP', async () => {
    await signUp({
      username: '8201015009085',
      password: PASSWORD,
      options: { userAttributes: { email: 'u@example.co.za' } },
    });
    const result = await signIn({ username: '8201015009085', password: PASSWORD });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');
  });

  it('updates and verifies an email, keeping the old one until verified', async () => {
    await registerRetail('8301015009084', 'old@example.co.za', 'lerato');
    await signIn({ username: '8301015009084', password: PASSWORD });
    const output = await updateUserAttributes({
      userAttributes: { email: 'new@example.co.za', given_name: 'Lerato' },
    });
    expect(output.email?.nextStep.updateAttributeStep).toBe('CONFIRM_ATTRIBUTE_WITH_CODE');
    expect(output.given_name?.nextStep.updateAttributeStep).toBe('DONE');
    expect((await fetchUserAttributes()).email).toBe('old@example.co.za');

    await confirmUserAttribute({
      userAttributeKey: 'email',
      confirmationCode: await harness.latestCode('new@example.co.za'),
    });
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({
      email: 'new@example.co.za',
      email_verified: 'true',
      given_name: 'Lerato',
    });
    await signOut();
  });

  it('resets a forgotten password and changes it again when signed in', async () => {
    await registerRetail('8401015009083', 'reset@example.co.za', 'naledi');
    const reset = await resetPassword({ username: '8401015009083' });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({
      username: '8401015009083',
      newPassword: 'N3w!Password',
      confirmationCode: await harness.latestCode('reset@example.co.za'),
    });
    await expect(signIn({ username: '8401015009083', password: PASSWORD })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await signIn({ username: '8401015009083', password: 'N3w!Password' })).isSignedIn).toBe(true);
    await updatePassword({ oldPassword: 'N3w!Password', newPassword: 'An0ther!Pass' });
    await signOut();
    expect((await signIn({ username: 'naledi', password: 'An0ther!Pass' })).isSignedIn).toBe(true);
    await signOut();
  });

  it('signs out globally: the old access token and refresh token stop working', async () => {
    await registerRetail('8501015009082', 'global@example.co.za', 'bongani');
    await signIn({ username: '8501015009082', password: PASSWORD });
    const tokens = (await fetchAuthSession()).tokens!;
    const accessToken = tokens.accessToken.toString();
    const refreshToken = storage.find('refreshToken');
    expect(refreshToken).toBeTruthy();
    await signOut({ global: true });
    await expect(harness.app.idp.verifyAccessToken(accessToken, { pool: 'retail' })).rejects.toMatchObject({
      type: 'NotAuthorizedException',
    });
    const getUser = await harness.call('GetUser', { AccessToken: accessToken });
    expect(getUser.body.__type).toBe('NotAuthorizedException');
    const refresh = await harness.call('GetTokensFromRefreshToken', {
      ClientId: harness.retail.clientId,
      RefreshToken: refreshToken,
    });
    expect(refresh.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Refresh Token has been revoked',
    });
  });

  it('signs in with USER_PASSWORD_AUTH and refreshes tokens', async () => {
    await registerRetail('8601015009081', 'plain@example.co.za', 'zanele');
    const result = await signIn({
      username: '8601015009081',
      password: PASSWORD,
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(result.isSignedIn).toBe(true);
    const before = (await fetchAuthSession()).tokens!;
    const refreshed = (await fetchAuthSession({ forceRefresh: true })).tokens!;
    expect(refreshed.accessToken.toString()).not.toBe(before.accessToken.toString());
    expect(refreshed.accessToken.payload.origin_jti).toBe(before.accessToken.payload.origin_jti);
    await signOut();
  });
});
