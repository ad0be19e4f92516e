/** A device application as its holder sees it: the core, what it holds, its documents and what is missing. */
import {
  requiredDeviceApplicationDocuments,
  deviceDocumentDownloadUrl,
  type BillingAddress,
  type DeviceApplication,
  type DeviceQuote,
} from '@cover/domain/device';
import type { CreditLifeDetails } from '@cover/domain';
import type { ApplicationRow } from '../../db/schema/index.js';
import { toClaimDocument } from '../claims/index.js';
import { listApplicationDocuments } from '../documents/repo.js';
import { policyNumbersOf } from '../insurance-core/holder-reads.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { applicationCoreView } from '../insurance-core/policy-core-view.js';

/** What a device application holds in `applications.details`. */
export interface DeviceApplicationDetails {
  deviceIMEINumber: string;
  deviceColor: string;
  isOnContract: boolean;
  isPurchasedFromProvider: boolean;
  effectiveDate: string;
  billingAddress: BillingAddress;
  paymentType: 'debit_order' | 'deduct_from_salary';
  creditLife: CreditLifeDetails | null;
  /** the PENDING (later issued) credit life application beside it */
  creditLifeApplicationId: string | null;
  consents: { key: string; text: string; textVersion: string; acceptedAt: string }[];
  /** set once issued */
  creditLifePolicyId?: string | null;
}

export const familyOf = (ctx: LineCallContext) =>
  ctx.principal?.audience === 'employee' ? 'employee' : 'retail';

export async function loadDeviceApplications(
  ctx: LineCallContext,
  rows: readonly ApplicationRow[],
): Promise<DeviceApplication[]> {
  const [documents, numbers] = await Promise.all([
    listApplicationDocuments(
      ctx.db,
      rows.map((row) => row.id),
    ),
    policyNumbersOf(ctx.db, rows),
  ]);
  const family = familyOf(ctx);
  return rows.map((row) => {
    const details = row.details as unknown as DeviceApplicationDetails;
    const quote = row.quote as unknown as DeviceQuote;
    const own = documents.filter((document) => document.applicationId === row.id);
    const required = requiredDeviceApplicationDocuments(details.isOnContract);
    const present = new Set(own.map((document) => document.kind));
    const credit = details.creditLife;
    return {
      ...applicationCoreView(
        row,
        ctx.now,
        row.policyId ? (numbers.get(row.policyId) ?? null) : null,
        ctx.longWindow,
      ),
      module: {
        type: 'device' as const,
        quote,
        deviceIMEINumber: details.deviceIMEINumber,
        deviceColor: details.deviceColor,
        isOnContract: details.isOnContract,
        isPurchasedFromProvider: details.isPurchasedFromProvider,
        effectiveDate: details.effectiveDate,
        billingAddress: details.billingAddress,
        paymentType: details.paymentType,
        creditLife: credit
          ? {
              outstandingBalance: credit.outstandingBalance,
              personResponsibleForFinancing: credit.personResponsibleForFinancing,
              beneficiariesCount: credit.beneficiariesDetails.length,
              issuedPercentage: credit.issuedPercentage,
            }
          : null,
        consents: details.consents,
      },
      documents: own.map((document) =>
        toClaimDocument(document, (id) => deviceDocumentDownloadUrl(family, id)),
      ),
      requiredDocuments: required,
      documentsOutstanding: required.filter((kind) => !present.has(kind)),
      creditLifePolicyId: details.creditLifePolicyId ?? null,
    };
  });
}

export async function loadDeviceApplication(
  ctx: LineCallContext,
  row: ApplicationRow,
): Promise<DeviceApplication> {
  const [view] = await loadDeviceApplications(ctx, [row]);
  if (!view) throw new Error('application view missing');
  return view;
}
