/**
 * Failed-password lockout as the hosted pool does it: the first five failures only count; from the
 * fifth on, the account is locked for 2^(n−5) seconds (1 s, 2 s, 4 s …) up to 15 minutes. A quiet
 * period as long as the longest lock forgets old failures.
 */
export const FREE_FAILURES = 5;
export const MAX_LOCK_MS = 15 * 60 * 1000;

export interface LockoutState {
  failedAttempts: number;
  lastFailedAt: Date | null;
  lockedUntil: Date | null;
}

export function lockDurationMs(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_LOCK_MS, 2 ** Math.min(failures - FREE_FAILURES, 20) * 1000);
}

export function isLocked(state: LockoutState, now: Date): boolean {
  return state.lockedUntil !== null && state.lockedUntil.getTime() > now.getTime();
}

/** The state after one more failure. */
export function recordFailure(state: LockoutState, now: Date): LockoutState {
  const stale = state.lastFailedAt !== null && now.getTime() - state.lastFailedAt.getTime() > MAX_LOCK_MS;
  const failedAttempts = (stale ? 0 : state.failedAttempts) + 1;
  const lockMs = lockDurationMs(failedAttempts);
  return {
    failedAttempts,
    lastFailedAt: now,
    lockedUntil: lockMs > 0 ? new Date(now.getTime() + lockMs) : null,
  };
}

/** Beyond the free failures every refusal reads "Password attempts exceeded". */
export function failureMessage(state: LockoutState): string {
  return state.failedAttempts > FREE_FAILURES
    ? 'Password attempts exceeded'
    : 'Incorrect username or password.';
}

export const CLEARED_LOCKOUT: LockoutState = { failedAttempts: 0, lastFailedAt: null, lockedUntil: null };
