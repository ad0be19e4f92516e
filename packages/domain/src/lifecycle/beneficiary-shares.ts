/**
 * Beneficiary shares (REFERENCE "Beneficiaries"): whole percentages that must total exactly 100, at least
 * one beneficiary, and the list is replaced as a whole.
 */
export const BENEFICIARY_SHARE_TOTAL = 100;

export const BENEFICIARY_SHARE_MESSAGES = {
  total: 'Beneficiary percentages must add up to 100%',
  required: 'Please add at least one beneficiary',
  lastOne: 'The last beneficiary cannot be removed',
  whole: 'A percentage is a whole number from 1 to 100',
} as const;

export type ShareCheck = { ok: true } | { ok: false; message: string };

export function checkBeneficiaryShares(percentages: readonly number[]): ShareCheck {
  if (percentages.length === 0) return { ok: false, message: BENEFICIARY_SHARE_MESSAGES.required };
  if (percentages.some((share) => !Number.isInteger(share) || share < 1 || share > BENEFICIARY_SHARE_TOTAL))
    return { ok: false, message: BENEFICIARY_SHARE_MESSAGES.whole };
  const total = percentages.reduce((sum, share) => sum + share, 0);
  return total === BENEFICIARY_SHARE_TOTAL
    ? { ok: true }
    : { ok: false, message: BENEFICIARY_SHARE_MESSAGES.total };
}

/**
 * The shares left after removing the one at `index`: its share is spread over the others in proportion
 * to their shares, in whole percentages (largest remainder, ties to the earlier entry), so they total 100.
 * Throws when it is the only one.
 */
export function redistributeShares(percentages: readonly number[], index: number): number[] {
  const rest = percentages.filter((_, position) => position !== index);
  if (rest.length === 0 || rest.length === percentages.length)
    throw new RangeError(BENEFICIARY_SHARE_MESSAGES.lastOne);
  const restTotal = rest.reduce((sum, share) => sum + share, 0);
  const exact = rest.map((share) => (share * BENEFICIARY_SHARE_TOTAL) / restTotal);
  const shares = exact.map(Math.floor);
  let missing = BENEFICIARY_SHARE_TOTAL - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, position) => ({ position, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.position - b.position);
  for (const { position } of order) {
    if (missing === 0) break;
    shares[position] = (shares[position] ?? 0) + 1;
    missing -= 1;
  }
  return shares;
}
