import type { IdpRefreshTokenRow } from '../../db/schema/identity.js';
import type { IdpLogger } from './idp-logger.js';
import type { SharedRevocations } from './revocations-redis.js';

/**
 * Whether a sign-in (origin_jti) was revoked. Revocation is final, so "revoked" answers are cached for
 * good (bounded); "still live" answers only for ACTIVE_TTL_MS, and a sign-in this process has just written
 * or refreshed counts as one (markLive: the first requests after a sign-in are not slowed by reading it
 * back). Every revocation this process writes updates the cache at once. With a shared store (Redis, when
 * REDIS_URL is set) revocations also reach every other instance at once: each check asks the store first
 * and trusts "still live" only when the store says not revoked; when the store cannot answer, the database
 * decides (never the live cache). Without one, another instance sees a revocation within ACTIVE_TTL_MS.
 */
export const ACTIVE_TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;

export interface RevocationCache {
  isRevoked(originJti: string): Promise<boolean>;
  /**
   * Records sign-ins the database already holds as revoked: in this process at once and in the shared store.
   * Never rejects: should the store fail, other instances still see the revocation within ACTIVE_TTL_MS.
   */
  markRevoked(originJtis: readonly string[]): Promise<void>;
  /**
   * Records a sign-in this process has just found live in the database (it wrote it, or read it to refresh
   * its tokens): the first requests of a new sign-in are then answered without looking it up again, for
   * ACTIVE_TTL_MS, as after a lookup. A revoked one stays revoked; the shared store is still asked first.
   */
  markLive(originJti: string): void;
}

/** The sign-in's row (findByOriginJti), or null when there is none. */
export type SignInLookup = (originJti: string) => Promise<Pick<IdpRefreshTokenRow, 'revokedAt'> | null>;

export interface RevocationCacheOptions {
  /** Revocations shared with every instance; null or absent: this process only. */
  shared?: SharedRevocations | null | undefined;
  /** Told when the shared store stops (once) and starts again answering; never given a jti. */
  logger?: IdpLogger | undefined;
  /** Milliseconds, for the live cache (tests move it). */
  clock?: () => number;
}

function remember<V>(map: Map<string, V>, key: string, value: V) {
  map.delete(key);
  map.set(key, value);
  if (map.size > MAX_ENTRIES) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createRevocationCache(
  lookup: SignInLookup,
  options: RevocationCacheOptions = {},
): RevocationCache {
  const { shared, logger, clock = () => performance.now() } = options;
  const revoked = new Map<string, true>();
  const live = new Map<string, number>();
  let sharedDown = false;

  const markLocally = (originJti: string) => {
    live.delete(originJti);
    remember(revoked, originJti, true);
  };
  /** Checks that fall back are told once an outage; a revocation not shared, every time. */
  const sharedFailed = (error: unknown, what: string, fields?: Record<string, unknown>) => {
    if (!sharedDown || fields) logger?.warn({ ...fields, error: reason(error) }, what);
    sharedDown = true;
  };
  const sharedAnswered = () => {
    if (sharedDown) logger?.info({}, 'shared revocations available again');
    sharedDown = false;
  };

  async function fromDatabase(originJti: string): Promise<boolean> {
    const row = await lookup(originJti);
    if (!row || row.revokedAt) {
      markLocally(originJti);
      return true;
    }
    remember(live, originJti, clock() + ACTIVE_TTL_MS);
    return false;
  }

  /** The shared store's answer; null when it cannot give one. */
  async function askShared(store: SharedRevocations, originJti: string): Promise<boolean | null> {
    try {
      const answer = await store.has(originJti);
      sharedAnswered();
      return answer;
    } catch (error) {
      sharedFailed(error, 'shared revocations unavailable; sign-ins are checked in the database');
      return null;
    }
  }

  return {
    async isRevoked(originJti) {
      if (revoked.has(originJti)) return true;
      if (shared) {
        const answer = await askShared(shared, originJti);
        if (answer === null) return fromDatabase(originJti);
        if (answer) {
          markLocally(originJti);
          return true;
        }
      }
      const liveUntil = live.get(originJti);
      if (liveUntil !== undefined && liveUntil > clock()) return false;
      return fromDatabase(originJti);
    },
    markLive(originJti) {
      if (!revoked.has(originJti)) remember(live, originJti, clock() + ACTIVE_TTL_MS);
    },
    async markRevoked(originJtis) {
      for (const originJti of originJtis) markLocally(originJti);
      if (!shared || originJtis.length === 0) return;
      try {
        await shared.add(originJtis);
        sharedAnswered();
      } catch (error) {
        sharedFailed(error, `revocations not shared; other instances see them within ${ACTIVE_TTL_MS} ms`, {
          sessions: originJtis.length,
        });
      }
    },
  };
}
