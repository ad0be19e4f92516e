import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { idpWebauthnCredentials } from '../../../db/schema/identity.js';
import { passwordSignIn, registerUser, tokensOf } from './flows.js';
import type { IdpHarness, ProtocolResult } from './harness.js';
import type { SoftwareAuthenticator } from './software-authenticator.js';

/** The web app's origin the passkey protocol tests run on (PUBLIC_APP_URL), and its fixed start date. */
export const PASSKEY_ORIGIN = 'https://cover.example.co.za';
export const PASSKEY_TEST_START = new Date('2026-05-04T08:00:00Z');

/** A refusal with the hosted shape: HTTP 400, the type in the header and the body, and a message. */
export function expectRefused(result: ProtocolResult, type: string) {
  expect(result.status, JSON.stringify(result.body)).toBe(400);
  expect(result.errorType).toBe(type);
  expect(result.body.__type).toBe(type);
  expect(typeof result.body.message).toBe('string');
}

/** The creation options of a StartWebAuthnRegistration answer (which must have succeeded). */
export function creationOptions(result: ProtocolResult): PublicKeyCredentialCreationOptionsJSON {
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body.CredentialCreationOptions as PublicKeyCredentialCreationOptionsJSON;
}

/**
 * The passkey operations of one test file's pool, as plain protocol calls: customers signed in by password,
 * registration, listing, and the stored rows. `current` gives the file's harness once it has started.
 */
export function passkeyCalls(current: () => IdpHarness) {
  let serial = 0;
  const start = (token: string, target: IdpHarness = current()) =>
    target.call('StartWebAuthnRegistration', { AccessToken: token });
  const complete = (token: string, credential: unknown, target: IdpHarness = current()) =>
    target.call('CompleteWebAuthnRegistration', { AccessToken: token, Credential: credential });
  return {
    start,
    complete,
    list: (token: string, extra: Record<string, unknown> = {}) =>
      current().call('ListWebAuthnCredentials', { AccessToken: token, ...extra }),
    /** A new confirmed retail customer, signed in by password: their access token, user id and email. */
    async signedInCustomer(target: IdpHarness = current()) {
      serial += 1;
      const username = `70010150${String(serial).padStart(5, '0')}`;
      const email = `passkey${serial}@example.co.za`;
      const sub = await registerUser(target, target.retail, username, { email });
      const { AccessToken } = tokensOf(await passwordSignIn(target, target.retail, username));
      return { username, email, sub, token: AccessToken };
    },
    /** Registers one passkey of the authenticator for the token's user; returns its credential id. */
    async addPasskey(token: string, authenticator: SoftwareAuthenticator): Promise<string> {
      const credential = authenticator.register(creationOptions(await start(token)));
      const done = await complete(token, credential);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      return credential.id;
    },
    storedPasskeys: (userId: string) =>
      current().app.db.select().from(idpWebauthnCredentials).where(eq(idpWebauthnCredentials.userId, userId)),
  };
}
