/**
 * Device (phone) cover rating (issue 10): a monthly premium by replacement-cost band, and an excess per
 * claim type that the customer sees before buying and before claiming. Short-term cover: 14-day
 * cooling-off. Versioned like every rate table; assumptions in
 * docs/decisions/0015-device-and-credit-life-rating.md.
 */
import type { DeviceClaimType } from '../../constants/claim-types.js';
import {
  createRateTableRegistry,
  currentRateTable,
  type VersionedRateTable,
} from '../rate-table-registry.js';

export interface DevicePremiumBand {
  /** the highest replacement cost of the band, in cents (bands are in ascending order) */
  upToCents: number;
  monthlyPremiumCents: number;
}

export interface DeviceExcess {
  /** a percentage of the replacement cost … */
  percentage: number;
  /** … but never less than this, in cents */
  minimumCents: number;
}

export interface DeviceRateTable extends VersionedRateTable {
  /** the lowest and highest replacement cost the table covers, in cents */
  minReplacementCostCents: number;
  bands: readonly DevicePremiumBand[];
  excess: Readonly<Record<DeviceClaimType, DeviceExcess>>;
  assumptions: readonly string[];
}

const rand = (value: number) => value * 100;

export const DEVICE_RATE_TABLE_V1: DeviceRateTable = {
  version: 'device-2026-01',
  effectiveFrom: '2026-01-01',
  minReplacementCostCents: rand(500),
  bands: [
    { upToCents: rand(3_000), monthlyPremiumCents: rand(49) },
    { upToCents: rand(6_000), monthlyPremiumCents: rand(79) },
    { upToCents: rand(10_000), monthlyPremiumCents: rand(119) },
    { upToCents: rand(15_000), monthlyPremiumCents: rand(169) },
    { upToCents: rand(20_000), monthlyPremiumCents: rand(229) },
    { upToCents: rand(30_000), monthlyPremiumCents: rand(319) },
    { upToCents: rand(40_000), monthlyPremiumCents: rand(419) },
    { upToCents: rand(50_000), monthlyPremiumCents: rand(519) },
  ],
  excess: {
    SCREEN_DAMAGE: { percentage: 15, minimumCents: rand(300) },
    HARDWARE_DAMAGE: { percentage: 20, minimumCents: rand(500) },
    SOFTWARE_DAMAGE: { percentage: 10, minimumCents: rand(250) },
    LOST: { percentage: 25, minimumCents: rand(750) },
  },
  assumptions: [
    'Claims cost about 1.3 % of the replacement cost a month across screen, hardware, software and loss, ' +
      'loaded for expenses and the intermediary fee; each band is priced at its upper cost.',
    'Phones from R500 to R50 000; dearer phones are quoted by a consultant.',
    'The excess is a share of the replacement cost with a floor, so a claim on a cheap phone still carries one.',
    'Loss carries the highest excess (25 %): it is the costliest and most fraud-prone claim.',
  ],
};

export const DEVICE_RATE_TABLES = createRateTableRegistry('Device', [DEVICE_RATE_TABLE_V1]);

export const currentDeviceRateTable = (today: Date) => currentRateTable('device', DEVICE_RATE_TABLES, today);
