import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { arrayBuffer, fromB64url } from './authenticator-bytes.js';

/**
 * Just enough of the browser's WebAuthn API for the REAL Amplify client's passkey code to run in Node: window,
 * navigator.credentials, PublicKeyCredential and the two response classes (Amplify checks `instanceof`).
 */

/** What answers navigator.credentials.create / get (the software authenticator) and the page's origin. */
export interface BrowserAuthenticator {
  origin: string;
  browserCreate(publicKey: BrowserCreationOptions): Promise<FakePublicKeyCredential>;
  browserGet(publicKey: BrowserRequestOptions): Promise<FakePublicKeyCredential>;
}
/** What Amplify passes to navigator.credentials.create({ publicKey }) (binary fields as ArrayBuffers). */
export interface BrowserCreationOptions {
  rp: { id?: string; name: string };
  user: { id: ArrayBuffer; name: string; displayName: string };
  challenge: ArrayBuffer;
  pubKeyCredParams: { alg: number; type: string }[];
  excludeCredentials?: { id: ArrayBuffer; type: string; transports?: string[] }[];
  [other: string]: unknown;
}

/** What Amplify passes to navigator.credentials.get({ publicKey }). */
export interface BrowserRequestOptions {
  challenge: ArrayBuffer;
  rpId?: string;
  allowCredentials?: { id: ArrayBuffer; type: string; transports?: string[] }[];
  [other: string]: unknown;
}

/** The browser's PublicKeyCredential (Amplify checks `instanceof`). */
export class FakePublicKeyCredential {
  readonly id: string;
  readonly rawId: ArrayBuffer;
  readonly type = 'public-key';
  readonly authenticatorAttachment: string | null;
  constructor(
    json: { id: string; authenticatorAttachment?: string },
    readonly response: FakeAuthenticatorAttestationResponse | FakeAuthenticatorAssertionResponse,
  ) {
    this.id = json.id;
    this.rawId = arrayBuffer(fromB64url(json.id));
    this.authenticatorAttachment = json.authenticatorAttachment ?? null;
  }
  getClientExtensionResults() {
    return {};
  }
}

export class FakeAuthenticatorAttestationResponse {
  readonly clientDataJSON: ArrayBuffer;
  readonly attestationObject: ArrayBuffer;
  constructor(private readonly json: RegistrationResponseJSON['response']) {
    this.clientDataJSON = arrayBuffer(fromB64url(json.clientDataJSON));
    this.attestationObject = arrayBuffer(fromB64url(json.attestationObject));
  }
  getTransports() {
    return [...(this.json.transports ?? [])];
  }
  getPublicKeyAlgorithm() {
    return this.json.publicKeyAlgorithm;
  }
  getAuthenticatorData() {
    return arrayBuffer(fromB64url(this.json.authenticatorData ?? ''));
  }
  getPublicKey() {
    return this.json.publicKey ? arrayBuffer(fromB64url(this.json.publicKey)) : null;
  }
}

export class FakeAuthenticatorAssertionResponse {
  readonly clientDataJSON: ArrayBuffer;
  readonly authenticatorData: ArrayBuffer;
  readonly signature: ArrayBuffer;
  readonly userHandle: ArrayBuffer | null;
  constructor(json: AuthenticationResponseJSON['response']) {
    this.clientDataJSON = arrayBuffer(fromB64url(json.clientDataJSON));
    this.authenticatorData = arrayBuffer(fromB64url(json.authenticatorData));
    this.signature = arrayBuffer(fromB64url(json.signature));
    this.userHandle = json.userHandle ? arrayBuffer(fromB64url(json.userHandle)) : null;
  }
}

const BROWSER_GLOBALS = [
  'window',
  'navigator',
  'PublicKeyCredential',
  'AuthenticatorAttestationResponse',
  'AuthenticatorAssertionResponse',
] as const;

/** Sets the browser globals Amplify's passkey code reads; returns the function that puts the old ones back. */
export function installBrowserGlobals(authenticator: BrowserAuthenticator): () => void {
  const saved = BROWSER_GLOBALS.map(
    (name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const,
  );
  const navigator = {
    credentials: {
      create: (options: { publicKey: BrowserCreationOptions }) =>
        authenticator.browserCreate(options.publicKey),
      get: (options: { publicKey: BrowserRequestOptions }) => authenticator.browserGet(options.publicKey),
    },
  };
  const window = {
    document: {},
    isSecureContext: true,
    location: new URL(authenticator.origin),
    navigator,
    crypto: globalThis.crypto,
    btoa: globalThis.btoa,
    atob: globalThis.atob,
    PublicKeyCredential: FakePublicKeyCredential,
    addEventListener() {},
    removeEventListener() {},
  };
  const values: Record<(typeof BROWSER_GLOBALS)[number], unknown> = {
    window,
    navigator,
    PublicKeyCredential: FakePublicKeyCredential,
    AuthenticatorAttestationResponse: FakeAuthenticatorAttestationResponse,
    AuthenticatorAssertionResponse: FakeAuthenticatorAssertionResponse,
  };
  for (const name of BROWSER_GLOBALS)
    Object.defineProperty(globalThis, name, { value: values[name], configurable: true, writable: true });
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  };
}
