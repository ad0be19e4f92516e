import { describe, expect, it } from 'vitest';
import { policyChangeTypeOf, POLICY_CHANGE_TYPES } from './policy-changes.js';
import {
  APPLICATION_STATUSES,
  POLICY_STATUSES,
  STATUS_DISPLAY_VALUES,
  statusDisplayValue,
} from './statuses.js';

describe('statuses', () => {
  it('list the spec values', () => {
    expect(APPLICATION_STATUSES).toEqual(['PENDING', 'ACTIVE', 'APPROVED']);
    expect(POLICY_STATUSES).toEqual(['ACTIVE', 'LAPSED', 'CANCELLED']);
    expect(STATUS_DISPLAY_VALUES).toEqual([
      'active',
      'Cancelled',
      'Pending',
      'OnHold',
      'Recommendation Awaited',
    ]);
  });

  it.each([
    ['ACTIVE', 'active'],
    ['active', 'active'],
    ['CANCELLED', 'Cancelled'],
    ['PENDING', 'Pending'],
    ['ON_HOLD', 'OnHold'],
    ['OnHold', 'OnHold'],
    ['on hold', 'OnHold'],
    ['RECOMMENDATION_AWAITED', 'Recommendation Awaited'],
    ['Recommendation Awaited', 'Recommendation Awaited'],
    ['LAPSED', 'Lapsed'],
    ['APPROVED', 'Approved'],
    ['pending_payout', 'Pending payout'],
    ['', ''],
  ])('%j is shown as %j', (status, shown) => {
    expect(statusDisplayValue(status)).toBe(shown);
  });
});

describe('policy change types', () => {
  it('are swap 0 and cancel 2', () => {
    expect(POLICY_CHANGE_TYPES).toEqual({ swap: 0, cancel: 2 });
  });

  it.each([
    [0, 'swap'],
    [2, 'cancel'],
    [1, undefined],
  ])('code %i → %s', (code, type) => {
    expect(policyChangeTypeOf(code)).toBe(type);
  });
});
