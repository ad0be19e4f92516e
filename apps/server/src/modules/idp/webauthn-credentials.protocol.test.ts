import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { idpWebauthnCredentials } from '../../db/schema/identity.js';
import { FakeClock, startIdpHarness, type IdpHarness } from './testing/harness.js';
import {
  creationOptions,
  expectRefused,
  PASSKEY_ORIGIN as ORIGIN,
  PASSKEY_TEST_START,
  passkeyCalls,
} from './testing/passkey-calls.js';
import { SoftwareAuthenticator } from './testing/software-authenticator.js';

/** Listing and deleting passkeys on the wire, and the pool settings passkeys depend on. */
const clock = new FakeClock(PASSKEY_TEST_START);
let harness: IdpHarness;

beforeAll(async () => {
  harness = await startIdpHarness({ now: clock.now, config: { PUBLIC_APP_URL: ORIGIN } });
});
afterAll(async () => {
  await harness.close();
});

const { signedInCustomer, start, list, addPasskey, storedPasskeys } = passkeyCalls(() => harness);

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
