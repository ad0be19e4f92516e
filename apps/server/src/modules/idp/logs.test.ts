import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { passwordSignIn, registerUser, startSrpSignIn, TEST_PASSWORD, tokensOf } from './testing/flows.js';
import { startIdpHarness, type IdpHarness } from './testing/harness.js';

/** Runs the pool's flows with every log line captured, then looks for any secret in them. */
const lines: string[] = [];
const secrets = new Set<string>();
let harness: IdpHarness;

beforeAll(async () => {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  harness = await startIdpHarness({ logStream: stream });
});
afterAll(async () => {
  await harness.close();
});

function remember(...values: unknown[]) {
  for (const value of values) if (typeof value === 'string' && value.length >= 6) secrets.add(value);
}

it('never logs a code, password, token, session or SRP value', async () => {
  const pool = harness.retail;
  const NEW_PASSWORD = 'N3w!Secret#Pass';
  remember(TEST_PASSWORD, NEW_PASSWORD, 'Wr0ng!Password');
  await registerUser(harness, pool, '3001015009088', {
    email: 'logs@example.co.za',
    phone_number: '+27841234567',
  });
  await harness.call('ConfirmSignUp', {
    ClientId: pool.clientId,
    Username: '3001015009088',
    ConfirmationCode: '123456',
  });
  await passwordSignIn(harness, pool, '3001015009088', 'Wr0ng!Password');

  const srp = await startSrpSignIn(harness, pool, '3001015009088');
  const challenge = srp.initiated.body.ChallengeParameters as Record<string, string>;
  remember(challenge.SECRET_BLOCK, challenge.SRP_B, challenge.SALT);
  const tokens = tokensOf(await srp.answer());
  remember(tokens.AccessToken, tokens.IdToken, tokens.RefreshToken);

  await harness.call('GetUser', { AccessToken: tokens.AccessToken });
  await harness.call('UpdateUserAttributes', {
    AccessToken: tokens.AccessToken,
    UserAttributes: [{ Name: 'email', Value: 'logs2@example.co.za' }],
  });
  const attributeCode = await harness.latestCode('logs2@example.co.za');
  await harness.call('VerifyUserAttribute', {
    AccessToken: tokens.AccessToken,
    AttributeName: 'email',
    Code: attributeCode,
  });
  await harness.call('ChangePassword', {
    AccessToken: tokens.AccessToken,
    PreviousPassword: TEST_PASSWORD,
    ProposedPassword: NEW_PASSWORD,
  });
  await harness.call('ForgotPassword', { ClientId: pool.clientId, Username: '3001015009088' });
  const resetCode = await harness.latestCode('logs2@example.co.za');
  await harness.call('ConfirmForgotPassword', {
    ClientId: pool.clientId,
    Username: '3001015009088',
    ConfirmationCode: resetCode,
    Password: TEST_PASSWORD,
  });
  const again = tokensOf(await passwordSignIn(harness, pool, '3001015009088'));
  remember(again.AccessToken, again.IdToken, again.RefreshToken);
  await harness.call('GetTokensFromRefreshToken', {
    ClientId: pool.clientId,
    RefreshToken: again.RefreshToken,
  });
  // A passwordless sign-in by an emailed code: its session and code stay out of the logs too.
  const selection = await harness.call('InitiateAuth', {
    ClientId: pool.clientId,
    AuthFlow: 'USER_AUTH',
    AuthParameters: { USERNAME: '3001015009088', PREFERRED_CHALLENGE: 'EMAIL_OTP' },
  });
  remember(selection.body.Session);
  const byCode = await harness.call('RespondToAuthChallenge', {
    ClientId: pool.clientId,
    ChallengeName: 'EMAIL_OTP',
    Session: selection.body.Session,
    ChallengeResponses: {
      USERNAME: '3001015009088',
      EMAIL_OTP_CODE: await harness.latestCode('logs2@example.co.za'),
    },
  });
  const passwordless = tokensOf(byCode);
  remember(passwordless.AccessToken, passwordless.RefreshToken);
  await harness.call('RevokeToken', { ClientId: pool.clientId, Token: again.RefreshToken });
  await harness.call('GlobalSignOut', { AccessToken: tokens.AccessToken });

  for (const text of await harness.outboxTexts()) {
    const code = /\b(\d{6})\b/.exec(text)?.[1];
    if (code) secrets.add(code);
  }
  expect(secrets.size).toBeGreaterThan(10);
  const log = lines.join('');
  expect(log).toContain('idp code sent');
  expect(log).toContain('idp request refused');
  for (const secret of secrets) {
    // Digit-only codes must not be mistaken for part of a longer number (timestamps, durations).
    const found = /^\d+$/.test(secret)
      ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(log)
      : log.includes(secret);
    expect(found, `a secret (${secret.slice(0, 3)}…) is in the logs`).toBe(false);
  }
});
