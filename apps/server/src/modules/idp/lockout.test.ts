import { describe, expect, it } from 'vitest';
import {
  CLEARED_LOCKOUT,
  failureMessage,
  isLocked,
  lockDurationMs,
  recordFailure,
  type LockoutState,
} from './lockout.js';

describe('failed-password lockout', () => {
  it('locks 2^(n-5) seconds from the fifth failure, at most 15 minutes', () => {
    expect([1, 4, 5, 6, 7, 10].map(lockDurationMs)).toEqual([0, 0, 1000, 2000, 4000, 32000]);
    expect(lockDurationMs(20)).toBe(15 * 60 * 1000);
    expect(lockDurationMs(200)).toBe(15 * 60 * 1000);
  });

  it('counts failures, locks and words the refusal like the hosted pool', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    let state: LockoutState = CLEARED_LOCKOUT;
    for (let i = 0; i < 5; i += 1) state = recordFailure(state, start);
    expect(failureMessage(state)).toBe('Incorrect username or password.');
    expect(isLocked(state, start)).toBe(true);
    expect(isLocked(state, new Date(start.getTime() + 1000))).toBe(false);
    state = recordFailure(state, new Date(start.getTime() + 1000));
    expect(failureMessage(state)).toBe('Password attempts exceeded');
    expect(state.lockedUntil?.getTime()).toBe(start.getTime() + 3000);
  });

  it('forgets failures after a quiet quarter hour', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const state = recordFailure(
      { failedAttempts: 9, lastFailedAt: start, lockedUntil: null },
      new Date(start.getTime() + 16 * 60 * 1000),
    );
    expect(state.failedAttempts).toBe(1);
    expect(state.lockedUntil).toBeNull();
  });
});
