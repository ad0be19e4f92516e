/**
 * The shape of a versioned funeral rate table. Every amount is integer cents (ZAR); every rate is in
 * cents per R1 000 of cover per month. A table is immutable once published: a stored quote names its
 * version, so re-pricing it with the same version gives exactly the same premium.
 */
import type { CoverOptionCode, FuneralCoverType } from '../../constants/cover-options.js';

/** An age band (inclusive, whole years) and its monthly rate in cents per R1 000 of cover. */
export interface AgeBandRate {
  readonly minAge: number;
  readonly maxAge: number;
  readonly ratePer1000: number;
}

/** An age band of the child benefit: a share of the main member's cover, limited to a maximum. */
export interface ChildBenefitBand {
  readonly minAge: number;
  readonly maxAge: number;
  /** share of the main member's natural-death cover, in basis points (10 000 = 100 %) */
  readonly shareOfMainCoverBps: number;
  /** the most this band pays, in cents (null: only the per-life cap limits it) */
  readonly maxCover: number | null;
}

/** A table section with the banded rates of one kind of member and the assumption behind them. */
export interface BandedRates {
  readonly bands: readonly AgeBandRate[];
  readonly assumption: string;
}

export interface FuneralRateTable {
  /** e.g. 'funeral-2026-01' */
  readonly version: string;
  /** the first day ('YYYY-MM-DD') on which new quotes use this table */
  readonly effectiveFrom: string;
  /** the sums assured of each cover type's options A–E, in cents */
  readonly coverAmounts: Readonly<Record<FuneralCoverType, Readonly<Record<CoverOptionCode, number>>>>;
  readonly mainMember: BandedRates;
  /** the spouse is covered for the main member's sum assured */
  readonly spouse: BandedRates;
  readonly children: {
    /** one premium per policy for all children, in cents per R1 000 of the main member's cover */
    readonly flatRatePer1000OfMainCover: number;
    readonly benefitBands: readonly ChildBenefitBand[];
    readonly assumption: string;
  };
  /** extended family members are covered for their own chosen option of the policy's cover type */
  readonly extendedFamily: BandedRates;
  readonly accidentalDeath: {
    /** the accidental-death benefit as a multiple of the natural-death benefit, in basis points */
    readonly multipleOfNaturalBps: number;
    readonly assumption: string;
  };
  readonly airtime: {
    /** monthly airtime paid to the main member's beneficiary after the main member's death, by option */
    readonly monthlyAmount: Readonly<Record<CoverOptionCode, number>>;
    readonly months: number;
    readonly assumption: string;
  };
  /** the most one life may be covered for on one policy (natural or accidental), in cents */
  readonly perLifeCap: number;
  readonly waitingPeriods: {
    readonly naturalDeathMonths: number;
    readonly accidentalDeathMonths: number;
  };
  readonly employee: {
    /** discount on every premium line of EMPLOYEE_FUNERAL_INSURANCE, in basis points */
    readonly discountBps: number;
    readonly assumption: string;
  };
  readonly freeBenefit: {
    readonly coverType: FuneralCoverType;
    readonly coverOption: CoverOptionCode;
    /** whether the airtime benefit is part of the free benefit */
    readonly airtimeIncluded: boolean;
    readonly assumption: string;
  };
}
