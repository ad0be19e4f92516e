import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, type JWK } from 'jose';
import type { Database } from '../../db/client.js';
import { idpSigningKeys } from '../../db/schema/identity.js';
import type { Sealer } from './crypto-at-rest.js';

/**
 * The token signing keys: an RSA key pair (RS256, like the hosted pool) generated at first start and
 * kept in the database with the private half sealed. Every instance signs with the oldest live key, so
 * two instances starting together on an empty database still agree; unknown key ids trigger one reload.
 */
export const TOKEN_ALG = 'RS256';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface PublicJwk extends JWK {
  kid: string;
  alg: string;
  use: string;
}

export interface KeyRing {
  signingKey(): Promise<SigningKey>;
  publicKey(kid: string): Promise<KeyObject | null>;
  jwks(): Promise<{ keys: PublicJwk[] }>;
}

interface LoadedKeys {
  signing: SigningKey;
  publicKeys: Map<string, KeyObject>;
  jwks: PublicJwk[];
}

const RELOAD_INTERVAL_MS = 10_000;
const sealContext = (kid: string) => `signing-key:${kid}`;

async function generateKey(db: Database, sealer: Sealer, now: Date): Promise<void> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  if (!jwk.kty || !jwk.n || !jwk.e) throw new Error('unexpected RSA public key export');
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
  await db
    .insert(idpSigningKeys)
    .values({
      kid,
      alg: TOKEN_ALG,
      publicJwk: { kty: jwk.kty, n: jwk.n, e: jwk.e, kid, alg: TOKEN_ALG, use: 'sig' },
      privateKey: sealer.seal(pem, sealContext(kid)),
      createdAt: now,
    })
    .onConflictDoNothing();
}

async function loadKeys(db: Database, sealer: Sealer, now: () => Date): Promise<LoadedKeys> {
  const select = () =>
    db
      .select()
      .from(idpSigningKeys)
      .where(isNull(idpSigningKeys.retiredAt))
      .orderBy(asc(idpSigningKeys.createdAt), asc(idpSigningKeys.kid));
  let rows = await select();
  if (rows.length === 0) {
    await generateKey(db, sealer, now());
    rows = await select();
  }
  const [first] = rows;
  if (!first) throw new Error('no token signing key could be created');
  const publicKeys = new Map<string, KeyObject>();
  const jwks: PublicJwk[] = [];
  for (const row of rows) {
    const { kty, n, e } = row.publicJwk;
    publicKeys.set(row.kid, createPublicKey({ key: { kty, n, e }, format: 'jwk' }));
    jwks.push({ kty, n, e, kid: row.kid, alg: row.alg, use: 'sig' });
  }
  const privateKey = createPrivateKey(sealer.open(first.privateKey, sealContext(first.kid)));
  return { signing: { kid: first.kid, privateKey }, publicKeys, jwks };
}

export function createKeyRing(db: Database, sealer: Sealer, now: () => Date): KeyRing {
  let loading: Promise<LoadedKeys> | null = null;
  let loadedAt = 0;
  const load = (fresh = false) => {
    // A token with an unknown key id reloads at most every RELOAD_INTERVAL_MS (another instance may have added a key).
    const stale = fresh && Date.now() - loadedAt > RELOAD_INTERVAL_MS;
    if (!loading || stale) {
      loadedAt = Date.now();
      loading = loadKeys(db, sealer, now);
      loading.catch(() => {
        loading = null;
      });
    }
    return loading;
  };
  return {
    async signingKey() {
      return (await load()).signing;
    },
    async publicKey(kid) {
      const known = (await load()).publicKeys.get(kid);
      if (known) return known;
      return (await load(true)).publicKeys.get(kid) ?? null;
    },
    async jwks() {
      return { keys: (await load()).jwks };
    },
  };
}
