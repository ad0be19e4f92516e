import type { Audience } from '../../../lib/identity';

/**
 * The last username signed in with successfully on this device, per audience, so the sign-in form can
 * offer it again. Only the username is kept (never the password), and never an SA ID number: a
 * 13-digit username is personal information and is not stored.
 */
const storageKey = (audience: Audience) => `cover.lastUsername.${audience}`;

/** A username that looks like an SA ID number (13 digits, spaces ignored) is never stored. */
export function isStorableUsername(username: string): boolean {
  const trimmed = username.trim();
  return trimmed !== '' && !/^\d{13}$/.test(trimmed.replace(/\s/g, ''));
}

/** Keeps `username` as the last one used on this device (or forgets the last one when it is an ID number). */
export function rememberUsername(audience: Audience, username: string, storage?: Storage): void {
  try {
    const target = storage ?? window.localStorage;
    if (isStorableUsername(username)) target.setItem(storageKey(audience), username.trim());
    else target.removeItem(storageKey(audience));
  } catch {
    // Storage refused (private mode, quota): the form simply starts empty next time.
  }
}

/** The last username used on this device, or '' (an ID number that found its way in is not offered). */
export function rememberedUsername(audience: Audience, storage?: Storage): string {
  try {
    const value = (storage ?? window.localStorage).getItem(storageKey(audience)) ?? '';
    return isStorableUsername(value) ? value : '';
  } catch {
    return '';
  }
}
