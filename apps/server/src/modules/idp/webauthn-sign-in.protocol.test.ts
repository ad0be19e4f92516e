import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { decodeJwt } from 'jose';
import { SESSION_LIFETIME_MS } from './auth-sessions.js';
import { tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness, type ProtocolResult } from './testing/harness.js';
import {
  expectRefused,
  PASSKEY_ORIGIN as ORIGIN,
  PASSKEY_TEST_START,
  passkeyCalls,
} from './testing/passkey-calls.js';
import { SoftwareAuthenticator } from './testing/software-authenticator.js';

/** Passkey sign-in on the wire (USER_AUTH with WEB_AUTHN): the assertion checks and every refusal. */
const clock = new FakeClock(PASSKEY_TEST_START);
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now, config: { PUBLIC_APP_URL: ORIGIN } });
});
afterAll(async () => {
  await harness.close();
});

const { signedInCustomer, addPasskey, storedPasskeys } = passkeyCalls(() => harness);

describe('passkey sign-in (USER_AUTH, WEB_AUTHN)', () => {
  /** InitiateAuth USER_AUTH asking for a passkey: the session and the parsed CREDENTIAL_REQUEST_OPTIONS. */
  async function startPasskeySignIn(username: string) {
    const started = await harness.call('InitiateAuth', {
      ClientId: harness.retail.clientId,
      AuthFlow: 'USER_AUTH',
      AuthParameters: { USERNAME: username, PREFERRED_CHALLENGE: 'WEB_AUTHN' },
    });
    expect(started.body.ChallengeName, JSON.stringify(started.body)).toBe('WEB_AUTHN');
    const parameters = started.body.ChallengeParameters as Record<string, string>;
    return {
      session: started.body.Session as string,
      options: JSON.parse(
        parameters.CREDENTIAL_REQUEST_OPTIONS ?? '',
      ) as PublicKeyCredentialRequestOptionsJSON,
    };
  }
  const answer = (username: string, session: string, credential: unknown) =>
    harness.call('RespondToAuthChallenge', {
      ClientId: harness.retail.clientId,
      ChallengeName: 'WEB_AUTHN',
      Session: session,
      ChallengeResponses: {
        USERNAME: username,
        CREDENTIAL: typeof credential === 'string' ? credential : JSON.stringify(credential),
      },
    });
  const amrOf = (result: ProtocolResult) => decodeJwt(tokensOf(result).AccessToken).amr;

  it('asks for the customer\u2019s passkeys on the app origin and signs in with one', async () => {
    const { username, token, sub } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credentialId = await addPasskey(token, authenticator);
    const { session, options } = await startPasskeySignIn(username);
    expect(options).toMatchObject({
      rpId: 'cover.example.co.za',
      userVerification: 'preferred',
      timeout: SESSION_LIFETIME_MS,
      allowCredentials: [{ id: credentialId, type: 'public-key', transports: ['internal', 'hybrid'] }],
    });
    const done = await answer(username, session, authenticator.authenticate(options));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(amrOf(done)).toEqual(['hwk', 'user']);
    const [row] = await storedPasskeys(sub);
    expect(row?.counter).toBe(1);
    expect(row?.lastUsedAt?.getTime()).toBe(clock.now().getTime());
  });

  it('marks a sign-in without user verification on the device as a passkey alone', async () => {
    const { username, token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN, userVerified: false });
    await addPasskey(token, authenticator);
    const { session, options } = await startPasskeySignIn(username);
    expect(amrOf(await answer(username, session, authenticator.authenticate(options)))).toEqual(['hwk']);
  });

  it('refuses assertions from another origin or relying party, replayed, or with a changed user handle', async () => {
    const { username, token, sub } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(token, authenticator);
    const refusals: [string, (options: PublicKeyCredentialRequestOptionsJSON) => unknown][] = [
      [
        'other origin',
        (options) => authenticator.authenticate(options, { origin: 'https://cover.example.evil' }),
      ],
      ['other relying party', (options) => authenticator.authenticate(options, { rpId: 'example.evil' })],
      [
        'other challenge',
        (options) => authenticator.authenticate(options, { challenge: 'AAAAAAAAAAAAAAAAAAAAAA' }),
      ],
      ['tampered signature', (options) => authenticator.authenticate(options, { tamperSignature: true })],
      [
        'changed user handle',
        (options) => {
          const assertion = authenticator.authenticate(options);
          return {
            ...assertion,
            response: {
              ...assertion.response,
              userHandle: Buffer.from('someone-else').toString('base64url'),
            },
          };
        },
      ],
    ];
    for (const [what, make] of refusals) {
      const { session, options } = await startPasskeySignIn(username);
      const result = await answer(username, session, make(options));
      expect(result.errorType, what).toBe('NotAuthorizedException');
      expect(result.body.message, what).toBe('Incorrect username or password.');
    }
    // An assertion that worked once does not work for a later sign-in.
    const first = await startPasskeySignIn(username);
    const assertion = authenticator.authenticate(first.options);
    expect((await answer(username, first.session, assertion)).status).toBe(200);
    const later = await startPasskeySignIn(username);
    expectRefused(await answer(username, later.session, assertion), 'NotAuthorizedException');
    expect((await storedPasskeys(sub))[0]?.counter).toBe(authenticator.list()[0]?.counter);
  });

  it('refuses another customer\u2019s passkey', async () => {
    const victim = await signedInCustomer();
    const intruder = await signedInCustomer();
    const victimPhone = new SoftwareAuthenticator({ origin: ORIGIN });
    const intruderPhone = new SoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(victim.token, victimPhone);
    const intruderKey = await addPasskey(intruder.token, intruderPhone);
    const { session, options } = await startPasskeySignIn(victim.username);
    const result = await answer(
      victim.username,
      session,
      intruderPhone.authenticate(options, { credentialId: intruderKey }),
    );
    expectRefused(result, 'NotAuthorizedException');
  });

  it('refuses a CREDENTIAL that is not an assertion as an invalid parameter', async () => {
    const { username, token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(token, authenticator);
    for (const credential of [
      '{not json',
      '[]',
      JSON.stringify({ id: 'AAAA', rawId: 'AAAA', type: 'public-key' }),
    ]) {
      const { session } = await startPasskeySignIn(username);
      expectRefused(await answer(username, session, credential), 'InvalidParameterException');
    }
  });
});
