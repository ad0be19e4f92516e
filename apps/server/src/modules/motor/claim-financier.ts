/**
 * The loan on a motor policy's vehicle, as the policy holds it now: paying one off is what the policy's
 * priced quote says (an edit of its finance part changes it), and the credit provider is the one the
 * application noted (motorVehicleFinance: paying off a loan, with the bank or finance house) while the loan
 * is still being paid. That provider is the interested party the policy page names, and the one a stolen or
 * hijacked vehicle's approved claim pays the loan's settlement to first (claims/financed-payout.ts,
 * docs/decisions/0043).
 */
import type { VehicleFinance } from '@cover/domain/motor';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { insuredItems, policies, type ClaimRow, type PolicyRow } from '../../db/schema/index.js';
import { financedItemKeyOf, type FinancedItemKey } from '../credit-life/duplicates.js';

interface StoredFinance {
  module?: { finance?: { payingOffLoan?: unknown } };
}
interface StoredDetails {
  motorVehicleFinance?: { isPayingCarLoan?: unknown; creditProvider?: unknown };
}

/** Whether the vehicle is being paid off, and to whom (null: not known, or no loan). */
export function vehicleFinanceOf(policy: Pick<PolicyRow, 'module' | 'details'>): VehicleFinance {
  const noted = (policy.details as StoredDetails | null)?.motorVehicleFinance;
  const quoted = (policy.module as StoredFinance | null)?.module?.finance?.payingOffLoan;
  // a policy stored before its quote kept the finance: the application's word stands
  const payingOffLoan = typeof quoted === 'boolean' ? quoted : noted?.isPayingCarLoan === true;
  const provider =
    payingOffLoan && noted?.isPayingCarLoan === true && typeof noted.creditProvider === 'string'
      ? noted.creditProvider.trim()
      : '';
  return { payingOffLoan, creditProvider: provider || null };
}

/** The bank or finance house financing the claim's vehicle now, or null when it is not financed. */
export async function vehicleFinancierOf(
  db: Database,
  claim: Pick<ClaimRow, 'policyId'>,
): Promise<string | null> {
  const [row] = await db
    .select({ module: policies.module, details: policies.details })
    .from(policies)
    .where(eq(policies.id, claim.policyId));
  return row ? vehicleFinanceOf(row).creditProvider : null;
}

/**
 * The claimed vehicle by the key a vehicle credit life taken on its own on it keeps (`vin:<VIN>`), or null
 * (a claim on no vehicle, or a vehicle insured without a VIN).
 */
export async function claimedVehicleKey(
  db: Database,
  claim: Pick<ClaimRow, 'insuredItemId'>,
): Promise<FinancedItemKey | null> {
  if (!claim.insuredItemId) return null;
  const [item] = await db
    .select({ data: insuredItems.data })
    .from(insuredItems)
    .where(eq(insuredItems.id, claim.insuredItemId));
  const vin = (item?.data as { vin?: unknown } | undefined)?.vin;
  return typeof vin === 'string' && vin ? financedItemKeyOf({ vinNumber: vin }) : null;
}
