/**
 * A cancellation in a policy's history: its reason by its label (every line's client reasons and the
 * insurer's), and the refund when there was one: inside cooling-off every premium paid, otherwise the days
 * paid for after the cancellation (docs/decisions/0044), whose facts the event keeps.
 */
import {
  FUNERAL_CANCELLATION_REASONS,
  INSURER_CANCELLATION_REASONS,
  MOTOR_CANCELLATION_REASONS,
} from '../constants/cancellation-reasons.js';
import { formatLongDate } from './dates.js';
import type { HistoryReader } from './history-reader.js';
import { formatRand } from './money.js';

/** An unknown code in words: 'vehicle_sold' → 'Vehicle sold'. */
const capitalisedWords = (code: string) => {
  const words = code.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A cancellation reason by its label (client and insurer reasons of every line); an unknown code in words. */
export function cancellationReasonText(reason: string): string {
  const known = [
    ...FUNERAL_CANCELLATION_REASONS,
    ...MOTOR_CANCELLATION_REASONS,
    ...INSURER_CANCELLATION_REASONS,
  ].find((entry) => entry.value === reason);
  return known?.label ?? capitalisedWords(reason);
}

/** The days paid for after a cancellation that its refund was for (docs/decisions/0044). */
export interface UnusedCoverFacts {
  paidUntil: string;
  days: number;
}

/** The days paid for after a cancellation as an event's data (or a kept outcome) holds them, else null. */
export function unusedCoverOf(value: unknown): UnusedCoverFacts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { paidUntil, days } = value as { paidUntil?: unknown; days?: unknown };
  return typeof paidUntil === 'string' && typeof days === 'number' ? { paidUntil, days } : null;
}

/**
 * A cancellation as the history says it: the reason by its label, and the refund when there was one (inside
 * cooling-off, or for the days paid for after the cancellation).
 */
export function cancellationSummary(
  facts: { reason: string; refund: number; unusedCover?: UnusedCoverFacts | null | undefined },
  reader: HistoryReader,
): string {
  const reason = `(reason: ${cancellationReasonText(facts.reason)}).`;
  const unused = facts.unusedCover;
  const refunded =
    facts.refund <= 0
      ? ''
      : unused
        ? ` ${formatRand(facts.refund)} refunded for the ${unused.days} ${unused.days === 1 ? 'day' : 'days'} paid for after the cancellation, up to ${formatLongDate(unused.paidUntil)}.`
        : ` ${formatRand(facts.refund)} refunded (cooling-off period).`;
  return `${reader === 'holder' ? 'You cancelled the policy' : 'Policy cancelled'} ${reason}${refunded}`;
}
