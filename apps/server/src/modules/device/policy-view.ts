/** The device policy as its holder sees it, built from the stored rows with a fixed number of queries. */
import type { DevicePolicy, DeviceQuote } from '@cover/domain/device';
import type { InsuredItemRow, PolicyRow } from '../../db/schema/index.js';
import { findOpenClaimsForItems } from '../claims/index.js';
import { unpaidCollections } from '../insurance-core/collections.js';
import { listInsuredItems } from '../insurance-core/insured-items.js';
import type { LineCallContext } from '../insurance-core/line-context.js';
import { findPaymentMethods, toPaymentDetails } from '../insurance-core/payment-methods.js';
import { policyCoreView } from '../insurance-core/policy-core-view.js';
import type { DeviceApplicationDetails } from './application-view.js';
import { deviceDataOf } from './line.js';

interface PhoneData {
  deviceId: string | null;
  brand: string;
  model: string;
  storageGb: number | null;
  colour: string;
  listed: boolean;
  isOnContract: boolean;
  isPurchasedFromProvider: boolean;
}

const phoneOf = (item: InsuredItemRow, imei: string) => {
  const data = item.data as unknown as PhoneData;
  return {
    insuredItemId: item.id,
    deviceId: data.deviceId,
    brand: data.brand,
    model: data.model,
    storageGb: data.storageGb,
    colour: data.colour,
    imei,
    replacementCost: item.insuredValue,
    listed: data.listed,
    isOnContract: data.isOnContract,
    isPurchasedFromProvider: data.isPurchasedFromProvider,
    description: item.description,
  };
};

export async function loadDevicePolicies(
  ctx: Pick<LineCallContext, 'db' | 'now' | 'longWindow'>,
  rows: readonly PolicyRow[],
): Promise<DevicePolicy[]> {
  const ids = rows.map((row) => row.id);
  const facts = rows.map((row) => ({ row, data: deviceDataOf(row) }));
  const [items, unpaid, methods, open] = await Promise.all([
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
  ]);
  return facts.map(({ row, data }) => {
    const item = items.find((entry) => entry.id === data.insuredItemId);
    if (!item) throw new Error(`device policy ${row.id} has no insured phone`);
    const quote = row.module as unknown as DeviceQuote;
    const details = row.details as unknown as DeviceApplicationDetails;
    const method = row.paymentMethodId ? methods.get(row.paymentMethodId) : undefined;
    const openClaim = open.find((claim) => claim.insuredItemId === item.id);
    return {
      ...policyCoreView(
        row,
        unpaid.filter((collection) => collection.policyId === row.id),
        ctx.now,
        ctx.longWindow,
      ),
      module: {
        type: 'device' as const,
        device: phoneOf(item, data.imei),
        excesses: quote.excesses,
        billingAddress: details.billingAddress,
        paymentDetails: method ? toPaymentDetails(method) : null,
        creditLifePolicyId: data.creditLifePolicyId,
        openClaim: openClaim ? { claimId: openClaim.id, claimNumber: openClaim.claimNumber } : null,
      },
    };
  });
}

export async function loadDevicePolicy(
  ctx: Pick<LineCallContext, 'db' | 'now' | 'longWindow'>,
  row: PolicyRow,
): Promise<DevicePolicy> {
  const [view] = await loadDevicePolicies(ctx, [row]);
  if (!view) throw new Error('policy view missing');
  return view;
}
