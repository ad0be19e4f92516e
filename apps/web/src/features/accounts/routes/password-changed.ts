/** What the reset page passes to the sign-in page once a new password is saved (route state). */
export interface PasswordChangedState {
  passwordChanged: true;
  /** The username the password was reset for, filled in on the sign-in form. */
  username: string;
}

export const PASSWORD_CHANGED = 'Your password has been changed. Sign in with your new password.';

/** The route state when it is the reset page's; anything else (or nothing) is null. */
export function passwordChangedState(state: unknown): PasswordChangedState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { passwordChanged, username } = state as Record<string, unknown>;
  return passwordChanged === true && typeof username === 'string' ? { passwordChanged, username } : null;
}
