/**
 * Credit life: pays the outstanding balance of a financed phone or vehicle when the person responsible for
 * the finance dies or becomes permanently disabled. One engine for both lines (issue 10 device, issue 12
 * vehicle); the premium is a rate per R1 000 of the balance covered, per month, and never more than
 * R4.50 per R1 000 of the outstanding balance (the regulated cap, REFERENCE / Credit Life Insurance
 * Regulations 2017). Assumptions: docs/decisions/0015-device-and-credit-life-rating.md.
 */
import {
  createRateTableRegistry,
  currentRateTable,
  type VersionedRateTable,
} from '../rate-table-registry.js';

/** The cap: R4.50 per R1 000 of outstanding balance per month, in cents. */
export const CREDIT_LIFE_MAX_CENTS_PER_THOUSAND = 450;

export interface CreditLifeRateTable extends VersionedRateTable {
  /** cents per month per R1 000 of the balance covered (at most the cap) */
  centsPerThousand: number;
  /** the events that pay out */
  benefits: readonly ('death' | 'permanent_disability')[];
  /** the largest outstanding balance covered, in cents */
  maxOutstandingBalanceCents: number;
  /** the largest extra percentage of the balance that may be insured (vehicle credit life) */
  maxAdditionalPercentage: number;
  assumptions: readonly string[];
}

export const CREDIT_LIFE_RATE_TABLE_V1: CreditLifeRateTable = {
  version: 'credit-life-2026-01',
  effectiveFrom: '2026-01-01',
  centsPerThousand: 420,
  benefits: ['death', 'permanent_disability'],
  maxOutstandingBalanceCents: 150_000_000,
  maxAdditionalPercentage: 25,
  assumptions: [
    'Lives 18 to 65 years old, the ages of the people who finance phones and vehicles with Telkom.',
    'Death and permanent disability priced together at R4.20 per R1 000 a month, below the R4.50 cap.',
    'No minimum premium: a small balance costs a small premium, so the cap always holds.',
    'The balance covered is the outstanding balance plus any additional percentage chosen (vehicle).',
  ],
};

export const CREDIT_LIFE_RATE_TABLES = createRateTableRegistry('Credit life', [CREDIT_LIFE_RATE_TABLE_V1]);

export const currentCreditLifeRateTable = (today: Date) =>
  currentRateTable('credit life', CREDIT_LIFE_RATE_TABLES, today);
