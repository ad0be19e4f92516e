/**
 * Motor (car and motorcycle) rating, issue 11: a monthly base rate on the vehicle's value by value band,
 * vehicle type and use; loadings and discounts for the driver's insurance history; rates on declared
 * extras and performance enhancements; employee scheme discounts; a minimum premium; the highest sum
 * insured quoted online; and an excess per claim type, stated before purchase. Short-term cover (14-day
 * cooling-off). Versioned like every rate table (rate-table-registry.ts): a quote names its version and is
 * re-priced on it; a new table is a new version with a later effectiveFrom, never an edit. Assumptions:
 * docs/decisions/0018-motor-rating.md.
 *
 * Units: amounts in integer cents; base and extras rates in basis points a month (1 bp = 0.01 %);
 * loadings, discounts and excess shares in whole percent.
 */
import type { MotorClaimType } from '../../constants/claim-types.js';
import type { MotorProductScheme } from '../../contracts/motor/line.js';
import {
  createRateTableRegistry,
  currentRateTable,
  type RateTableRegistry,
  type VersionedRateTable,
} from '../rate-table-registry.js';

export const MOTOR_VEHICLE_TYPES = ['car', 'motorcycle'] as const;
export type MotorVehicleType = (typeof MOTOR_VEHICLE_TYPES)[number];

export const MOTOR_VEHICLE_USES = ['private', 'business'] as const;
export type MotorVehicleUse = (typeof MOTOR_VEHICLE_USES)[number];

/** One value band: its monthly rate applies to the part of the value inside the band (marginal, like tax). */
export interface MotorRateBand {
  /** the highest value of the band, in cents (bands are in ascending order from R0) */
  upToCents: number;
  /** basis points of that part of the value, a month */
  basisPoints: number;
}

export interface MotorVehicleRates {
  /** value bands per use; business bands are loaded for the extra time on the road */
  bands: Readonly<Record<MotorVehicleUse, readonly MotorRateBand[]>>;
  /** the least a policy on this vehicle type costs a month, in cents */
  minimumMonthlyPremiumCents: number;
  /** the highest sum insured (vehicle + extras + enhancements) quoted online; above it a consultant quotes */
  maxSumInsuredCents: number;
}

/** A loading or a discount, in whole percent of the premium before adjustments. */
export interface MotorAdjustment {
  kind: 'loading' | 'discount';
  percentage: number;
}

/** The adjustment from `fromYears` years of uninterrupted previous cover (until the next step). */
export interface MotorCoverHistoryStep {
  fromYears: number;
  /** null: no adjustment */
  adjustment: MotorAdjustment | null;
}

/** An excess: a fixed amount, or a share of the sum insured with a floor. */
export type MotorExcessRule =
  { kind: 'fixed'; amountCents: number } | { kind: 'percentage'; percentage: number; minimumCents: number };

export interface MotorSchemeTerms {
  /** discount in whole percent of the premium before adjustments (0 for retail) */
  discountPercentage: number;
  /** the vehicle types the scheme insures */
  vehicleTypes: readonly MotorVehicleType[];
}

export interface MotorRateTable extends VersionedRateTable {
  vehicles: Readonly<Record<MotorVehicleType, MotorVehicleRates>>;
  /** ascending by fromYears, the first from 0 */
  coverHistory: readonly MotorCoverHistoryStep[];
  /** loading in percent by the number of claims in the last 3 years (index); more claims are refused online */
  claimsLoadingPercentages: readonly number[];
  /** loading when an insurer cancelled the customer's previous insurance */
  insuranceCancelledLoadingPercentage: number;
  /** loading for a conviction for drunk or reckless driving */
  convictionLoadingPercentage: number;
  /** loading when the vehicle is essential for the customer's job */
  essentialForJobLoadingPercentage: number;
  /** monthly rates on the declared total value of extras and of performance enhancements */
  extrasBasisPoints: number;
  enhancementsBasisPoints: number;
  schemes: Readonly<Record<MotorProductScheme, MotorSchemeTerms>>;
  excess: Readonly<Record<MotorClaimType, MotorExcessRule>>;
  assumptions: readonly string[];
}

const rand = (value: number) => value * 100;

export const MOTOR_RATE_TABLE_V1: MotorRateTable = {
  version: 'motor-2026-01',
  effectiveFrom: '2026-01-01',
  vehicles: {
    car: {
      bands: {
        private: [
          { upToCents: rand(100_000), basisPoints: 55 },
          { upToCents: rand(250_000), basisPoints: 42 },
          { upToCents: rand(500_000), basisPoints: 35 },
          { upToCents: rand(1_000_000), basisPoints: 30 },
          { upToCents: rand(1_500_000), basisPoints: 26 },
        ],
        business: [
          { upToCents: rand(100_000), basisPoints: 66 },
          { upToCents: rand(250_000), basisPoints: 50 },
          { upToCents: rand(500_000), basisPoints: 42 },
          { upToCents: rand(1_000_000), basisPoints: 36 },
          { upToCents: rand(1_500_000), basisPoints: 31 },
        ],
      },
      minimumMonthlyPremiumCents: rand(350),
      maxSumInsuredCents: rand(1_500_000),
    },
    motorcycle: {
      bands: {
        private: [
          { upToCents: rand(50_000), basisPoints: 80 },
          { upToCents: rand(150_000), basisPoints: 60 },
          { upToCents: rand(350_000), basisPoints: 45 },
        ],
        business: [
          { upToCents: rand(50_000), basisPoints: 96 },
          { upToCents: rand(150_000), basisPoints: 72 },
          { upToCents: rand(350_000), basisPoints: 54 },
        ],
      },
      minimumMonthlyPremiumCents: rand(150),
      maxSumInsuredCents: rand(350_000),
    },
  },
  coverHistory: [
    { fromYears: 0, adjustment: { kind: 'loading', percentage: 20 } },
    { fromYears: 1, adjustment: { kind: 'loading', percentage: 10 } },
    { fromYears: 2, adjustment: null },
    { fromYears: 3, adjustment: { kind: 'discount', percentage: 5 } },
    { fromYears: 5, adjustment: { kind: 'discount', percentage: 10 } },
  ],
  claimsLoadingPercentages: [0, 15, 35, 60],
  insuranceCancelledLoadingPercentage: 25,
  convictionLoadingPercentage: 75,
  essentialForJobLoadingPercentage: 0,
  extrasBasisPoints: 60,
  enhancementsBasisPoints: 100,
  schemes: {
    retail: { discountPercentage: 0, vehicleTypes: ['car', 'motorcycle'] },
    management: { discountPercentage: 10, vehicleTypes: ['car'] },
    fleet: { discountPercentage: 15, vehicleTypes: ['car'] },
    logo: { discountPercentage: 12, vehicleTypes: ['car'] },
    motorcycle_logo: { discountPercentage: 12, vehicleTypes: ['motorcycle'] },
  },
  excess: {
    STOLEN: { kind: 'percentage', percentage: 10, minimumCents: rand(5_000) },
    HIJACKED: { kind: 'percentage', percentage: 5, minimumCents: rand(5_000) },
    GLASS: { kind: 'fixed', amountCents: rand(1_500) },
    ACCESSORIES: { kind: 'fixed', amountCents: rand(1_000) },
    ACCIDENT_SCRATCHES_DENTS: { kind: 'percentage', percentage: 2, minimumCents: rand(3_500) },
    TOWING: { kind: 'fixed', amountCents: 0 },
  },
  assumptions: [
    'Comprehensive cover (theft, hijacking, accident, glass, accessories, towing) costs about 0.35 % to ' +
      '0.55 % of a car’s value a month in South Africa in 2026 for a driver with a clean record, loaded for ' +
      'expenses and the intermediary fee: R150 000 car R760, R300 000 R1 355, R600 000 R2 355 a month ' +
      'before adjustments.',
    'Rates fall as the value rises (repair and theft costs grow slower than the value) and apply marginally, ' +
      'band by band, so a dearer vehicle never costs less than a cheaper one.',
    'Motorcycles are stolen and written off more often for their value: higher rates, R350 000 online at most.',
    'Business use is loaded about 20 % in every band for the extra distance and time on the road.',
    'A minimum of R350 a month for a car and R150 for a motorcycle covers the fixed costs of a policy.',
    'Above R1 500 000 (car) or R350 000 (motorcycle), vehicle, extras and enhancements together, a ' +
      'consultant quotes: such risks need underwriting (tracking, parking, driver) the online form lacks.',
    'Uninterrupted previous cover proves a driving record: none loads 20 %, 1 year 10 %, 2 years nothing, ' +
      '3 to 4 years discount 5 %, 5 or more years 10 %.',
    'Claims in the last 3 years load 15 %, 35 % and 60 % for 1, 2 and 3; more than 3 are referred to a consultant.',
    'Previous insurance cancelled by an insurer loads 25 %; a drunk or reckless driving conviction 75 %.',
    'A vehicle essential for the job is not loaded: it is already rated by its use (private or business).',
    'Extras (mag wheels, sound system, canopy …) are rated at 0.60 % a month of their declared value and ' +
      'enhancements (performance modifications) at 1.00 %: enhancements raise both accident and theft risk.',
    'Employee schemes pay by salary deduction (low collection cost and lapse rate): management 10 %, ' +
      'fleet 15 % (maintained fleet vehicles), Logo and motorcycle Logo 12 %; retail customers get none.',
    'Loadings and discounts are each a percentage of the base and extras premium together, added up, not ' +
      'compounded; each amount is rounded half up to the cent.',
    'Excesses: theft 10 % of the sum insured (at least R5 000), hijacking 5 % (at least R5 000, taken by ' +
      'force), accident, scratches and dents 2 % (at least R3 500), glass R1 500, accessories R1 000, ' +
      'towing none (it prevents larger losses).',
  ],
};

export type MotorRateTableRegistry = RateTableRegistry<MotorRateTable>;

/** Every published motor rate table. Add new versions here; never edit a published one. */
export const MOTOR_RATE_TABLES: MotorRateTableRegistry = createRateTableRegistry('Motor', [
  MOTOR_RATE_TABLE_V1,
]);

/** The table new motor quotes use on `today` (a South African day). */
export function currentMotorRateTable(
  today: Date,
  registry: MotorRateTableRegistry = MOTOR_RATE_TABLES,
): MotorRateTable {
  return currentRateTable('motor', registry, today);
}

/** The table of a version (a stored quote's), or undefined when none has it. */
export function motorRateTableByVersion(
  version: string,
  registry: MotorRateTableRegistry = MOTOR_RATE_TABLES,
): MotorRateTable | undefined {
  return registry.get(version);
}
