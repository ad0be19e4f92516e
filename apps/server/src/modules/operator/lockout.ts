/**
 * Operator lockout: after LOCKOUT_THRESHOLD consecutive failed logins the account is locked for
 * 2^(n−5) minutes, n being the number of consecutive failures (5 → 1 min, 6 → 2, 7 → 4, 8 → 8, 9 → 16),
 * capped at 30 minutes from the tenth failure on. A successful login resets the count. Attempts made while
 * locked are refused without being checked against the count, so they neither extend nor shorten the lock.
 */
export const LOCKOUT_THRESHOLD = 5;
export const MAX_LOCK_MINUTES = 30;

/** Minutes to lock after the n-th consecutive failure (0 below the threshold). */
export function lockMinutesAfter(failures: number): number {
  if (failures < LOCKOUT_THRESHOLD) return 0;
  return Math.min(2 ** (failures - LOCKOUT_THRESHOLD), MAX_LOCK_MINUTES);
}

/** When the lock after the n-th consecutive failure ends, or null when that failure does not lock. */
export function lockedUntilAfter(failures: number, now: Date): Date | null {
  const minutes = lockMinutesAfter(failures);
  return minutes === 0 ? null : new Date(now.getTime() + minutes * 60_000);
}

export const isLocked = (lockedUntil: Date | null, now: Date) =>
  lockedUntil !== null && lockedUntil.getTime() > now.getTime();
