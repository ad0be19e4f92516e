/**
 * The credit life in force on the loan of a claimed item: the one sold with the item's policy (its line facts
 * name that policy) and one the same holder took on their own on the item (by its VIN or IMEI). A claim whose
 * payout settles the loan ends both (loan-settled.ts); the staff dialogs name both (total-loss.ts). A credit
 * life another person took on the item is not told of this customer's claim, and is left as it is.
 */
import type { Database } from '../../db/client.js';
import type { ClaimRow, PolicyRow } from '../../db/schema/index.js';
import { inForceStandaloneOn } from '../credit-life/on-item.js';
import { inForceLinkedPolicies } from '../insurance-core/linked-policies.js';
import type { LineClaims } from './claim-lines.js';

export async function creditLifeOnClaimedItem(
  db: Database,
  lineClaims: Pick<LineClaims, 'financedItemOf'>,
  claim: ClaimRow,
  policy: PolicyRow,
  options: { lock?: boolean } = {},
): Promise<PolicyRow[]> {
  // the one sold with the policy names it; one taken on its own names none (never both: duplicates.ts)
  const linked = await inForceLinkedPolicies(db, policy, options);
  const item = (await lineClaims.financedItemOf?.(db, claim)) ?? null;
  const alone = item ? await inForceStandaloneOn(db, policy.policyHolderId, item, options) : [];
  return [...linked, ...alone];
}
