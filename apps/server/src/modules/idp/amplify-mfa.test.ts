import { confirmSignIn, signIn, signOut } from 'aws-amplify/auth';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { configureAmplify } from './testing/amplify-client.js';
import { registerUser, TEST_PASSWORD } from './testing/flows.js';
import { startIdpHarness, type IdpHarness } from './testing/harness.js';
import { totpAt } from './totp.js';

/** A pool that requires MFA: Amplify walks the MFA_SETUP steps (TOTP and email) on first sign-in. */
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ config: { IDP_MFA: 'ON' } });
});
afterAll(async () => {
  await harness.close();
});
beforeEach(() => {
  configureAmplify(harness.endpoint, harness.employee);
});

it('sets up TOTP at first sign-in, then asks for it', async () => {
  await registerUser(harness, harness.employee, 'EMP1001', { email: 'emp1001@example.co.za' });
  const first = await signIn({ username: 'EMP1001', password: TEST_PASSWORD });
  expect(first.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION');
  const setup = await confirmSignIn({ challengeResponse: 'TOTP' });
  if (setup.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP')
    throw new Error(setup.nextStep.signInStep);
  const secret = setup.nextStep.totpSetupDetails.sharedSecret;
  expect((await confirmSignIn({ challengeResponse: totpAt(secret, new Date()) })).isSignedIn).toBe(true);
  await signOut();

  const again = await signIn({ username: 'EMP1001', password: TEST_PASSWORD });
  expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
  expect((await confirmSignIn({ challengeResponse: totpAt(secret, new Date()) })).isSignedIn).toBe(true);
  await signOut();
});

it('sets up email MFA at first sign-in', async () => {
  await registerUser(harness, harness.employee, 'EMP1002', { email: 'emp1002@example.co.za' });
  await signIn({ username: 'EMP1002', password: TEST_PASSWORD });
  const email = await confirmSignIn({ challengeResponse: 'EMAIL' });
  expect(email.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_EMAIL_SETUP');
  const code = await confirmSignIn({ challengeResponse: 'emp1002@example.co.za' });
  expect(code.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_EMAIL_CODE');
  const done = await confirmSignIn({ challengeResponse: await harness.latestCode('emp1002@example.co.za') });
  expect(done.isSignedIn).toBe(true);
  expect((await harness.app.idp.adminGetUser('employee', 'EMP1002'))?.mfaEnabled).toEqual(['EMAIL_OTP']);
  await signOut();
});
