import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  passwordSignIn,
  registerUser,
  srpSignIn,
  startSrpSignIn,
  TEST_PASSWORD,
  tokensOf,
} from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/** Sign-in over the wire: SRP, lockout, session expiry, forgotten passwords, temporary passwords. */
const clock = new FakeClock(new Date('2026-03-02T08:00:00Z'));
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
});
afterAll(async () => {
  await harness.close();
});

const WRONG = 'Wr0ng!Password';

describe('SRP sign-in', () => {
  it('issues tokens for the right password and refuses a wrong one', async () => {
    await registerUser(harness, harness.retail, '6001015009082', { email: 'srp@example.co.za' });
    const ok = await srpSignIn(harness, harness.retail, '6001015009082');
    expect(ok.status).toBe(200);
    expect(tokensOf(ok).RefreshToken).toBeTruthy();
    const bad = await srpSignIn(harness, harness.retail, '6001015009082', WRONG);
    expect(bad.body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
  });

  it('answers an unknown user like a wrong password', async () => {
    const started = await startSrpSignIn(harness, harness.retail, 'nobody');
    expect(started.initiated.body.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect((await started.answer()).body.__type).toBe('NotAuthorizedException');
    expect((await passwordSignIn(harness, harness.retail, 'nobody')).body.__type).toBe(
      'NotAuthorizedException',
    );
  });

  it('refuses a sign-in session older than 3 minutes, and a session used twice', async () => {
    await registerUser(harness, harness.retail, '6101015009081', { email: 'late@example.co.za' });
    const late = await startSrpSignIn(harness, harness.retail, '6101015009081');
    clock.advance(3 * 60 * 1000 + 1000);
    expect((await late.answer()).body).toEqual({
      __type: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
    const once = await startSrpSignIn(harness, harness.retail, '6101015009081');
    expect((await once.answer()).status).toBe(200);
    expect((await once.answer()).body.__type).toBe('NotAuthorizedException');
  });
});

describe('lockout', () => {
  it('locks after five wrong passwords ("Password attempts exceeded"), 2^(n-5) s', async () => {
    await registerUser(harness, harness.retail, '6201015009080', { email: 'lock@example.co.za' });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await passwordSignIn(harness, harness.retail, '6201015009080', WRONG);
      expect(result.body.message).toBe('Incorrect username or password.');
    }
    const sixth = await passwordSignIn(harness, harness.retail, '6201015009080', WRONG);
    expect(sixth.body).toEqual({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' });
    const srpWhileLocked = await startSrpSignIn(harness, harness.retail, '6201015009080');
    expect(srpWhileLocked.initiated.body.message).toBe('Password attempts exceeded');
    clock.advance(1000);
    const seventh = await passwordSignIn(harness, harness.retail, '6201015009080', WRONG);
    expect(seventh.body.message).toBe('Password attempts exceeded');
    clock.advance(1000);
    expect((await passwordSignIn(harness, harness.retail, '6201015009080')).body.message).toBe(
      'Password attempts exceeded',
    );
    clock.advance(1000);
    expect((await passwordSignIn(harness, harness.retail, '6201015009080')).status).toBe(200);
    expect((await passwordSignIn(harness, harness.retail, '6201015009080', WRONG)).body.message).toBe(
      'Incorrect username or password.',
    );
  });
});

describe('forgotten password', () => {
  it('is refused without a verified email or phone number', async () => {
    await harness.call('SignUp', {
      ClientId: harness.retail.clientId,
      Username: '6301015009089',
      Password: TEST_PASSWORD,
      UserAttributes: [{ Name: 'email', Value: 'unverified@example.co.za' }],
    });
    const result = await harness.call('ForgotPassword', {
      ClientId: harness.retail.clientId,
      Username: '6301015009089',
    });
    expect(result.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
  });

  it('is refused when only the phone number is verified (recovery by verified email only, spec 000 §5)', async () => {
    await harness.app.idp.adminCreateUser('retail', {
      username: '6601015009086',
      temporaryPassword: 'Temp!Pass123',
      attributes: {
        email: 'not-yet@example.co.za',
        email_verified: 'false',
        phone_number: '+27821230000',
        phone_number_verified: 'true',
      },
    });
    const result = await harness.call('ForgotPassword', {
      ClientId: harness.retail.clientId,
      Username: '6601015009086',
    });
    expect(result.body).toEqual({
      __type: 'InvalidParameterException',
      message: 'Cannot reset password for the user as there is no registered/verified email or phone_number',
    });
  });

  it('sends a code valid for one hour', async () => {
    await registerUser(harness, harness.retail, '6401015009088', { email: 'forgot@example.co.za' });
    const forgot = () =>
      harness.call('ForgotPassword', { ClientId: harness.retail.clientId, Username: '6401015009088' });
    const confirm = (code: string) =>
      harness.call('ConfirmForgotPassword', {
        ClientId: harness.retail.clientId,
        Username: '6401015009088',
        ConfirmationCode: code,
        Password: 'N3w!Password',
      });
    expect((await forgot()).body.CodeDeliveryDetails).toMatchObject({ AttributeName: 'email' });
    const stale = await harness.latestCode('forgot@example.co.za');
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await confirm(stale)).body.__type).toBe('ExpiredCodeException');
    await forgot();
    expect((await confirm(await harness.latestCode('forgot@example.co.za'))).status).toBe(200);
    expect((await passwordSignIn(harness, harness.retail, '6401015009088', 'N3w!Password')).status).toBe(200);
  });
});

describe('admin-created users', () => {
  it('must replace the temporary password (NEW_PASSWORD_REQUIRED)', async () => {
    await harness.app.idp.adminCreateUser('retail', {
      username: '6501015009087',
      temporaryPassword: 'Temp!Pass123',
      attributes: { email: 'temp@example.co.za', email_verified: 'true' },
    });
    const first = await passwordSignIn(harness, harness.retail, '6501015009087', 'Temp!Pass123');
    expect(first.body.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const answered = await harness.call('RespondToAuthChallenge', {
      ClientId: harness.retail.clientId,
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      Session: first.body.Session,
      ChallengeResponses: {
        USERNAME: '6501015009087',
        NEW_PASSWORD: TEST_PASSWORD,
        'userAttributes.given_name': 'Ayanda',
      },
    });
    expect(tokensOf(answered).AccessToken).toBeTruthy();
    const user = await harness.app.idp.adminGetUser('retail', '6501015009087');
    expect(user).toMatchObject({
      status: 'CONFIRMED',
      attributes: { given_name: 'Ayanda', email_verified: 'true' },
    });
    expect((await srpSignIn(harness, harness.retail, '6501015009087')).status).toBe(200);
  });
});
