import { randomBytes, sign, type KeyObject } from 'node:crypto';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import {
  AAGUID,
  b64url,
  clientData,
  concat,
  COSE_ALG,
  domError,
  FLAG_AT,
  FLAG_UP,
  FLAG_UV,
  makeKey,
  sha256,
  uint16,
  uint32,
} from './authenticator-bytes.js';
import {
  FakeAuthenticatorAssertionResponse,
  FakeAuthenticatorAttestationResponse,
  FakePublicKeyCredential,
  installBrowserGlobals,
  type BrowserCreationOptions,
  type BrowserRequestOptions,
} from './fake-browser-webauthn.js';

/**
 * Test support: a software passkey authenticator for Node. At the JSON level it answers registration and
 * sign-in options the way a browser plus authenticator would (attestation 'none', ES256 keys, a signature
 * counter), with tweaks to produce the wrong answers the pool must refuse. `install()` puts just enough of
 * the browser's WebAuthn API on globalThis (window, navigator.credentials, PublicKeyCredential and the two
 * response classes) for the REAL Amplify client's passkey code to run in Node; `uninstall()` restores it.
 */

export interface SoftwareAuthenticatorOptions {
  /** The page origin the "browser" runs on, written into clientDataJSON. */
  origin: string;
  /** 'platform' (default: a passkey on this phone) or 'cross-platform' (a security key). */
  attachment?: 'platform' | 'cross-platform';
  transports?: string[];
  /** Whether the user is verified on the device (UV flag); default true. */
  userVerified?: boolean;
  /** The key type the authenticator makes: ES256 (default) or EdDSA (which the pool does not accept). */
  algorithm?: 'ES256' | 'EdDSA';
}

/** Changes to one registration response, to make it wrong in a chosen way. */
export interface RegistrationTweaks {
  origin?: string;
  /** Relying party id hashed into the authenticator data (instead of the options' rp.id). */
  rpId?: string;
  challenge?: string;
  /** Put a statement into the 'none' attestation (which must have none). */
  attestationStatement?: boolean;
  algorithm?: 'ES256' | 'EdDSA';
}

/** Changes to one assertion. */
export interface AssertionTweaks {
  origin?: string;
  rpId?: string;
  challenge?: string;
  /** Use this credential even if the options do not allow it. */
  credentialId?: string;
  /** Flip a bit of the signature. */
  tamperSignature?: boolean;
}

/** A passkey the authenticator holds (the private key never leaves it). */
export interface HeldPasskey {
  credentialId: string;
  rpId: string;
  /** The user handle (base64url) the relying party gave at registration. */
  userHandle: string;
  counter: number;
}

interface StoredPasskey extends HeldPasskey {
  privateKey: KeyObject;
  algorithm: 'ES256' | 'EdDSA';
}

export class SoftwareAuthenticator {
  readonly origin: string;
  private readonly options: Required<Omit<SoftwareAuthenticatorOptions, 'origin'>>;
  private readonly passkeys = new Map<string, StoredPasskey>();
  private tamperNext = false;
  private beforeNext: (() => Promise<void>) | null = null;
  private restore: (() => void) | null = null;

  constructor(options: SoftwareAuthenticatorOptions) {
    this.origin = new URL(options.origin).origin;
    const attachment = options.attachment ?? 'platform';
    this.options = {
      attachment,
      transports: options.transports ?? (attachment === 'platform' ? ['internal', 'hybrid'] : ['usb', 'nfc']),
      userVerified: options.userVerified ?? true,
      algorithm: options.algorithm ?? 'ES256',
    };
  }

  private get hostname() {
    return new URL(this.origin).hostname;
  }

  private flags(extra: number) {
    return FLAG_UP | (this.options.userVerified ? FLAG_UV : 0) | extra;
  }

  /** Answers PublicKeyCredentialCreationOptionsJSON: a new passkey, returned as RegistrationResponseJSON. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tweaks: RegistrationTweaks = {},
  ): RegistrationResponseJSON {
    const rpId = options.rp.id ?? this.hostname;
    const algorithm = tweaks.algorithm ?? this.options.algorithm;
    const { privateKey, cose, spki } = makeKey(algorithm);
    const credentialId = randomBytes(32);
    const authData = concat(
      sha256(tweaks.rpId ?? rpId),
      new Uint8Array([this.flags(FLAG_AT)]),
      uint32(0),
      AAGUID,
      uint16(credentialId.length),
      credentialId,
      cose,
    );
    const attStmt = new Map<string, Uint8Array>(
      tweaks.attestationStatement ? [['sig', new Uint8Array(8)]] : [],
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, Uint8Array>>([
        ['fmt', 'none'],
        ['attStmt', attStmt],
        ['authData', authData],
      ]),
    );
    const id = b64url(credentialId);
    this.passkeys.set(id, {
      credentialId: id,
      rpId,
      userHandle: options.user.id,
      counter: 0,
      privateKey,
      algorithm,
    });
    return {
      id,
      rawId: id,
      type: 'public-key',
      authenticatorAttachment: this.options.attachment,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(
          clientData('webauthn.create', tweaks.challenge ?? options.challenge, tweaks.origin ?? this.origin),
        ),
        attestationObject: b64url(attestationObject),
        authenticatorData: b64url(authData),
        transports: [...this.options.transports] as RegistrationResponseJSON['response']['transports'],
        publicKeyAlgorithm: COSE_ALG[algorithm],
        publicKey: b64url(spki),
      },
    };
  }

  /** Answers PublicKeyCredentialRequestOptionsJSON with one of its allowed passkeys (AuthenticationResponseJSON). */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    tweaks: AssertionTweaks = {},
  ): AuthenticationResponseJSON {
    const rpId = options.rpId ?? this.hostname;
    const allowed = (options.allowCredentials ?? []).map((entry) => entry.id);
    const passkey = tweaks.credentialId
      ? this.passkeys.get(tweaks.credentialId)
      : [...this.passkeys.values()].find(
          (entry) => entry.rpId === rpId && (allowed.length === 0 || allowed.includes(entry.credentialId)),
        );
    if (!passkey) throw domError('NotAllowedError', 'No passkey on this authenticator fits the request.');
    passkey.counter += 1;
    const authData = concat(
      sha256(tweaks.rpId ?? rpId),
      new Uint8Array([this.flags(0)]),
      uint32(passkey.counter),
    );
    const clientDataJSON = clientData(
      'webauthn.get',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.origin,
    );
    const signed = concat(authData, sha256(clientDataJSON));
    const signature = new Uint8Array(
      sign(passkey.algorithm === 'EdDSA' ? null : 'sha256', signed, passkey.privateKey),
    );
    if (tweaks.tamperSignature || this.tamperNext) {
      signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0x01;
      this.tamperNext = false;
    }
    return {
      id: passkey.credentialId,
      rawId: passkey.credentialId,
      type: 'public-key',
      authenticatorAttachment: this.options.attachment,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: passkey.userHandle,
      },
    };
  }

  /** The passkeys this authenticator holds. */
  list(): HeldPasskey[] {
    return [...this.passkeys.values()].map(({ credentialId, rpId, userHandle, counter }) => ({
      credentialId,
      rpId,
      userHandle,
      counter,
    }));
  }

  /** Forgets a passkey, as when the user removes it from the phone. */
  forget(credentialId: string): void {
    this.passkeys.delete(credentialId);
  }

  /** The next assertion (through the browser API too) carries a broken signature. */
  tamperNextSignature(): void {
    this.tamperNext = true;
  }

  /**
   * Runs this once while the next browser sign-in prompt is open (after the pool gave its challenge, before the
   * authenticator signs), e.g. to remove the passkey from another device meanwhile.
   */
  whileNextPromptIsOpen(action: () => Promise<void>): void {
    this.beforeNext = action;
  }

  /** Sets a passkey's signature counter, e.g. back in time as a cloned authenticator would be. */
  setCounter(credentialId: string, counter: number): void {
    const passkey = this.passkeys.get(credentialId);
    if (!passkey) throw new Error(`no passkey ${credentialId}`);
    passkey.counter = counter;
  }

  /** Puts the browser's WebAuthn API on globalThis, backed by this authenticator. */
  install(): void {
    if (this.restore) return;
    this.restore = installBrowserGlobals(this);
  }

  /** Restores globalThis as it was before install(). */
  uninstall(): void {
    this.restore?.();
    this.restore = null;
  }

  /** navigator.credentials.create as a browser runs it: rp id check, exclude list, then the authenticator. */
  async browserCreate(publicKey: BrowserCreationOptions): Promise<FakePublicKeyCredential> {
    const rpId = publicKey.rp.id ?? this.hostname;
    if (rpId !== this.hostname && !this.hostname.endsWith(`.${rpId}`))
      throw domError(
        'SecurityError',
        'The relying party id is not a registrable domain suffix of the origin.',
      );
    const algorithm = COSE_ALG[this.options.algorithm];
    if (!publicKey.pubKeyCredParams.some((param) => param.alg === algorithm))
      throw domError('NotSupportedError', 'The authenticator supports none of the requested algorithms.');
    const excluded = (publicKey.excludeCredentials ?? []).map((entry) => b64url(entry.id));
    if (this.list().some((entry) => entry.rpId === rpId && excluded.includes(entry.credentialId)))
      throw domError('InvalidStateError', 'The authenticator already holds a passkey for this account.');
    const json = this.register({
      ...publicKey,
      challenge: b64url(publicKey.challenge),
      user: { ...publicKey.user, id: b64url(publicKey.user.id) },
      excludeCredentials: [],
    } as PublicKeyCredentialCreationOptionsJSON);
    return new FakePublicKeyCredential(json, new FakeAuthenticatorAttestationResponse(json.response));
  }

  /** navigator.credentials.get as a browser runs it. */
  async browserGet(publicKey: BrowserRequestOptions): Promise<FakePublicKeyCredential> {
    const action = this.beforeNext;
    this.beforeNext = null;
    await action?.();
    const json = this.authenticate({
      ...publicKey,
      challenge: b64url(publicKey.challenge),
      allowCredentials: (publicKey.allowCredentials ?? []).map((entry) => ({
        ...entry,
        id: b64url(entry.id),
        type: 'public-key' as const,
      })),
    } as PublicKeyCredentialRequestOptionsJSON);
    return new FakePublicKeyCredential(json, new FakeAuthenticatorAssertionResponse(json.response));
  }
}
