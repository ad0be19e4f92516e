import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
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
  const [row] = await verifiedStep(db).execute({
    originJti: principal.originJti,
    pool: principal.audience,
    sub: principal.sub,
  });
  return row !== undefined;
}

/** Read by every signed-in request when the step is on: a prepared statement. */
const verifiedStep = preparedPerDatabase((db) =>
  db
    .select({ originJti: twoFactorSessions.originJti })
    .from(twoFactorSessions)
    .where(
      and(
        eq(twoFactorSessions.originJti, sql.placeholder('originJti')),
        eq(twoFactorSessions.pool, sql.placeholder('pool')),
        eq(twoFactorSessions.sub, sql.placeholder('sub')),
        isNotNull(twoFactorSessions.verifiedAt),
      ),
    )
    .limit(1)
    .prepare('verified_two_factor_step'),
);
