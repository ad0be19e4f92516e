import { formatLongDate, saDay, type ClaimAssessment } from '@cover/domain';
import { formatMoney } from '../../../components/money/format-money';

/** The assessor's recommendation waiting for a second person. */
export interface ClaimRecommendation {
  recommendation: 'approve' | 'repudiate';
  amount: number | null;
  note: string | null;
  /** a recommended repudiation: the reason the customer will be given */
  customerReason: string | null;
  by: string | null;
  at: string | null;
  /** a financed item lost outright: the settlement to its credit provider (decisions/0043) */
  settlement: { creditProvider: string; amount: number } | null;
}

/** The recommendation in the claim's assessment trail, if one was made. */
export function recommendationOf(assessment: ClaimAssessment): ClaimRecommendation | null {
  if (!assessment.recommendation) return null;
  return {
    recommendation: assessment.recommendation,
    amount: assessment.recommendedAmount,
    note: assessment.recommendationNote,
    customerReason: assessment.recommendationCustomerReason,
    by: assessment.recommendedBy,
    at: assessment.recommendedAt,
    settlement: assessment.settlement ?? null,
  };
}

/** The South African day of an instant, e.g. '2 March 2026'. */
const dayOf = (at: string) => formatLongDate(saDay(new Date(at)));

/** 'Recommended by Thandi Mokoena on 2 March 2026: approve R 10 000,00 — the note'. */
export function recommendationSentence(recommendation: ClaimRecommendation): string {
  const who = recommendation.by ? ` by ${recommendation.by}` : '';
  const when = recommendation.at ? ` on ${dayOf(recommendation.at)}` : '';
  const amount = recommendation.amount !== null ? ` ${formatMoney(recommendation.amount)}` : '';
  const settlement = recommendation.settlement
    ? ` (${formatMoney(recommendation.settlement.amount)} of it to ${recommendation.settlement.creditProvider} to settle the loan)`
    : '';
  const note = recommendation.note ? ` — ${recommendation.note}` : '';
  return `Recommended${who}${when}: ${recommendation.recommendation}${amount}${settlement}${note}`;
}

/**
 * An approval's split (docs/decisions/0043): ': R 6 000,00 to WesBank to settle the loan, and R 4 000,00 to the
 * customer'; '' when nothing goes to a credit provider.
 */
export function splitWords(
  amount: number,
  settlement: { creditProvider: string; amount: number } | null,
): string {
  if (!settlement) return '';
  const rest = Math.max(0, amount - settlement.amount);
  return `: ${formatMoney(settlement.amount)} to ${settlement.creditProvider} to settle the loan, and ${formatMoney(rest)} to the customer`;
}
