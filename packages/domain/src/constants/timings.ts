/** Timing constants (spec 000 §4, §9; 001 §4, §9; 002 §4, §9). All in milliseconds. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const DAY = 24 * 60 * MINUTE;

/** An in-progress sign-in (username, challenge, session) expires after 3 minutes. */
export const SIGN_IN_STATE_LIFETIME_MS = 180_000;
/** Auto sign-in after sign-up polls for confirmation every 5 s for up to 180 s. */
export const AUTO_SIGN_IN_POLL_INTERVAL_MS = 5 * SECOND;
export const AUTO_SIGN_IN_TIMEOUT_MS = 180 * SECOND;
export const DEBOUNCE_MS = 300;
/** Success screens pause after an application or policy is created. */
export const SUCCESS_PAUSE_MS = 2 * SECOND;
/** OTP verification waits before checking. */
export const OTP_VERIFY_DELAY_MS = 1 * SECOND;
export const REQUEST_TIMEOUT_MS = 30_000;
export const NOTIFICATION_DURATION_MS = 3000;
export const PERSISTENCE_TIMEOUT_MS = 5000;

/** A record counts as recently updated within 30 days; 5 minutes when the long-window flag is off. */
export const RECENTLY_UPDATED_WINDOW_MS = 30 * DAY;
export const RECENTLY_UPDATED_SHORT_WINDOW_MS = 5 * MINUTE;

export function recentlyUpdatedWindowMs(longWindow = true): number {
  return longWindow ? RECENTLY_UPDATED_WINDOW_MS : RECENTLY_UPDATED_SHORT_WINDOW_MS;
}

/** True when `updatedAt` lies within the window before `now` (a future time counts as recent). */
export function isRecentlyUpdated(
  updatedAt: Date | string,
  now: Date = new Date(),
  longWindow = true,
): boolean {
  const updated = new Date(updatedAt).getTime();
  if (Number.isNaN(updated)) return false;
  return now.getTime() - updated <= recentlyUpdatedWindowMs(longWindow);
}
