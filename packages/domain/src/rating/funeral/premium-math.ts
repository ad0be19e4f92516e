/**
 * The arithmetic of funeral rating on one rate table: band look-ups, premiums, child and accidental
 * benefits, the employee discount. Integer cents in and out; nothing here allocates per call.
 */
import type { CoverOptionCode, FuneralCoverType } from '../../constants/cover-options.js';
import type { AgeBandRate, ChildBenefitBand, FuneralRateTable } from './rate-table-types.js';

const CENTS_PER_1000_RAND = 100_000;
const FULL_BPS = 10_000;

/** The band holding an age, or undefined when no band does. */
export function bandFor<T extends { minAge: number; maxAge: number }>(
  bands: readonly T[],
  age: number,
): T | undefined {
  for (const band of bands) if (age >= band.minAge && age <= band.maxAge) return band;
  return undefined;
}

/** The sum assured of an option of a cover type on this table. */
export function coverAmountOf(
  table: FuneralRateTable,
  coverType: FuneralCoverType,
  option: CoverOptionCode,
): number {
  return table.coverAmounts[coverType][option];
}

/** The monthly premium in cents of a cover at a rate per R1 000 (rounded to the nearest cent, half up). */
export function premiumAtRate(coverAmount: number, ratePer1000: number): number {
  return Math.round((coverAmount * ratePer1000) / CENTS_PER_1000_RAND);
}

/** The premium of a cover for an age in banded rates, or undefined when the age is outside every band. */
export function bandedPremium(
  bands: readonly AgeBandRate[],
  age: number,
  coverAmount: number,
): number | undefined {
  const band = bandFor(bands, age);
  return band && premiumAtRate(coverAmount, band.ratePer1000);
}

/** The share of a cover in basis points, rounded down to the cent (never pays more than the share). */
export function shareOf(amount: number, bps: number): number {
  return Math.floor((amount * bps) / FULL_BPS);
}

/** A child's natural-death cover: the band's share of the main cover, within the band's maximum and the cap. */
export function childCoverAmount(table: FuneralRateTable, mainCover: number, age: number): number {
  const band = bandFor(table.children.benefitBands, age);
  return band ? childBandCover(table, band, mainCover) : 0;
}

export function childBandCover(table: FuneralRateTable, band: ChildBenefitBand, mainCover: number): number {
  const share = shareOf(mainCover, band.shareOfMainCoverBps);
  const limited = band.maxCover === null ? share : Math.min(share, band.maxCover);
  return Math.min(limited, table.perLifeCap);
}

/** The accidental-death cover of a life: a multiple of the natural cover, limited by the per-life cap. */
export function accidentalCoverAmount(table: FuneralRateTable, naturalCover: number): number {
  return Math.min(shareOf(naturalCover, table.accidentalDeath.multipleOfNaturalBps), table.perLifeCap);
}

/** A premium less a discount in basis points, rounded to the nearest cent (half up). */
export function discounted(premium: number, discountBps: number): number {
  return discountBps === 0 ? premium : Math.round((premium * (FULL_BPS - discountBps)) / FULL_BPS);
}

/** "R100 000": whole rands with a space between thousands, cents only when there are any. */
export function randLabel(cents: number): string {
  const rands = Math.floor(cents / 100);
  const rest = cents % 100;
  const whole = String(rands).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return rest === 0 ? `R${whole}` : `R${whole}.${String(rest).padStart(2, '0')}`;
}
