import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from './testing/flows.js';
import { startIdpHarness, type IdpHarness } from './testing/harness.js';

/** USER_AUTH over the wire: the choices offered, what is refused, and the app clients' allowed flows. */

const userAuth = (harness: IdpHarness, parameters: Record<string, string>) =>
  harness.call('InitiateAuth', {
    ClientId: harness.retail.clientId,
    AuthFlow: 'USER_AUTH',
    AuthParameters: parameters,
  });

describe('USER_AUTH with the default app clients', () => {
  let harness: IdpHarness;
  beforeAll(async () => {
    harness = await startIdpHarness();
    await registerUser(harness, harness.retail, 'UP1001', { email: 'up1001@example.co.za' });
  });
  afterAll(async () => {
    await harness.close();
  });

  it('answers an unknown name exactly as a known one without a mobile number', async () => {
    const known = await userAuth(harness, { USERNAME: 'UP1001' });
    const unknown = await userAuth(harness, { USERNAME: 'NOBODY77' });
    for (const answer of [known, unknown]) {
      expect(answer.status).toBe(200);
      expect(answer.body.ChallengeName).toBe('SELECT_CHALLENGE');
      expect(answer.body.AvailableChallenges).toEqual(['PASSWORD', 'PASSWORD_SRP', 'EMAIL_OTP']);
      expect(typeof answer.body.Session).toBe('string');
    }
    const code = await harness.call('RespondToAuthChallenge', {
      ClientId: harness.retail.clientId,
      ChallengeName: 'SELECT_CHALLENGE',
      Session: unknown.body.Session,
      ChallengeResponses: { USERNAME: 'NOBODY77', ANSWER: 'EMAIL_OTP' },
    });
    expect(code.body.ChallengeName).toBe('EMAIL_OTP');
    expect(code.body.ChallengeParameters).toMatchObject({ CODE_DELIVERY_DELIVERY_MEDIUM: 'EMAIL' });
    const guess = await harness.call('RespondToAuthChallenge', {
      ClientId: harness.retail.clientId,
      ChallengeName: 'EMAIL_OTP',
      Session: code.body.Session,
      ChallengeResponses: { USERNAME: 'NOBODY77', EMAIL_OTP_CODE: '123456' },
    });
    expect(guess.errorType).toBe('CodeMismatchException');
  });

  it('refuses a choice the user does not have, an unknown choice and a used session', async () => {
    const started = await userAuth(harness, { USERNAME: 'UP1001' });
    const choose = (answer: string) =>
      harness.call('RespondToAuthChallenge', {
        ClientId: harness.retail.clientId,
        ChallengeName: 'SELECT_CHALLENGE',
        Session: started.body.Session,
        ChallengeResponses: { USERNAME: 'UP1001', ANSWER: answer },
      });
    expect((await choose('SMS_OTP')).errorType).toBe('InvalidParameterException');
    expect((await choose('MAGIC')).errorType).toBe('InvalidParameterException');
    expect((await choose('PASSWORD')).body.message).toBe('Missing required parameter PASSWORD');
    expect((await choose('EMAIL_OTP')).body.ChallengeName).toBe('EMAIL_OTP');
    expect((await choose('EMAIL_OTP')).errorType).toBe('NotAuthorizedException');
    const bad = await userAuth(harness, { USERNAME: 'UP1001', PREFERRED_CHALLENGE: 'SMOKE_SIGNALS' });
    expect(bad.errorType).toBe('InvalidParameterException');
  });

  it('answers a preferred challenge the user cannot use with the selection', async () => {
    const answer = await userAuth(harness, { USERNAME: 'UP1001', PREFERRED_CHALLENGE: 'SMS_OTP' });
    expect(answer.body.ChallengeName).toBe('SELECT_CHALLENGE');
    const passkey = await userAuth(harness, { USERNAME: 'UP1001', PREFERRED_CHALLENGE: 'WEB_AUTHN' });
    expect(passkey.body.ChallengeName).toBe('SELECT_CHALLENGE');
  });

  it('keeps the password and SRP flows working beside it', async () => {
    const password = await harness.call('InitiateAuth', {
      ClientId: harness.retail.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'UP1001', PASSWORD: 'Str0ng!Passw0rd' },
    });
    expect(password.body.AuthenticationResult).toBeDefined();
  });

  it('finds an employee by the salary reference number typed without its leading zero', async () => {
    await registerUser(harness, harness.employee, '0765432', { email: 'up0765432@example.co.za' });
    const started = await harness.call('InitiateAuth', {
      ClientId: harness.employee.clientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: '765432', PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    });
    expect(started.body.ChallengeName).toBe('EMAIL_OTP');
    const signedIn = await harness.call('RespondToAuthChallenge', {
      ClientId: harness.employee.clientId,
      ChallengeName: 'EMAIL_OTP',
      Session: started.body.Session,
      ChallengeResponses: {
        USERNAME: '0765432',
        EMAIL_OTP_CODE: await harness.latestCode('up0765432@example.co.za'),
      },
    });
    expect(signedIn.body.AuthenticationResult).toBeDefined();
  });

  it('refuses CUSTOM_AUTH on the retail client, which does not allow it', async () => {
    const custom = await harness.call('InitiateAuth', {
      ClientId: harness.retail.clientId,
      AuthFlow: 'CUSTOM_AUTH',
      AuthParameters: { USERNAME: 'UP1001' },
    });
    expect(custom.errorType).toBe('InvalidParameterException');
    expect(custom.body.message).toBe('CUSTOM_AUTH flow not enabled for this client');
  });
});

describe('app clients configured otherwise', () => {
  let harness: IdpHarness;
  beforeAll(async () => {
    harness = await startIdpHarness({
      config: { IDP_RETAIL_AUTH_FLOWS: ['USER_SRP_AUTH'], IDP_MFA: 'ON', IDP_FIRST_FACTORS: ['PASSWORD'] },
    });
    await registerUser(harness, harness.retail, 'UP2001', { email: 'up2001@example.co.za' });
    await registerUser(harness, harness.employee, 'UP2002', { email: 'up2002@example.co.za' });
  });
  afterAll(async () => {
    await harness.close();
  });

  it('refuses the flows the client does not allow', async () => {
    const refused = await userAuth(harness, { USERNAME: 'UP2001' });
    expect(refused.errorType).toBe('InvalidParameterException');
    expect(refused.body.message).toBe('USER_AUTH flow not enabled for this client');
    const password = await harness.call('InitiateAuth', {
      ClientId: harness.retail.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: 'UP2001', PASSWORD: 'Str0ng!Passw0rd' },
    });
    expect(password.body.message).toBe('USER_PASSWORD_AUTH flow not enabled for this client');
  });

  it('offers only the password when the pool requires MFA or allows no other first factor', async () => {
    const employee = await harness.call('InitiateAuth', {
      ClientId: harness.employee.clientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: 'UP2002', PREFERRED_CHALLENGE: 'EMAIL_OTP' },
    });
    expect(employee.body.ChallengeName).toBe('SELECT_CHALLENGE');
    expect(employee.body.AvailableChallenges).toEqual(['PASSWORD', 'PASSWORD_SRP']);
  });
});
