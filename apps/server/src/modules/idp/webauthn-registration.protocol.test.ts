import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS } from './auth-sessions.js';
import { friendlyCredentialName, MAX_PASSKEYS_PER_USER } from './webauthn.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';
import {
  creationOptions,
  expectRefused,
  PASSKEY_ORIGIN as ORIGIN,
  PASSKEY_TEST_START,
  passkeyCalls,
} from './testing/passkey-calls.js';
import { SoftwareAuthenticator } from './testing/software-authenticator.js';

/** Passkey registration on the wire (Start/CompleteWebAuthnRegistration): what is stored, and every refusal. */
const clock = new FakeClock(PASSKEY_TEST_START);
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now, config: { PUBLIC_APP_URL: ORIGIN } });
});
afterAll(async () => {
  await harness.close();
});

const { signedInCustomer, start, complete, list, addPasskey, storedPasskeys } = passkeyCalls(() => harness);

describe('registration', () => {
  it('offers creation options for the app origin and stores the verified passkey', async () => {
    const { sub, token, username, email } = await signedInCustomer();
    const options = creationOptions(await start(token));
    expect(options.rp).toEqual({ id: 'cover.example.co.za', name: 'Telkom Cover' });
    expect(Buffer.from(options.user.id, 'base64url').toString('utf8')).toBe(sub);
    expect(options.user.name).toBe(email);
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
