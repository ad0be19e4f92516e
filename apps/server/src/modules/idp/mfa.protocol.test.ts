import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, startSrpSignIn, tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';
import { totpAt } from './totp.js';

/** Optional MFA over the wire: TOTP association, email and SMS codes, choosing between methods. */
const clock = new FakeClock();
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
});
afterAll(async () => {
  await harness.close();
});

async function signedIn(username: string, email: string, phone?: string) {
  await registerUser(harness, harness.retail, username, { email, ...(phone ? { phone_number: phone } : {}) });
  const started = await startSrpSignIn(harness, harness.retail, username);
  return tokensOf(await started.answer()).AccessToken;
}

async function passwordStep(username: string) {
  const started = await startSrpSignIn(harness, harness.retail, username);
  return (await started.answer()).body;
}

const answer = (name: string, session: unknown, responses: Record<string, string>) =>
  harness.call('RespondToAuthChallenge', {
    ClientId: harness.retail.clientId,
    ChallengeName: name,
    Session: session,
    ChallengeResponses: responses,
  });

async function enableTotp(accessToken: string): Promise<string> {
  const associated = await harness.call('AssociateSoftwareToken', { AccessToken: accessToken });
  const secret = associated.body.SecretCode as string;
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const wrong = await harness.call('VerifySoftwareToken', { AccessToken: accessToken, UserCode: '000000' });
  expect(wrong.body.__type).toBe('EnableSoftwareTokenMFAException');
  const verified = await harness.call('VerifySoftwareToken', {
    AccessToken: accessToken,
    UserCode: totpAt(secret, clock.now()),
  });
  expect(verified.body).toEqual({ Status: 'SUCCESS' });
  return secret;
}

describe('software token MFA', () => {
  it('is associated, verified, preferred and then asked for at sign-in', async () => {
    const accessToken = await signedIn('4001015009086', 'totp@example.co.za');
    const premature = await harness.call('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    expect(premature.body.__type).toBe('InvalidParameterException');
    const secret = await enableTotp(accessToken);
    await harness.call('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    });
    const user = await harness.call('GetUser', { AccessToken: accessToken });
    expect(user.body).toMatchObject({
      PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
      UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
    });

    const challenge = await passwordStep('4001015009086');
    expect(challenge.ChallengeName).toBe('SOFTWARE_TOKEN_MFA');
    const wrong = await answer('SOFTWARE_TOKEN_MFA', challenge.Session, {
      USERNAME: '4001015009086',
      SOFTWARE_TOKEN_MFA_CODE: '000000',
    });
    expect(wrong.body.__type).toBe('CodeMismatchException');
    const right = await answer('SOFTWARE_TOKEN_MFA', challenge.Session, {
      USERNAME: '4001015009086',
      SOFTWARE_TOKEN_MFA_CODE: totpAt(secret, clock.now()),
    });
    expect(tokensOf(right).AccessToken).toBeTruthy();
  });
});

describe('email and SMS codes', () => {
  it('sends an EMAIL_OTP challenge code and accepts it', async () => {
    const accessToken = await signedIn('4101015009085', 'otp@example.co.za');
    await harness.call('SetUserMFAPreference', {
      AccessToken: accessToken,
      EmailMfaSettings: { Enabled: true },
    });
    const challenge = await passwordStep('4101015009085');
    expect(challenge).toMatchObject({
      ChallengeName: 'EMAIL_OTP',
      ChallengeParameters: {
        CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL',
        CODE_DELIVERY_DESTINATION: 'o***@e***.za',
      },
    });
    const code = await harness.latestCode('otp@example.co.za');
    const result = await answer('EMAIL_OTP', challenge.Session, {
      USERNAME: '4101015009085',
      EMAIL_OTP_CODE: code,
    });
    expect(tokensOf(result).IdToken).toBeTruthy();
  });

  it('lets the user choose between enabled methods; an SMS code is refused once the session expired', async () => {
    const accessToken = await signedIn('4201015009084', 'choose@example.co.za', '+27831234567');
    await enableTotp(accessToken);
    await harness.call('SetUserMFAPreference', {
      AccessToken: accessToken,
      SoftwareTokenMfaSettings: { Enabled: true },
      SMSMfaSettings: { Enabled: true },
    });
    const select = await passwordStep('4201015009084');
    expect(select.ChallengeName).toBe('SELECT_MFA_TYPE');
    const choices = JSON.parse(
      (select.ChallengeParameters as Record<string, string>).MFAS_CAN_CHOOSE ?? '[]',
    ) as string[];
    expect(choices.sort()).toEqual(['SMS_MFA', 'SOFTWARE_TOKEN_MFA']);
    const sms = await answer('SELECT_MFA_TYPE', select.Session, {
      USERNAME: '4201015009084',
      ANSWER: 'SMS_MFA',
    });
    expect(sms.body.ChallengeName).toBe('SMS_MFA');
    const code = await harness.latestCode('+27831234567');
    clock.advance(3 * 60 * 1000 + 1000);
    const late = await answer('SMS_MFA', sms.body.Session, { USERNAME: '4201015009084', SMS_MFA_CODE: code });
    expect(late.body.message).toBe('Invalid session for the user, session is expired.');
  });
});
