import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets the pool must be able to read back (SRP verifiers, TOTP secrets, signing
 * keys, the server half of an SRP exchange). The key is derived with HKDF-SHA256 from the server
 * secret, so rotating that secret makes old ciphertexts unreadable rather than silently wrong.
 * Every value is bound to a context string (e.g. "verifier:<user id>") so ciphertexts cannot be
 * swapped between rows or fields.
 */
export interface Sealer {
  seal(plaintext: string, context: string): string;
  open(sealed: string, context: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function deriveKey(secret: string, purpose: string): Buffer {
  if (secret.length < 16) throw new Error('the identity secret must be at least 16 characters');
  return Buffer.from(
    hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.from('cover-idp', 'utf8'), purpose, 32),
  );
}

export function createSealer(secret: string): Sealer {
  const key = deriveKey(secret, 'idp-at-rest-aes-256-gcm');
  return {
    seal(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) throw new Error('unsupported sealed value');
      const raw = Buffer.from(payload, 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('sealed value too short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
