import { createHash, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/** The bytes of WebAuthn for the software authenticator: encodings, authenticator-data flags, keys as COSE. */

export const FLAG_UP = 0x01;
export const FLAG_UV = 0x04;
export const FLAG_AT = 0x40;
/** All-zero AAGUID, as authenticators send with attestation 'none'. */
export const AAGUID = new Uint8Array(16);

export const b64url = (bytes: Uint8Array | ArrayBuffer) =>
  Buffer.from(bytes as ArrayBuffer).toString('base64url');
export const fromB64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
export const sha256 = (data: Uint8Array | string) =>
  new Uint8Array(createHash('sha256').update(data).digest());
/** A fresh ArrayBuffer holding exactly these bytes (what the browser API hands out). */
export const arrayBuffer = (bytes: Uint8Array): ArrayBuffer => new Uint8Array(bytes).buffer;

export function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

export const uint32 = (value: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};
export const uint16 = (value: number) => {
  const out = new Uint8Array(2);
  new DataView(out.buffer).setUint16(0, value);
  return out;
};

/** A new key pair and its public key as a COSE_Key. */
export function makeKey(algorithm: 'ES256' | 'EdDSA'): {
  privateKey: KeyObject;
  cose: Uint8Array;
  spki: Uint8Array;
} {
  if (algorithm === 'EdDSA') {
    const { privateKey, publicKey } = generateKeyPairSync('ed25519');
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 1],
        [3, -8],
        [-1, 6],
        [-2, fromB64url(jwk.x ?? '')],
      ]),
    );
    return { privateKey, cose, spki: new Uint8Array(publicKey.export({ format: 'der', type: 'spki' })) };
  }
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const cose = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, fromB64url(jwk.x ?? '')],
      [-3, fromB64url(jwk.y ?? '')],
    ]),
  );
  return { privateKey, cose, spki: new Uint8Array(publicKey.export({ format: 'der', type: 'spki' })) };
}

export const COSE_ALG = { ES256: -7, EdDSA: -8 } as const;

export function clientData(type: string, challenge: string, origin: string): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** A DOMException as the browser throws it (Amplify maps these by name). */
export const domError = (name: string, message: string) => new DOMException(message, name);
