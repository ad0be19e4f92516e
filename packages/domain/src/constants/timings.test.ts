import { describe, expect, it } from 'vitest';
import {
  AUTO_SIGN_IN_POLL_INTERVAL_MS,
  AUTO_SIGN_IN_TIMEOUT_MS,
  DEBOUNCE_MS,
  isRecentlyUpdated,
  NOTIFICATION_DURATION_MS,
  OTP_VERIFY_DELAY_MS,
  PERSISTENCE_TIMEOUT_MS,
  RECENTLY_UPDATED_SHORT_WINDOW_MS,
  RECENTLY_UPDATED_WINDOW_MS,
  recentlyUpdatedWindowMs,
  REQUEST_TIMEOUT_MS,
  SIGN_IN_STATE_LIFETIME_MS,
  SUCCESS_PAUSE_MS,
} from './timings.js';

describe('timing constants', () => {
  it('have the spec values', () => {
    expect({
      SIGN_IN_STATE_LIFETIME_MS,
      AUTO_SIGN_IN_POLL_INTERVAL_MS,
      AUTO_SIGN_IN_TIMEOUT_MS,
      DEBOUNCE_MS,
      SUCCESS_PAUSE_MS,
      OTP_VERIFY_DELAY_MS,
      REQUEST_TIMEOUT_MS,
      NOTIFICATION_DURATION_MS,
      PERSISTENCE_TIMEOUT_MS,
      RECENTLY_UPDATED_WINDOW_MS,
      RECENTLY_UPDATED_SHORT_WINDOW_MS,
    }).toEqual({
      SIGN_IN_STATE_LIFETIME_MS: 180000,
      AUTO_SIGN_IN_POLL_INTERVAL_MS: 5000,
      AUTO_SIGN_IN_TIMEOUT_MS: 180000,
      DEBOUNCE_MS: 300,
      SUCCESS_PAUSE_MS: 2000,
      OTP_VERIFY_DELAY_MS: 1000,
      REQUEST_TIMEOUT_MS: 30000,
      NOTIFICATION_DURATION_MS: 3000,
      PERSISTENCE_TIMEOUT_MS: 5000,
      RECENTLY_UPDATED_WINDOW_MS: 30 * 24 * 60 * 60 * 1000,
      RECENTLY_UPDATED_SHORT_WINDOW_MS: 5 * 60 * 1000,
    });
  });

  it('choose the recently-updated window by flag (on by default)', () => {
    expect(recentlyUpdatedWindowMs()).toBe(RECENTLY_UPDATED_WINDOW_MS);
    expect(recentlyUpdatedWindowMs(false)).toBe(RECENTLY_UPDATED_SHORT_WINDOW_MS);
  });
});

describe('isRecentlyUpdated', () => {
  const now = new Date('2025-06-15T12:00:00Z');
  it.each([
    ['2025-06-15T12:00:00Z', true, true],
    ['2025-06-15T11:55:00Z', true, true], // exactly 5 minutes
    ['2025-06-15T11:54:59Z', true, false],
    ['2025-05-16T12:00:00Z', true, false], // exactly 30 days
    ['2025-05-16T11:59:59Z', false, false],
    ['2025-06-16T12:00:00Z', true, true], // in the future
    ['not a date', false, false],
  ])('%s: within 30 days %s, within 5 minutes %s', (updatedAt, long, short) => {
    expect(isRecentlyUpdated(updatedAt, now)).toBe(long);
    expect(isRecentlyUpdated(new Date(updatedAt), now, false)).toBe(short);
  });
});
