/**
 * A claim on an insured item (a phone, a vehicle) made by the policy holder: every line that insures items
 * stores it the same way — the holder as claimant, the payout account given (or the premium account), the amount claimed against the
 * item's insured value, and the cover's standing when it was made.
 */
import type { PayoutBankDetails, PolicyHolder } from '@cover/domain';
import type { Database } from '../../db/client.js';
import type { ClaimRow, InsuredItemRow, PolicyRow } from '../../db/schema/index.js';
import { payoutAccountFor, payoutColumns } from './payout-account.js';
import { insertClaim, nextClaimNumber } from './repo.js';

export interface NewItemClaim {
  line: string;
  /** the claim type key, e.g. 'motor_glass' */
  type: string;
  policy: PolicyRow;
  item: InsuredItemRow;
  /** the claim type's own facts, already parsed by its schema */
  details: Record<string, unknown>;
  holder: PolicyHolder;
  bankDetails: PayoutBankDetails;
  /** cents claimed */
  amount: number;
  now: Date;
}

export async function insertItemClaim(db: Database, claim: NewItemClaim): Promise<ClaimRow> {
  const { holder, bankDetails, policy, item } = claim;
  return insertClaim(db, {
    claimNumber: await nextClaimNumber(db, claim.now),
    line: claim.line,
    type: claim.type,
    policyId: policy.id,
    policyHolderId: policy.policyHolderId,
    insuredItemId: item.id,
    details: claim.details,
    claimant: {
      firstName: holder.first_name,
      lastName: holder.last_name,
      idNumber: holder.id.number,
      relation: 'policy_holder',
      mobile: holder.cellphone ?? '',
      email: holder.email ?? null,
    },
    ...payoutColumns(await payoutAccountFor(db, policy, bankDetails)),
    requestedAmountCents: claim.amount,
    coverAmountCents: item.insuredValue,
    claimStatus: 'open',
    approvalStatus: 'pending',
    coverStatusAtSubmit: policy.balance > 0 ? 'GRACE' : 'ACTIVE',
    createdAt: claim.now,
    updatedAt: claim.now,
  });
}
