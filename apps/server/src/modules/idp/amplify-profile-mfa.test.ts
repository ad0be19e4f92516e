import {
  confirmSignIn,
  fetchMFAPreference,
  setUpTOTP,
  signIn,
  signOut,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { configureAmplify } from './testing/amplify-client.js';
import { registerUser, TEST_PASSWORD } from './testing/flows.js';
import { startIdpHarness, type IdpHarness } from './testing/harness.js';
import { totpAt } from './totp.js';

/**
 * A pool where MFA is OPTIONAL: a signed-in user turns two-step sign-in on from the profile with the calls
 * the web app makes (setUpTOTP, verifyTOTPSetup, updateMFAPreference, fetchMFAPreference), the next
 * sign-in asks for the app's code, and turning it off again signs in with the password alone.
 */
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ config: { IDP_MFA: 'OPTIONAL' } });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  configureAmplify(harness.endpoint, harness.retail);
});

it('turns on an authenticator app from the profile, is asked for it at the next sign-in, and turns it off', async () => {
  await registerUser(harness, harness.retail, '9001014800086', {
    email: 'thandi.mfa@example.co.za',
    preferred_username: 'thandimfa',
    given_name: 'Thandi',
    family_name: 'Nkosi',
  });
  expect((await signIn({ username: 'thandimfa', password: TEST_PASSWORD })).isSignedIn).toBe(true);
  expect(await fetchMFAPreference()).toEqual({});

  const { sharedSecret, getSetupUri } = await setUpTOTP();
  const uri = getSetupUri('Telkom Cover', 'thandimfa');
  expect(uri.protocol).toBe('otpauth:');
  expect(uri.searchParams.get('secret')).toBe(sharedSecret);
  expect(uri.toString()).not.toContain('9001014800086');

  // A wrong code is refused and the key stays pending: the right code still works.
  const now = new Date();
  const wrong = totpAt(sharedSecret, now) === '000000' ? '111111' : '000000';
  await expect(verifyTOTPSetup({ code: wrong })).rejects.toMatchObject({
    name: 'EnableSoftwareTokenMFAException',
  });
  await verifyTOTPSetup({ code: totpAt(sharedSecret, now) });
  await updateMFAPreference({ totp: 'PREFERRED' });
  expect(await fetchMFAPreference()).toEqual({ enabled: ['TOTP'], preferred: 'TOTP' });
  await signOut();

  const again = await signIn({ username: 'thandimfa', password: TEST_PASSWORD });
  expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
  expect((await confirmSignIn({ challengeResponse: totpAt(sharedSecret, new Date()) })).isSignedIn).toBe(
    true,
  );

  await updateMFAPreference({ totp: 'DISABLED' });
  expect((await fetchMFAPreference()).enabled ?? []).toEqual([]);
  await signOut();
  expect((await signIn({ username: 'thandimfa', password: TEST_PASSWORD })).isSignedIn).toBe(true);
  await signOut();
});
