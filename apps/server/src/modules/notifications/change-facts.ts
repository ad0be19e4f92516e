/**
 * The facts of a policy change's notice (policy.altered, .swapped, .payment_updated): what the applied
 * alteration did, the premium before, the payment method now, and a swapped policy's vehicle.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  alterationPackages,
  insuredItems,
  paymentMethods,
  type EventRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { cents, text, type Data } from './notice-figures.js';

/** Policy events whose notice says what changed: read from the alteration, payment method and insured item. */
export const CHANGES = new Set(['policy.altered', 'policy.swapped', 'policy.payment_updated']);

/** How many a change touched: the length of the one list it holds (children added, beneficiaries named…). */
function countOf(change: Data): number | null {
  const lists = Object.values(change).filter(Array.isArray);
  return lists.length === 1 ? (lists[0] as unknown[]).length : null;
}

/** The parts a motor edit changed, as its event keeps them (`data.change.parts`); null for any other change. */
function changedParts(data: Data): string[] | null {
  const parts = (data.change as { parts?: unknown } | undefined)?.parts;
  return Array.isArray(parts) ? parts.filter((part): part is string => typeof part === 'string') : null;
}

/** What a change did as its event's facts name it (`data.change.kind`, e.g. 'spouse_added'), or null. */
function changeKind(data: Data): string | null {
  const kind = (data.change as { kind?: unknown } | undefined)?.kind;
  return typeof kind === 'string' ? kind : null;
}

/**
 * What a policy change did, line-agnostic: the applied alteration (its type, what it touched, the premium
 * before), the payment method the policy is now paid by (its account by the last 4 digits only) and, after a
 * swap, the item now insured.
 */
export async function changeFacts(db: Database, event: EventRow, data: Data, row: PolicyRow) {
  const packageId = text(data, 'alterationPackageId');
  const [alteration] = packageId
    ? await db.select().from(alterationPackages).where(eq(alterationPackages.id, packageId)).limit(1)
    : [];
  const type = alteration?.type ?? text(data, 'alterationType');
  const [method] = row.paymentMethodId
    ? await db.select().from(paymentMethods).where(eq(paymentMethods.id, row.paymentMethodId)).limit(1)
    : [];
  const [item] =
    event.type === 'policy.swapped'
      ? await db
          .select({ description: insuredItems.description })
          .from(insuredItems)
          .where(and(eq(insuredItems.policyId, row.id), isNull(insuredItems.removedAt)))
          .orderBy(desc(insuredItems.createdAt))
          .limit(1)
      : [];
  return {
    previousAmount: alteration?.currentPremium ?? cents(data, 'premiumBefore'),
    change: type
      ? {
          type,
          count: alteration ? countOf(alteration.change) : null,
          parts: changedParts(data),
          kind: changeKind(data),
        }
      : null,
    payment: method
      ? {
          method: method.type,
          bank: method.bankName,
          accountEnding: method.accountNumber?.slice(-4) ?? null,
          debitDay: row.billingDay,
        }
      : null,
    vehicle: item?.description ?? null,
  };
}
