import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordSignIn, registerUser, TEST_PASSWORD } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';

/** Sign-up and confirmation codes over the wire: validation, code mismatch, expiry, attempt and send limits. */
const clock = new FakeClock(new Date('2026-03-02T08:00:00Z'));
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now });
});
afterAll(async () => {
  await harness.close();
});

function signUp(username: string, email: string, extra: Record<string, unknown> = {}) {
  return harness.call('SignUp', {
    ClientId: harness.retail.clientId,
    Username: username,
    Password: TEST_PASSWORD,
    UserAttributes: [{ Name: 'email', Value: email }],
    ...extra,
  });
}

const confirm = (username: string, code: string) =>
  harness.call('ConfirmSignUp', {
    ClientId: harness.retail.clientId,
    Username: username,
    ConfirmationCode: code,
  });

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('SignUp', () => {
  it('answers in the wire format and delivers a masked code to the email', async () => {
    const result = await signUp('7001015009080', 'anele@example.co.za');
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      UserConfirmed: false,
      CodeDeliveryDetails: { Destination: 'a***@e***.za', DeliveryMedium: 'EMAIL', AttributeName: 'email' },
    });
    expect(await harness.latestCode('anele@example.co.za')).toMatch(/^\d{6}$/);
  });

  it('refuses weak passwords, missing email, taken usernames and aliases, unknown attributes and clients', async () => {
    const weak = await signUp('7101015009089', 'a@example.co.za', { Password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.errorType).toBe('InvalidPasswordException');
    expect((await signUp('7101015009089', '', { UserAttributes: [] })).body.__type).toBe(
      'InvalidParameterException',
    );
    expect((await signUp('7001015009080', 'b@example.co.za')).body.__type).toBe('UsernameExistsException');
    await signUp('7201015009088', 'c@example.co.za', {
      UserAttributes: [
        { Name: 'email', Value: 'c@example.co.za' },
        { Name: 'preferred_username', Value: 'Mpho' },
      ],
    });
    const alias = await signUp('7301015009087', 'd@example.co.za', {
      UserAttributes: [
        { Name: 'email', Value: 'd@example.co.za' },
        { Name: 'preferred_username', Value: 'mpho' },
      ],
    });
    expect(alias.body.__type).toBe('AliasExistsException');
    const unknown = await signUp('7301015009087', 'd@example.co.za', {
      UserAttributes: [
        { Name: 'email', Value: 'd@example.co.za' },
        { Name: 'custom:employeeType', Value: 'permanent' },
      ],
    });
    expect(unknown.body.__type).toBe('InvalidParameterException');
    const client = await signUp('7301015009087', 'd@example.co.za', { ClientId: 'nope' });
    expect(client.body.__type).toBe('ResourceNotFoundException');
  });

  it('rejects unknown operations and malformed bodies in protocol terms, and answers CORS preflights', async () => {
    expect((await harness.call('DeleteEverything', {})).body.__type).toBe('UnknownOperationException');
    const response = await fetch(harness.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.SignUp',
      },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'SerializationException' });
    const preflight = await fetch(harness.endpoint, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });
});

describe('ConfirmSignUp', () => {
  it('refuses a wrong code, then accepts the right one', async () => {
    await signUp('7401015009086', 'e@example.co.za');
    const code = await harness.latestCode('e@example.co.za');
    const mismatch = await confirm('7401015009086', wrong(code));
    expect(mismatch.body).toEqual({
      __type: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    });
    expect((await confirm('7401015009086', code)).status).toBe(200);
    expect((await confirm('7401015009086', code)).body.__type).toBe('CodeMismatchException');
  });

  it('expires codes after 24 hours; a resent code works', async () => {
    await signUp('7501015009085', 'f@example.co.za');
    const code = await harness.latestCode('f@example.co.za');
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await confirm('7501015009085', code)).body.__type).toBe('ExpiredCodeException');
    const resent = await harness.call('ResendConfirmationCode', {
      ClientId: harness.retail.clientId,
      Username: '7501015009085',
    });
    expect(resent.body.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
    expect((await confirm('7501015009085', await harness.latestCode('f@example.co.za'))).status).toBe(200);
  });

  it('burns the code after five wrong attempts (LimitExceededException)', async () => {
    await signUp('7601015009084', 'g@example.co.za');
    const code = await harness.latestCode('g@example.co.za');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await confirm('7601015009084', wrong(code))).body.__type).toBe('CodeMismatchException');
    }
    const limited = await confirm('7601015009084', code);
    expect(limited.body).toEqual({
      __type: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
  });

  it('refuses more than five codes an hour per user', async () => {
    await signUp('7701015009083', 'h@example.co.za');
    const resend = () =>
      harness.call('ResendConfirmationCode', {
        ClientId: harness.retail.clientId,
        Username: '7701015009083',
      });
    for (let send = 0; send < 4; send += 1) expect((await resend()).status).toBe(200);
    expect((await resend()).body.__type).toBe('LimitExceededException');
    clock.advance(60 * 60 * 1000 + 1000);
    expect((await resend()).status).toBe(200);
  });

  it('reports an unconfirmed user at sign-in only with the right password', async () => {
    await signUp('7801015009082', 'i@example.co.za');
    expect(
      (await passwordSignIn(harness, harness.retail, '7801015009082', 'Wr0ng!Password')).body.__type,
    ).toBe('NotAuthorizedException');
    const result = await passwordSignIn(harness, harness.retail, '7801015009082');
    expect(result.body).toEqual({ __type: 'UserNotConfirmedException', message: 'User is not confirmed.' });
  });
});

describe('employee pool', () => {
  it('accepts the custom attributes and finds users by them', async () => {
    await registerUser(harness, harness.employee, 'EMP00123', {
      email: 'employee@example.co.za',
      'custom:employeeType': 'permanent',
      'custom:communicationType': 'email',
      'custom:agreedPOPIA': 'true',
      'custom:agreedTC': 'true',
      'custom:idNumber': '9001015009087',
    });
    const found = await harness.app.idp.listUsersByAttribute('employee', 'custom:idNumber', '9001015009087');
    expect(found.map((user) => user.username)).toEqual(['EMP00123']);
    expect(await harness.app.idp.listUsersByAttribute('retail', 'custom:idNumber', '9001015009087')).toEqual(
      [],
    );
    const signIn = await passwordSignIn(harness, harness.employee, 'emp00123');
    const idToken = (signIn.body.AuthenticationResult as { IdToken: string }).IdToken;
    const claims = JSON.parse(
      Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      'custom:employeeType': 'permanent',
      'custom:agreedPOPIA': 'true',
      token_use: 'id',
    });
  });
});
