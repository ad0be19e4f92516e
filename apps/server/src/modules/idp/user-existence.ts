import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { idpUsers } from '../../db/schema/identity.js';
import { maskDestination } from './attributes.js';
import type { CodeDeliveryDetails } from './code-delivery.js';
import type { IdpContext } from './context.js';
import type { PoolDefinition } from './pools.js';
import {
  createPasswordVerifier,
  passwordClaimValid,
  passwordMatches,
  type PasswordClaim,
  type PasswordVerifier,
  type SrpServerState,
} from './srp-verifier.js';

/**
 * PreventUserExistenceErrors, as the hosted pool behaves when it is ENABLED on an app client: an unknown
 * user name is answered exactly as a known one would be, in shape and in time.
 * - Sign-in: "Incorrect username or password." after the same password work a real check costs.
 * - Forgot password and resend confirmation code: a simulated CodeDeliveryDetails (nothing is sent). The
 *   simulated destination is derived from the name, so asking twice gives the same answer.
 * - Confirm forgot password and confirm sign-up: CodeMismatchException, as for a wrong code.
 * Like the hosted pool, forgot password answers "no verified email or phone" for some unknown names too, so
 * that answer does not prove an account exists either.
 */

const SIMULATED_DOMAINS = [
  'gmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'webmail.co.za',
  'mweb.co.za',
];
const LETTERS = 'abcdefghijklmnoprstuvwyz';

/** A stable pseudo-random byte string for one (pool, name, purpose), keyed by the pool's secret. */
function stableBytes(ctx: IdpContext, pool: PoolDefinition, login: string, purpose: string): Buffer {
  return Buffer.from(ctx.codeHasher.hash(login.trim().toLowerCase(), pool.key, purpose), 'hex');
}

/** Where a code "went" for a name with no account: a masked email address like a real one. */
export function simulatedDelivery(ctx: IdpContext, pool: PoolDefinition, login: string): CodeDeliveryDetails {
  const bytes = stableBytes(ctx, pool, login, 'simulated-delivery');
  const local = LETTERS[(bytes[0] ?? 0) % LETTERS.length] ?? 'a';
  const domain = SIMULATED_DOMAINS[(bytes[1] ?? 0) % SIMULATED_DOMAINS.length] ?? 'gmail.com';
  return {
    Destination: maskDestination(`${local}@${domain}`),
    DeliveryMedium: 'EMAIL',
    AttributeName: 'email',
  };
}

/** About one unknown name in eight answers forgot password as an account without a verified contact. */
export function simulatesNoVerifiedContact(ctx: IdpContext, pool: PoolDefinition, login: string): boolean {
  return (stableBytes(ctx, pool, login, 'simulated-contact')[0] ?? 0) < 32;
}

const decoys = new Map<string, PasswordVerifier>();

/** A verifier nobody's password matches, made once per pool, to spend a real check's work on. */
function decoyVerifier(pool: PoolDefinition): PasswordVerifier {
  let decoy = decoys.get(pool.srpPoolName);
  if (!decoy) {
    decoy = createPasswordVerifier(pool.srpPoolName, 'decoy', randomBytes(32).toString('hex'));
    decoys.set(pool.srpPoolName, decoy);
  }
  return decoy;
}

/**
 * The work a wrong password costs a known user (the verifier computation and the write that counts the
 * failure), spent for a name with no account so the answer takes as long.
 */
export async function spendPasswordCheck(
  ctx: IdpContext,
  pool: PoolDefinition,
  login: string,
  password: string,
): Promise<void> {
  passwordMatches(pool.srpPoolName, login, password, decoyVerifier(pool));
  await spendFailureWrite(ctx);
}

/** The same for an SRP password claim: the server's modular arithmetic and key derivation, then the write. */
export async function spendSrpCheck(
  ctx: IdpContext,
  pool: PoolDefinition,
  login: string,
  state: SrpServerState,
  claim: PasswordClaim,
): Promise<void> {
  passwordClaimValid(pool.srpPoolName, login, decoyVerifier(pool).verifier, state, claim);
  await spendFailureWrite(ctx);
}

/** An update like the one that records a failed password, matching no row. */
async function spendFailureWrite(ctx: IdpContext): Promise<void> {
  await ctx.db.update(idpUsers).set({ lastFailedAt: ctx.now() }).where(eq(idpUsers.id, randomUUID()));
}

/**
 * The least time a refused password takes, known user or not. The two paths do different database work
 * (a known user's failure count is written; an unknown name's write matches no row), so without a floor a
 * median over many tries still tells them apart; with it both answer after the same time unless the
 * machine is slower than the floor itself.
 */
export const FAILED_PASSWORD_FLOOR_MS = 40;

/** Waits until `FAILED_PASSWORD_FLOOR_MS` have passed since `startedAt` (a performance.now() reading). */
export async function failedPasswordFloor(startedAt: number): Promise<void> {
  const remaining = startedAt + FAILED_PASSWORD_FLOOR_MS - performance.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
