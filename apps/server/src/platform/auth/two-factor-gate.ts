import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { twoFactorSessions } from '../../db/schema/two-factor.js';

/** A passkey sign-in with the user verified on the device (amr hwk + user) is already two factors. */
export const isVerifiedPasskeySignIn = (amr: readonly string[]) =>
  amr.includes('hwk') && amr.includes('user');

/**
 * Whether the sign-in `originJti` of this pool user has passed the app-level two-factor step (a verified passkey
 * sign-in needs none).
 */
export async function twoFactorPassed(
  db: Database,
  principal: { audience: 'retail' | 'employee'; sub: string; originJti: string; passkey?: boolean },
): Promise<boolean> {
  if (principal.passkey) return true;
  const [row] = await db
    .select({ originJti: twoFactorSessions.originJti })
    .from(twoFactorSessions)
    .where(
      and(
        eq(twoFactorSessions.originJti, principal.originJti),
        eq(twoFactorSessions.pool, principal.audience),
        eq(twoFactorSessions.sub, principal.sub),
        isNotNull(twoFactorSessions.verifiedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
