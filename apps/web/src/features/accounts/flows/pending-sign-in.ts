import { SIGN_IN_STATE_LIFETIME_MS } from '@cover/domain';
import type { Audience } from '../../../lib/identity';

/**
 * The in-progress sign-in between sign-up (or an unconfirmed sign-in) and confirmation, so the user is
 * signed in automatically once the code is accepted (spec 000 §4). Held in memory only — never stored —
 * and forgotten after 180000 ms.
 */
export interface PendingSignIn {
  audience: Audience;
  username: string;
  password: string;
  /** Set after sign-up with autoSignIn: Amplify can finish the sign-in itself. */
  autoSignIn: boolean;
  startedAt: number;
}

let pending: PendingSignIn | null = null;

export function rememberPendingSignIn(entry: Omit<PendingSignIn, 'startedAt'>, now = Date.now()): void {
  pending = { ...entry, startedAt: now };
}

export function pendingSignInFor(
  audience: Audience,
  username: string,
  now = Date.now(),
): PendingSignIn | null {
  if (!pending) return null;
  if (now - pending.startedAt > SIGN_IN_STATE_LIFETIME_MS) {
    pending = null;
    return null;
  }
  return pending.audience === audience && pending.username === username ? pending : null;
}

export function forgetPendingSignIn(): void {
  pending = null;
}
