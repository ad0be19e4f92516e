import { decodeJwt } from 'jose';
import {
  associateWebAuthnCredential,
  deleteWebAuthnCredential,
  fetchAuthSession,
  listWebAuthnCredentials,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { idpWebauthnCredentials } from '../../db/schema/identity.js';
import type { PoolDefinition } from './pools.js';
import { configureAmplify } from './testing/amplify-client.js';
import { passwordSignIn, registerUser, TEST_PASSWORD, tokensOf } from './testing/flows.js';
import { startIdpHarness, type IdpHarness } from './testing/harness.js';
import { SoftwareAuthenticator } from './testing/software-authenticator.js';

/**
 * Passkeys through the REAL Amplify v6 client in Node: the software authenticator stands in for the browser's
 * WebAuthn API (installed for this file only), so associateWebAuthnCredential, listWebAuthnCredentials,
 * deleteWebAuthnCredential and signIn with USER_AUTH + WEB_AUTHN run exactly as they do in the web app.
 */
const ORIGIN = 'https://cover.example.co.za';
let harness: IdpHarness;
let authenticator: SoftwareAuthenticator;

beforeAll(async () => {
  harness = await startIdpHarness({ config: { PUBLIC_APP_URL: ORIGIN } });
});
afterAll(async () => {
  await harness.close();
});
afterEach(async () => {
  await signOut().catch(() => undefined);
  authenticator.uninstall();
});

/** A fresh authenticator on the app's origin, installed as the browser's WebAuthn API. */
function newPhone(): SoftwareAuthenticator {
  authenticator = new SoftwareAuthenticator({ origin: ORIGIN });
  authenticator.install();
  return authenticator;
}

/** A new confirmed user of the pool, signed in by password (SRP, Amplify's default) with Amplify. */
async function signedInWithPassword(pool: PoolDefinition, username: string): Promise<string> {
  const sub = await registerUser(harness, pool, username, {
    email: `${username.toLowerCase()}@example.co.za`,
  });
  configureAmplify(harness.endpoint, pool);
  const result = await signIn({ username, password: TEST_PASSWORD });
  expect(result.isSignedIn).toBe(true);
  return sub;
}

const passkeySignIn = (username: string) =>
  signIn({ username, options: { authFlowType: 'USER_AUTH', preferredChallenge: 'WEB_AUTHN' } });

async function accessTokenClaims() {
  const token = (await fetchAuthSession()).tokens?.accessToken.toString();
  if (!token) throw new Error('not signed in');
  return decodeJwt(token);
}

const storedPasskeys = (userId: string) =>
  harness.app.db.select().from(idpWebauthnCredentials).where(eq(idpWebauthnCredentials.userId, userId));

describe('a customer adds, lists and removes a passkey', () => {
  it('registers a passkey on this phone, sees it listed, and removes it', async () => {
    const phone = newPhone();
    const sub = await signedInWithPassword(harness.retail, '8001015009087');

    await associateWebAuthnCredential();
    const [held] = phone.list();
    expect(held).toMatchObject({ rpId: 'cover.example.co.za', counter: 0 });
    expect(Buffer.from(held?.userHandle ?? '', 'base64url').toString('utf8')).toBe(sub);

    const { credentials, nextToken } = await listWebAuthnCredentials();
    expect(nextToken).toBeUndefined();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({
      credentialId: held?.credentialId,
      relyingPartyId: 'cover.example.co.za',
      authenticatorAttachment: 'platform',
      authenticatorTransports: ['internal', 'hybrid'],
    });
    // Amplify in Node sends no browser User-Agent naming a device: the plain fallback.
    expect(credentials[0]?.friendlyCredentialName).toBe('Phone or computer');
    expect(Math.abs((credentials[0]?.createdAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    // The same phone cannot register twice for one account: the browser refuses from the exclude list.
    await expect(associateWebAuthnCredential()).rejects.toMatchObject({ name: 'PasskeyAlreadyExists' });

    await deleteWebAuthnCredential({ credentialId: held?.credentialId ?? '' });
    expect((await listWebAuthnCredentials()).credentials).toEqual([]);
    expect(await storedPasskeys(sub)).toEqual([]);
  });

  it('pages through passkeys with pageSize and nextToken', async () => {
    newPhone();
    await signedInWithPassword(harness.retail, '8101015009086');
    await associateWebAuthnCredential();
    // A second phone (another authenticator) adds its own passkey to the same account.
    authenticator.uninstall();
    newPhone();
    await associateWebAuthnCredential();
    const first = await listWebAuthnCredentials({ pageSize: 1 });
    expect(first.credentials).toHaveLength(1);
    expect(first.nextToken).toEqual(expect.any(String));
    const second = await listWebAuthnCredentials({ pageSize: 1, nextToken: first.nextToken });
    expect(second.credentials).toHaveLength(1);
    expect(second.credentials[0]?.credentialId).not.toBe(first.credentials[0]?.credentialId);
    expect(second.nextToken).toBeUndefined();
  });

  it('refuses a foreign passkey delete through Amplify with ResourceNotFoundException', async () => {
    newPhone();
    await signedInWithPassword(harness.retail, '8201015009085');
    await expect(
      deleteWebAuthnCredential({ credentialId: Buffer.alloc(32, 9).toString('base64url') }),
    ).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });
});

describe('signing in with a passkey (USER_AUTH, WEB_AUTHN)', () => {
  /** A customer with one passkey on the installed phone, signed out again. */
  async function customerWithPasskey(pool: PoolDefinition, username: string) {
    const phone = newPhone();
    const sub = await signedInWithPassword(pool, username);
    await associateWebAuthnCredential();
    await signOut();
    const credentialId = phone.list()[0]?.credentialId ?? '';
    return { phone, sub, credentialId };
  }

  it('signs a retail customer in with no password, and the counter advances', async () => {
    const { phone, sub, credentialId } = await customerWithPasskey(harness.retail, '8301015009084');

    const result = await passkeySignIn('8301015009084');
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const claims = await accessTokenClaims();
    expect(claims.sub).toBe(sub);
    expect(claims.amr).toEqual(['hwk', 'user']);

    const [row] = await storedPasskeys(sub);
    expect(row?.counter).toBe(1);
    expect(phone.list()[0]?.counter).toBe(1);
    expect(row?.lastUsedAt).toBeInstanceOf(Date);
    await signOut();

    expect((await passkeySignIn('8301015009084')).isSignedIn).toBe(true);
    expect((await storedPasskeys(sub))[0]?.counter).toBe(2);
    expect(credentialId).toBe(row?.credentialId);
  });

  it('signs an employee in with a passkey too', async () => {
    const { sub } = await customerWithPasskey(harness.employee, 'EMP8401');
    expect((await passkeySignIn('EMP8401')).isSignedIn).toBe(true);
    expect((await accessTokenClaims()).sub).toBe(sub);
  });

  it('refuses a tampered signature, then accepts the genuine one', async () => {
    const { phone, sub } = await customerWithPasskey(harness.retail, '8501015009083');
    phone.tamperNextSignature();
    await expect(passkeySignIn('8501015009083')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await storedPasskeys(sub))[0]?.counter).toBe(0);
    expect((await passkeySignIn('8501015009083')).isSignedIn).toBe(true);
  });

  it('refuses a cloned authenticator whose counter went back', async () => {
    const { phone, credentialId } = await customerWithPasskey(harness.retail, '8601015009082');
    expect((await passkeySignIn('8601015009082')).isSignedIn).toBe(true);
    await signOut();
    phone.setCounter(credentialId, 0);
    await expect(passkeySignIn('8601015009082')).rejects.toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('refuses a passkey deleted while the sign-in prompt was open, and then no longer offers passkeys', async () => {
    const { phone, credentialId } = await customerWithPasskey(harness.retail, '8701015009081');
    // Another session of the same customer removes the passkey while this phone is being asked for it.
    const other = tokensOf(await passwordSignIn(harness, harness.retail, '8701015009081'));
    phone.whileNextPromptIsOpen(async () => {
      const removed = await harness.call('DeleteWebAuthnCredential', {
        AccessToken: other.AccessToken,
        CredentialId: credentialId,
      });
      expect(removed.status).toBe(200);
    });
    await expect(passkeySignIn('8701015009081')).rejects.toMatchObject({ name: 'NotAuthorizedException' });

    const next = await passkeySignIn('8701015009081');
    if (next.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION')
      throw new Error(next.nextStep.signInStep);
    expect(next.nextStep.availableChallenges).not.toContain('WEB_AUTHN');
  });

  it('offers WEB_AUTHN among the choices only once the customer has a passkey', async () => {
    await customerWithPasskey(harness.retail, '8801015009080');
    const choice = await signIn({ username: '8801015009080', options: { authFlowType: 'USER_AUTH' } });
    if (choice.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION')
      throw new Error(choice.nextStep.signInStep);
    expect(choice.nextStep.availableChallenges).toContain('WEB_AUTHN');
  });
});
