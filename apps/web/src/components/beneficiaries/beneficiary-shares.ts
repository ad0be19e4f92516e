import type { BeneficiaryDraft } from './beneficiary-rules';

/** 'Lerato Mokoena (60%), Kabelo Mokoena (40%)': who is named and their shares, as a confirm step lists them. */
export const beneficiarySharesText = (
  list: readonly Pick<BeneficiaryDraft, 'firstName' | 'lastName' | 'percentage'>[],
) =>
  list.map((entry) => `${`${entry.firstName} ${entry.lastName}`.trim()} (${entry.percentage}%)`).join(', ');
