import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_SHARE_MESSAGES,
  checkBeneficiaryShares,
  redistributeShares,
} from './beneficiary-shares.js';

describe('beneficiary shares', () => {
  it.each([
    [[100], true],
    [[50, 50], true],
    [[33, 33, 34], true],
    [[50, 40], false],
    [[60, 50], false],
    [[], false],
    [[0, 100], false],
    [[50.5, 49.5], false],
  ])('%j is valid: %s', (shares, ok) => {
    expect(checkBeneficiaryShares(shares).ok).toBe(ok);
  });

  it('says why', () => {
    expect(checkBeneficiaryShares([50, 40])).toEqual({
      ok: false,
      message: BENEFICIARY_SHARE_MESSAGES.total,
    });
    expect(checkBeneficiaryShares([])).toEqual({ ok: false, message: BENEFICIARY_SHARE_MESSAGES.required });
  });

  it.each([
    [[50, 50], 0, [100]],
    [[50, 25, 25], 0, [50, 50]],
    [[34, 33, 33], 1, [51, 49]],
    [[40, 30, 20, 10], 3, [45, 33, 22]],
    [[1, 1, 98], 2, [50, 50]],
  ])('removing #%#: %j without index %i → %j', (shares, index, expected) => {
    const result = redistributeShares(shares, index);
    expect(result).toEqual(expected);
    expect(result.reduce((sum, share) => sum + share, 0)).toBe(100);
  });

  it('never removes the last beneficiary', () => {
    expect(() => redistributeShares([100], 0)).toThrow(BENEFICIARY_SHARE_MESSAGES.lastOne);
  });
});
