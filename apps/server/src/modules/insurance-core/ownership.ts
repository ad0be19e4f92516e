/**
 * Ownership: a signed-in user acts only on the policies and applications of their own policy holder, and
 * a route only on those of its own product line. Anything else (another holder's id, another line's id,
 * an unknown id, a malformed id) is answered 404 without saying which.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { PolicyHolder } from '@cover/domain';
import type { Database } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { applications, policies, type ApplicationRow, type PolicyRow } from '../../db/schema/index.js';
import type { Principal } from '../../platform/auth/principal.js';
import { findPolicyHolderForPrincipal } from '../policy-holders/service.js';
import { applicationNotFound, isUuid, policyNotFound } from './errors.js';

/** The caller's policy holder, or null when they have not registered one (operators have none). */
export const holderOf = (db: Database, principal: Principal): Promise<PolicyHolder | null> =>
  findPolicyHolderForPrincipal(db, principal);

/** Which line a read is scoped to, and whether to lock the row for the rest of the transaction. */
export interface OwnedRowOptions {
  line: string;
  lock?: boolean;
}

/** The `line` policy of `holder` with this id; 404 'Policy not found' otherwise. */
export async function findOwnedPolicy(
  db: Database,
  holder: PolicyHolder | null,
  policyId: string,
  { line, lock = false }: OwnedRowOptions,
): Promise<PolicyRow> {
  if (!holder || !isUuid(policyId)) throw policyNotFound();
  const statement = lock ? ownedPolicyLocked : ownedPolicy;
  const [row] = await statement(db).execute({ policyId, policyHolderId: holder.policyHolderId, line });
  if (!row) throw policyNotFound();
  return row;
}

const ownedPolicyQuery = (db: Database) =>
  db
    .select()
    .from(policies)
    .where(
      and(
        eq(policies.id, sql.placeholder('policyId')),
        eq(policies.policyHolderId, sql.placeholder('policyHolderId')),
        eq(policies.line, sql.placeholder('line')),
      ),
    );
const ownedPolicy = preparedPerDatabase((db) => ownedPolicyQuery(db).prepare('owned_policy'));
const ownedPolicyLocked = preparedPerDatabase((db) =>
  ownedPolicyQuery(db).for('update').prepare('owned_policy_for_update'),
);

/**
 * For the claims and documents modules: the caller's own policy of `line`, ownership-checked; throws 404
 * 'Policy not found' for any policy that is not theirs or not of that line.
 */
export async function getPolicyForPrincipal(
  db: Database,
  principal: Principal,
  policyId: string,
  line: string,
): Promise<PolicyRow> {
  return findOwnedPolicy(db, await holderOf(db, principal), policyId, { line });
}

export async function findOwnedApplication(
  db: Database,
  holder: PolicyHolder | null,
  applicationId: string,
  { line, lock = false }: OwnedRowOptions,
): Promise<ApplicationRow> {
  if (!holder || !isUuid(applicationId)) throw applicationNotFound();
  const query = db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.policyHolderId, holder.policyHolderId),
        eq(applications.line, line),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw applicationNotFound();
  return row;
}
