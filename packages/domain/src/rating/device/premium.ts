import { DEVICE_CLAIM_TYPES, type DeviceClaimType } from '../../constants/claim-types.js';
import type { DeviceRateTable } from './rate-table.js';

export interface DevicePricing {
  monthlyPremiumCents: number;
  /** the excess per claim type, in cents, shown before purchase */
  excess: Record<DeviceClaimType, number>;
  rateTableVersion: string;
}

/** The excess of one claim type on a phone of this replacement cost, in cents (whole rand, rounded up). */
export function deviceExcessCents(
  replacementCostCents: number,
  type: DeviceClaimType,
  table: DeviceRateTable,
) {
  const { percentage, minimumCents } = table.excess[type];
  const share = Math.ceil((replacementCostCents * percentage) / 100 / 100) * 100;
  return Math.max(share, minimumCents);
}

/**
 * The monthly premium of the band the replacement cost falls in, and the excess of every claim type.
 * Throws RangeError outside the table's costs (the contract refuses them first, with a message).
 */
export function priceDevice(replacementCostCents: number, table: DeviceRateTable): DevicePricing {
  if (!Number.isSafeInteger(replacementCostCents) || replacementCostCents < table.minReplacementCostCents)
    throw new RangeError('The replacement cost is below what device cover insures');
  const band = table.bands.find((candidate) => replacementCostCents <= candidate.upToCents);
  if (!band) throw new RangeError('The replacement cost is above what device cover insures online');
  const excess = Object.fromEntries(
    DEVICE_CLAIM_TYPES.map(({ value }) => [value, deviceExcessCents(replacementCostCents, value, table)]),
  ) as Record<DeviceClaimType, number>;
  return { monthlyPremiumCents: band.monthlyPremiumCents, excess, rateTableVersion: table.version };
}
