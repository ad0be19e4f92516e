import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idpWebauthnCredentials } from '../../db/schema/identity.js';
import { SESSION_LIFETIME_MS } from './auth-sessions.js';
import { passwordSignIn, registerUser, tokensOf } from './testing/flows.js';
import { FakeClock, startIdpHarness, type IdpHarness, type ProtocolResult } from './testing/harness.js';
import { SoftwareAuthenticator } from './testing/software-authenticator.js';
import { friendlyCredentialName, MAX_PASSKEYS_PER_USER } from './webauthn.js';

/** The passkey operations on the wire: registration, listing, deleting, and every refusal. */
const ORIGIN = 'https://cover.example.co.za';
const clock = new FakeClock(new Date('2026-05-04T08:00:00Z'));
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now, config: { PUBLIC_APP_URL: ORIGIN } });
});
afterAll(async () => {
  await harness.close();
});

let serial = 0;
/** A new confirmed retail customer, signed in by password: their access token and user id. */
async function signedInCustomer(target: IdpHarness = harness) {
  serial += 1;
  const username = `70010150${String(serial).padStart(5, '0')}`;
  const sub = await registerUser(target, target.retail, username, {
    email: `passkey${serial}@example.co.za`,
  });
  const { AccessToken } = tokensOf(await passwordSignIn(target, target.retail, username));
  return { username, sub, token: AccessToken };
}

const start = (token: string, target: IdpHarness = harness) =>
  target.call('StartWebAuthnRegistration', { AccessToken: token });
const complete = (token: string, credential: unknown, target: IdpHarness = harness) =>
  target.call('CompleteWebAuthnRegistration', { AccessToken: token, Credential: credential });
const list = (token: string, extra: Record<string, unknown> = {}) =>
  harness.call('ListWebAuthnCredentials', { AccessToken: token, ...extra });

function creationOptions(result: ProtocolResult): PublicKeyCredentialCreationOptionsJSON {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.CredentialCreationOptions as PublicKeyCredentialCreationOptionsJSON;
}

function expectRefused(result: ProtocolResult, type: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.errorType).toBe(type);
  expect(result.body.__type).toBe(type);
  expect(typeof result.body.message).toBe('string');
}

/** Registers one passkey of the authenticator for the token's user; returns its credential id. */
async function addPasskey(token: string, authenticator: SoftwareAuthenticator): Promise<string> {
  const credential = authenticator.register(creationOptions(await start(token)));
  const done = await complete(token, credential);
  expect(done.status, JSON.stringify(done.body)).toBe(200);
  return credential.id;
}

const storedPasskeys = (userId: string) =>
  harness.app.db.select().from(idpWebauthnCredentials).where(eq(idpWebauthnCredentials.userId, userId));

describe('registration', () => {
  it('offers creation options for the app origin and stores the verified passkey', async () => {
    const { sub, token, username } = await signedInCustomer();
    const options = creationOptions(await start(token));
    expect(options.rp).toEqual({ id: 'cover.example.co.za', name: 'Telkom Cover' });
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe(sub);
    expect(options.user.name).toBe(`passkey${serial}@example.co.za`);
    expect(options.user.name).not.toBe(username);
    expect(options.pubKeyCredParams.map((param) => param.alg)).toEqual([-7, -257]);
    expect(options.attestation).toBe('none');
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'preferred',
      userVerification: 'preferred',
    });
    expect(options.excludeCredentials).toEqual([]);
    expect(options.timeout).toBe(SESSION_LIFETIME_MS);

    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credential = authenticator.register(options);
    const done = await complete(token, credential);
    expect(done).toMatchObject({ status: 200, body: {} });

    const [row] = await storedPasskeys(sub);
    expect(row).toMatchObject({
      pool: 'retail',
      credentialId: credential.id,
      counter: 0,
      transports: ['internal', 'hybrid'],
      attachment: 'platform',
      relyingPartyId: 'cover.example.co.za',
      friendlyName: 'Phone or computer',
      backedUp: false,
      lastUsedAt: null,
    });
    expect(row?.publicKey.length).toBeGreaterThan(50);
  });

  it('excludes the passkeys the user already has from the next registration', async () => {
    const { token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const first = await addPasskey(token, authenticator);
    const options = creationOptions(await start(token));
    expect(options.excludeCredentials).toEqual([
      { id: first, type: 'public-key', transports: ['internal', 'hybrid'] },
    ]);
  });

  it('names a security key as one', async () => {
    const { sub, token } = await signedInCustomer();
    await addPasskey(token, new SoftwareAuthenticator({ origin: ORIGIN, attachment: 'cross-platform' }));
    const [row] = await storedPasskeys(sub);
    expect(row?.friendlyName).toBe('Security key');
    expect(row?.transports).toEqual(['usb', 'nfc']);
  });

  it('refuses without a valid access token', async () => {
    expectRefused(await harness.call('StartWebAuthnRegistration', {}), 'InvalidParameterException');
    expectRefused(await start('not-a-token'), 'NotAuthorizedException');
    expectRefused(await complete('not-a-token', {}), 'NotAuthorizedException');
    expectRefused(await list('not-a-token'), 'NotAuthorizedException');
    expectRefused(
      await harness.call('DeleteWebAuthnCredential', { AccessToken: 'x.y.z', CredentialId: 'abc' }),
      'NotAuthorizedException',
    );
  });

  it('refuses a signed-out (revoked) access token', async () => {
    const { token } = await signedInCustomer();
    expect((await harness.call('GlobalSignOut', { AccessToken: token })).status).toBe(200);
    expectRefused(await start(token), 'NotAuthorizedException');
  });

  it('refuses a credential from another origin', async () => {
    const { sub, token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credential = authenticator.register(creationOptions(await start(token)), {
      origin: 'https://cover.example.evil',
    });
    expectRefused(await complete(token, credential), 'WebAuthnOriginNotAllowedException');
    expect(await storedPasskeys(sub)).toEqual([]);
  });

  it('refuses a credential made for another relying party', async () => {
    const { sub, token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credential = authenticator.register(creationOptions(await start(token)), { rpId: 'example.evil' });
    expectRefused(await complete(token, credential), 'WebAuthnRelyingPartyMismatchException');
    expect(await storedPasskeys(sub)).toEqual([]);
  });

  it('refuses a replayed registration: the challenge is used up', async () => {
    const { sub, token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credential = authenticator.register(creationOptions(await start(token)));
    expect((await complete(token, credential)).status).toBe(200);
    expectRefused(await complete(token, credential), 'WebAuthnChallengeNotFoundException');
    expect(await storedPasskeys(sub)).toHaveLength(1);
  });

  it('uses the challenge up even when the attempt fails', async () => {
    const { token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const options = creationOptions(await start(token));
    expectRefused(
      await complete(token, authenticator.register(options, { origin: 'https://elsewhere.example' })),
      'WebAuthnOriginNotAllowedException',
    );
    expectRefused(
      await complete(token, authenticator.register(options)),
      'WebAuthnChallengeNotFoundException',
    );
  });

  it('refuses an expired challenge', async () => {
    const { token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credential = authenticator.register(creationOptions(await start(token)));
    clock.advance(SESSION_LIFETIME_MS + 1000);
    try {
      expectRefused(await complete(token, credential), 'WebAuthnChallengeNotFoundException');
    } finally {
      clock.advance(-(SESSION_LIFETIME_MS + 1000));
    }
  });

  it('refuses a challenge the pool never gave, or gave to someone else', async () => {
    const { token } = await signedInCustomer();
    const other = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const options = creationOptions(await start(token));
    expectRefused(
      await complete(
        token,
        authenticator.register(options, { challenge: Buffer.alloc(32, 7).toString('base64url') }),
      ),
      'WebAuthnChallengeNotFoundException',
    );
    // The other customer cannot complete this customer's registration, and it stays usable for its owner.
    const credential = authenticator.register(options);
    expectRefused(await complete(other.token, credential), 'WebAuthnChallengeNotFoundException');
    expect((await complete(token, credential)).status).toBe(200);
  });

  it('refuses an attestation that does not verify, and a key type the pool does not accept', async () => {
    const { sub, token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const badStatement = authenticator.register(creationOptions(await start(token)), {
      attestationStatement: true,
    });
    expectRefused(await complete(token, badStatement), 'WebAuthnCredentialNotSupportedException');
    const eddsa = authenticator.register(creationOptions(await start(token)), { algorithm: 'EdDSA' });
    expectRefused(await complete(token, eddsa), 'WebAuthnCredentialNotSupportedException');
    expect(await storedPasskeys(sub)).toEqual([]);
  });

  it('refuses malformed credentials as invalid parameters', async () => {
    const { token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const good = authenticator.register(creationOptions(await start(token)));
    const malformed: unknown[] = [
      undefined,
      'a string',
      [],
      { ...good, id: 'not base64url!' },
      { ...good, rawId: 'AAAA' },
      { ...good, type: 'password' },
      { ...good, response: { ...good.response, attestationObject: undefined } },
      { ...good, response: { ...good.response, clientDataJSON: Buffer.from('{').toString('base64url') } },
      { ...good, response: { ...good.response, attestationObject: 'AAAA' } },
      { ...good, response: { ...good.response, transports: 'usb' } },
      { ...good, authenticatorAttachment: 'pocket' },
      {
        ...good,
        response: {
          ...good.response,
          clientDataJSON: Buffer.from(
            JSON.stringify({ type: 'webauthn.get', challenge: 'AAAA', origin: ORIGIN }),
          ).toString('base64url'),
        },
      },
    ];
    for (const credential of malformed) {
      const result = await complete(token, credential);
      expectRefused(result, 'InvalidParameterException');
    }
    // None of those used up the challenge.
    expect((await complete(token, good)).status).toBe(200);
  });

  it(`refuses more than ${MAX_PASSKEYS_PER_USER} passkeys`, async () => {
    const { token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    for (let i = 0; i < MAX_PASSKEYS_PER_USER; i += 1) await addPasskey(token, authenticator);
    expectRefused(await start(token), 'LimitExceededException');
    expect((await list(token)).body.Credentials).toHaveLength(MAX_PASSKEYS_PER_USER);
  });
});

describe('listing and deleting', () => {
  it('lists the passkeys with their hosted fields, a page at a time', async () => {
    const { token } = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await addPasskey(token, authenticator));
      clock.advance(1000);
    }
    const all = await list(token);
    expect(all.status).toBe(200);
    expect(all.body.NextToken).toBeUndefined();
    const credentials = all.body.Credentials as Record<string, unknown>[];
    expect(credentials.map((entry) => entry.CredentialId)).toEqual(ids);
    expect(credentials[0]).toEqual({
      CredentialId: ids[0],
      FriendlyCredentialName: 'Phone or computer',
      RelyingPartyId: 'cover.example.co.za',
      AuthenticatorAttachment: 'platform',
      AuthenticatorTransports: ['internal', 'hybrid'],
      CreatedAt: expect.any(Number),
    });
    expect(Math.abs((credentials[0]?.CreatedAt as number) * 1000 - clock.now().getTime())).toBeLessThan(
      10_000,
    );

    const first = await list(token, { MaxResults: 2 });
    expect((first.body.Credentials as unknown[]).length).toBe(2);
    expect(typeof first.body.NextToken).toBe('string');
    const second = await list(token, { MaxResults: 2, NextToken: first.body.NextToken });
    expect((second.body.Credentials as Record<string, unknown>[]).map((entry) => entry.CredentialId)).toEqual(
      [ids[2]],
    );
    expect(second.body.NextToken).toBeUndefined();
  });

  it('refuses bad MaxResults and NextToken values, and another user\u2019s NextToken', async () => {
    const { token } = await signedInCustomer();
    const other = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    await addPasskey(token, authenticator);
    await addPasskey(token, authenticator);
    for (const MaxResults of [0, 21, 1.5, '5', -1])
      expectRefused(await list(token, { MaxResults }), 'InvalidParameterException');
    for (const NextToken of ['garbage', 'v1.AAAA', 42])
      expectRefused(await list(token, { NextToken }), 'InvalidParameterException');
    const page = await list(token, { MaxResults: 1 });
    expectRefused(await list(other.token, { NextToken: page.body.NextToken }), 'InvalidParameterException');
  });

  it('deletes the user\u2019s own passkey, never another user\u2019s', async () => {
    const owner = await signedInCustomer();
    const stranger = await signedInCustomer();
    const authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
    const credentialId = await addPasskey(owner.token, authenticator);

    const foreign = await harness.call('DeleteWebAuthnCredential', {
      AccessToken: stranger.token,
      CredentialId: credentialId,
    });
    expectRefused(foreign, 'ResourceNotFoundException');
    expect(await storedPasskeys(owner.sub)).toHaveLength(1);

    expectRefused(
      await harness.call('DeleteWebAuthnCredential', {
        AccessToken: owner.token,
        CredentialId: Buffer.alloc(32, 1).toString('base64url'),
      }),
      'ResourceNotFoundException',
    );
    expectRefused(
      await harness.call('DeleteWebAuthnCredential', { AccessToken: owner.token }),
      'InvalidParameterException',
    );
    expectRefused(
      await harness.call('DeleteWebAuthnCredential', { AccessToken: owner.token, CredentialId: 'a b' }),
      'InvalidParameterException',
    );

    const mine = await harness.call('DeleteWebAuthnCredential', {
      AccessToken: owner.token,
      CredentialId: credentialId,
    });
    expect(mine).toMatchObject({ status: 200, body: {} });
    expect(await storedPasskeys(owner.sub)).toEqual([]);
    expect((await list(owner.token)).body.Credentials).toEqual([]);
    // Deleting frees the authenticator to register for this account again.
    expect(creationOptions(await start(owner.token)).excludeCredentials).toEqual([]);
  });
});

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

describe('pool configuration', () => {
  it('refuses registration when the app origin is unknown', async () => {
    const bare = await startIdpHarness();
    try {
      const { token } = await signedInCustomer(bare);
      expectRefused(await start(token, bare), 'WebAuthnConfigurationMissingException');
    } finally {
      await bare.close();
    }
  });

  it('refuses registration when the pool does not offer passkeys', async () => {
    const noPasskeys = await startIdpHarness({
      config: { PUBLIC_APP_URL: ORIGIN, IDP_FIRST_FACTORS: ['PASSWORD', 'EMAIL_OTP'] },
    });
    try {
      const { token } = await signedInCustomer(noPasskeys);
      expectRefused(await start(token, noPasskeys), 'WebAuthnNotEnabledException');
    } finally {
      await noPasskeys.close();
    }
  });

  it('takes the relying party from the Origin header when PUBLIC_APP_URL is unset', async () => {
    const bare = await startIdpHarness();
    try {
      const { sub, token } = await signedInCustomer(bare);
      const callFrom = async (origin: string, operation: string, body: Record<string, unknown>) => {
        const response = await fetch(bare.endpoint, {
          method: 'POST',
          headers: {
            origin,
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
          },
          body: JSON.stringify(body),
        });
        return {
          status: response.status,
          errorType: response.headers.get('x-amzn-errortype'),
          body: (await response.json()) as Record<string, unknown>,
        };
      };
      const local = 'http://localhost:5173';
      const options = creationOptions(
        await callFrom(local, 'StartWebAuthnRegistration', { AccessToken: token }),
      );
      expect(options.rp.id).toBe('localhost');
      const authenticator = new SoftwareAuthenticator({ origin: local });
      const credential: RegistrationResponseJSON = authenticator.register(options);
      // The same registration answered from another page origin is refused.
      expectRefused(
        await callFrom('http://127.0.0.1:5173', 'CompleteWebAuthnRegistration', {
          AccessToken: token,
          Credential: credential,
        }),
        'WebAuthnRelyingPartyMismatchException',
      );
      const again = authenticator.register(
        creationOptions(await callFrom(local, 'StartWebAuthnRegistration', { AccessToken: token })),
      );
      const done = await callFrom(local, 'CompleteWebAuthnRegistration', {
        AccessToken: token,
        Credential: again,
      });
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      const rows = await bare.app.db
        .select()
        .from(idpWebauthnCredentials)
        .where(eq(idpWebauthnCredentials.userId, sub));
      expect(rows.map((row) => row.relyingPartyId)).toEqual(['localhost']);
    } finally {
      await bare.close();
    }
  });
});

describe('passkey names', () => {
  it.each([
    [
      'platform',
      ['internal'],
      'Mozilla/5.0 (Linux; Android 14; SM-A145F) Chrome/131.0 Mobile',
      'Android phone',
    ],
    ['platform', ['internal', 'hybrid'], 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X)', 'iPhone'],
    ['platform', ['internal'], 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Edg/131.0', 'Windows computer'],
    ['platform', ['internal'], 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6)', 'Mac'],
    ['platform', ['internal'], 'node', 'Phone or computer'],
    ['cross-platform', ['hybrid'], 'Mozilla/5.0 (Windows NT 10.0)', 'Phone nearby'],
    ['cross-platform', ['usb', 'nfc'], 'Mozilla/5.0 (Macintosh)', 'Security key'],
    [undefined, [], undefined, 'Passkey'],
  ] as const)('%s %j from %s: %s', (attachment, transports, userAgent, name) => {
    expect(friendlyCredentialName(attachment, transports, userAgent)).toBe(name);
  });
});
