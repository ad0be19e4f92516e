/** Credit life policies and applications as their holder sees them. */
import type {
  CreditLifeApplication,
  CreditLifeDetails,
  CreditLifePolicy,
  CreditLifeQuote,
} from '@cover/domain';
import type { ApplicationRow, PolicyRow } from '../../db/schema/index.js';
import { toBeneficiaryView } from '../insurance-core/beneficiary-view.js';
import { unpaidCollections } from '../insurance-core/collections.js';
import { policyNumbersOf } from '../insurance-core/holder-reads.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { listBeneficiaries } from '../insurance-core/members.js';
import { findPaymentMethods, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { applicationCoreView, policyCoreView } from '../insurance-core/policy-core-view.js';
import type { CreditLifeLine } from './line.js';

type ViewContext = Pick<LineCallContext, 'db' | 'now' | 'longWindow'>;

export async function loadCreditLifePolicies(
  ctx: ViewContext,
  line: CreditLifeLine,
  rows: readonly PolicyRow[],
): Promise<CreditLifePolicy[]> {
  const ids = rows.map((row) => row.id);
  const [beneficiaries, unpaid, methods] = await Promise.all([
    listBeneficiaries(ctx.db, ids),
    unpaidCollections(ctx.db, ids),
    findPaymentMethods(
      ctx.db,
      rows.flatMap((row) => (row.paymentMethodId ? [row.paymentMethodId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const data = line.dataOf(row);
    const method = row.paymentMethodId ? methods.get(row.paymentMethodId) : undefined;
    return {
      ...policyCoreView(
        row,
        unpaid.filter((collection) => collection.policyId === row.id),
        ctx.now,
        ctx.longWindow,
      ),
      module: {
        type: 'credit_life' as const,
        ...data,
        beneficiaries: beneficiaries.filter((entry) => entry.policyId === row.id).map(toBeneficiaryView),
        paymentDetails: method ? toPaymentDetails(method) : null,
      },
    };
  });
}

export async function loadCreditLifePolicy(ctx: ViewContext, line: CreditLifeLine, row: PolicyRow) {
  const [view] = await loadCreditLifePolicies(ctx, line, [row]);
  if (!view) throw new Error('policy view missing');
  return view;
}

/** What a credit life application holds in `applications.details`. */
export interface CreditLifeApplicationDetails extends CreditLifeDetails {
  /** the extra percentage of the balance insured (vehicles); absent (0) on phones */
  additionalPercentage?: number;
  financedItem: string;
  /** the item's key (`vin:…`, `imei:…`, duplicates.ts); absent on a linked one made before it was kept */
  financedItemKey?: string;
  linkedApplicationId: string | null;
  paymentType?: 'debit_order' | 'deduct_from_salary';
}

export async function loadCreditLifeApplications(
  ctx: ViewContext,
  rows: readonly ApplicationRow[],
): Promise<CreditLifeApplication[]> {
  const numbers = await policyNumbersOf(ctx.db, rows);
  return rows.map((row) => {
    const details = row.details as unknown as CreditLifeApplicationDetails;
    const quote = row.quote as unknown as CreditLifeQuote;
    return {
      ...applicationCoreView(
        row,
        ctx.now,
        row.policyId ? (numbers.get(row.policyId) ?? null) : null,
        ctx.longWindow,
      ),
      module: {
        type: 'credit_life' as const,
        financedItem: details.financedItem,
        outstandingBalance: quote.outstandingBalance,
        totalAmountInsured: quote.totalAmountInsured,
        creditLifeMonthlyPremium: quote.creditLifeMonthlyPremium,
        additionalPercentage: quote.additionalPercentage ?? 0,
        maximumMonthlyPremium: quote.maximumMonthlyPremium,
        issuedPercentage: details.issuedPercentage,
        personResponsibleForFinancing: details.personResponsibleForFinancing,
        beneficiariesDetails: details.beneficiariesDetails,
        linkedApplicationId: details.linkedApplicationId,
        paymentType: details.paymentType ?? null,
      },
    };
  });
}

export async function loadCreditLifeApplication(ctx: ViewContext, row: ApplicationRow) {
  const [view] = await loadCreditLifeApplications(ctx, [row]);
  if (!view) throw new Error('application view missing');
  return view;
}
