/** The motor policy as its holder sees it, built from the stored rows with a fixed number of queries. */
import { openClaimShown, type MotorAlteration, type MotorPolicy, type MotorQuote } from '@cover/domain/motor';
import { and, eq, gt, inArray } from 'drizzle-orm';
import {
  alterationPackages,
  type AlterationPackageRow,
  type InsuredItemRow,
  type PolicyRow,
} from '../../db/schema/index.js';
import { findOpenClaimsForItems } from '../claims/index.js';
import { unpaidCollections } from '../insurance-core/collections.js';
import { listInsuredItems } from '../insurance-core/insured-items.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { findPaymentMethods, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { policyCoreView } from '../insurance-core/policy-core-view.js';
import type { MotorApplicationDetails } from './application-view.js';
import { vehicleFinanceOf } from './claim-financier.js';
import { motorDataOf, type VehicleItemData } from './line.js';

type ViewContext = Pick<LineCallContext, 'db' | 'now' | 'longWindow'>;

const vehicleOf = (item: InsuredItemRow) => {
  const data = item.data as unknown as VehicleItemData;
  return {
    insuredItemId: item.id,
    vehicle_type: data.vehicleType,
    make: data.make,
    model: data.model,
    manufacturingYear: data.manufacturingYear,
    vin: data.vin,
    vehicle_reg_no: data.registrationNo,
    colour: data.colour,
    engineNo: data.engineNo,
    insuredValue: item.insuredValue,
    description: item.description,
  };
};

export const toMotorAlteration = (row: AlterationPackageRow): MotorAlteration => {
  const result = row.result as { excesses?: MotorAlteration['excesses'] };
  return {
    alterationPackageId: row.id,
    policyId: row.policyId,
    changeType: row.type === 'swap' ? 'swap' : 'edit',
    changeCode: row.type === 'swap' ? 0 : null,
    currentPremium: row.currentPremium,
    newPremium: row.newPremium,
    currentSumAssured: row.currentSumAssured,
    newSumAssured: row.newSumAssured,
    summary: row.summary,
    excesses: result.excesses ?? [],
    expiresAt: row.expiresAt.toISOString(),
  };
};

/** The pending, unexpired alteration of each policy, priced on its current version. */
async function pendingAlterations(ctx: ViewContext, rows: readonly PolicyRow[]) {
  if (rows.length === 0) return [];
  return ctx.db
    .select()
    .from(alterationPackages)
    .where(
      and(
        inArray(
          alterationPackages.policyId,
          rows.map((row) => row.id),
        ),
        eq(alterationPackages.status, 'pending'),
        gt(alterationPackages.expiresAt, ctx.now),
      ),
    );
}

export async function loadMotorPolicies(
  ctx: ViewContext,
  rows: readonly PolicyRow[],
): Promise<MotorPolicy[]> {
  const ids = rows.map((row) => row.id);
  const facts = rows.map((row) => ({ row, data: motorDataOf(row) }));
  const [items, unpaid, methods, open, pending] = await Promise.all([
    listInsuredItems(ctx.db, ids),
    unpaidCollections(ctx.db, ids),
    findPaymentMethods(
      ctx.db,
      rows.flatMap((row) => (row.paymentMethodId ? [row.paymentMethodId] : [])),
    ),
    findOpenClaimsForItems(
      ctx.db,
      facts.map(({ data }) => data.insuredItemId),
    ),
    pendingAlterations(ctx, rows),
  ]);
  return facts.map(({ row, data }) => {
    const item = items.find((entry) => entry.id === data.insuredItemId);
    if (!item) throw new Error(`motor policy ${row.id} has no insured vehicle`);
    const quote = row.module as unknown as MotorQuote;
    const details = row.details as unknown as MotorApplicationDetails;
    const method = row.paymentMethodId ? methods.get(row.paymentMethodId) : undefined;
    // a theft (which ends the cover) first, then the most recent
    const openClaim = openClaimShown(
      open
        .filter((claim) => claim.insuredItemId === item.id)
        .map((claim) => ({ ...claim, claimType: String(claim.details.claimType) })),
    );
    const alteration = pending.find(
      (entry) => entry.policyId === row.id && entry.policyVersion === row.version,
    );
    const driver = details.permanentDriver;
    return {
      ...policyCoreView(
        row,
        unpaid.filter((collection) => collection.policyId === row.id),
        ctx.now,
        ctx.longWindow,
      ),
      module: {
        type: 'motor' as const,
        scheme: data.scheme,
        vehicle: vehicleOf(item),
        vehicleUsedFor: details.vehicle.vehicleUsedFor,
        isEssentialPart: details.vehicle.isEssentialPart,
        address: details.address,
        permanentDriver: {
          isPermanent: driver.isPermanent,
          fullName: driver.isPermanent ? null : driver.fullName,
        },
        extras: quote.module.vehicleExtras,
        enhancements: quote.module.enhancements,
        finance: vehicleFinanceOf(row),
        excesses: quote.excesses,
        paymentDetails: method ? toPaymentDetails(method) : null,
        preInspectionId: data.preInspectionId,
        openClaim: openClaim ? { claimId: openClaim.id, claimNumber: openClaim.claimNumber } : null,
        pendingAlteration: alteration ? toMotorAlteration(alteration) : null,
      },
    };
  });
}

export async function loadMotorPolicy(ctx: ViewContext, row: PolicyRow): Promise<MotorPolicy> {
  const [view] = await loadMotorPolicies(ctx, [row]);
  if (!view) throw new Error('policy view missing');
  return view;
}
