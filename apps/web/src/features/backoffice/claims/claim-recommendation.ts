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
  };
}

/** The South African day of an instant, e.g. '2 March 2026'. */
const dayOf = (at: string) => formatLongDate(saDay(new Date(at)));

/** 'Recommended by Thandi Mokoena on 2 March 2026: approve R 10 000,00 — the note'. */
export function recommendationSentence(recommendation: ClaimRecommendation): string {
  const who = recommendation.by ? ` by ${recommendation.by}` : '';
  const when = recommendation.at ? ` on ${dayOf(recommendation.at)}` : '';
  const amount = recommendation.amount !== null ? ` ${formatMoney(recommendation.amount)}` : '';
  const note = recommendation.note ? ` — ${recommendation.note}` : '';
  return `Recommended${who}${when}: ${recommendation.recommendation}${amount}${note}`;
}
