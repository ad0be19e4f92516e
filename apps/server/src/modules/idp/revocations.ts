import type { Database } from '../../db/client.js';
import { findByOriginJti } from './refresh-repo.js';

/**
 * Whether a sign-in (origin_jti) was revoked. Revocation is final, so "revoked" answers are cached for
 * good (bounded); "still live" answers only for a few seconds. Every revocation this process writes
 * updates the cache at once, so within one instance the next request already sees it; another
 * instance sees it within ACTIVE_TTL_MS.
 */
export const ACTIVE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface RevocationCache {
  isRevoked(originJti: string): Promise<boolean>;
  markRevoked(originJtis: readonly string[]): void;
}

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

export function createRevocationCache(
  db: Database,
  clock: () => number = () => performance.now(),
): RevocationCache {
  const revoked = new Map<string, true>();
  const live = new Map<string, number>();
  return {
    async isRevoked(originJti) {
      if (revoked.has(originJti)) return true;
      const liveUntil = live.get(originJti);
      if (liveUntil !== undefined && liveUntil > clock()) return false;
      const row = await findByOriginJti(db, originJti);
      if (!row || row.revokedAt) {
        live.delete(originJti);
        remember(revoked, originJti, true);
        return true;
      }
      remember(live, originJti, clock() + ACTIVE_TTL_MS);
      return false;
    },
    markRevoked(originJtis) {
      for (const originJti of originJtis) {
        live.delete(originJti);
        remember(revoked, originJti, true);
      }
    },
  };
}
