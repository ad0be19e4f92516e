import { deepFreeze } from './immutable-replies.js';

/**
 * Short-lived answers to public reads of reference data (the device catalogue, the vehicle valuation
 * guide): the same for every caller and changed only by a data load, so a search repeated within the
 * time-to-live is answered from memory instead of the database. Concurrent misses share one load; a
 * failed load is not kept. Kept per database, so apps on different databases never share answers. Answers
 * are shared by every caller, so they are deeply frozen (and their JSON is then made once per route).
 */
export class ReferenceCache<V> {
  private readonly entries = new Map<string, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const time = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > time) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load().then(deepFreeze);
    this.entries.set(key, { expires: time + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}

/** One cache per database object (an app's pool or embedded instance), created on first use. */
export function cachePerDatabase<V>(ttlMs: number, maxEntries: number) {
  const caches = new WeakMap<object, ReferenceCache<V>>();
  return (db: object): ReferenceCache<V> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new ReferenceCache<V>(ttlMs, maxEntries);
      caches.set(db, cache);
    }
    return cache;
  };
}

/** How long a public reference search is answered from memory: a catalogue load shows within a minute. */
export const REFERENCE_TTL_MS = 60_000;
