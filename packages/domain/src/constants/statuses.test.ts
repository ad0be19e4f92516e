import { describe, expect, it } from 'vitest';
import { policyChangeTypeOf, POLICY_CHANGE_TYPES } from './policy-changes.js';
import {
  APPLICATION_STATUSES,
  POLICY_STATUSES,
  STATUS_DISPLAY_VALUES,
  statusDisplayValue,
  statusLabel,
} from './statuses.js';
import { CLAIM_DISPLAY_VALUES } from '../lifecycle/claim.js';

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

describe('statusLabel (what chips and filters show)', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['active', 'Active'],
    ['Active', 'Active'],
    ['LAPSED', 'Lapsed'],
    ['Lapsed', 'Lapsed'],
    ['CANCELLED', 'Cancelled'],
    ['PENDING', 'Pending'],
    ['APPROVED', 'Approved'],
    ['ON_HOLD', 'On hold'],
    ['OnHold', 'On hold'],
    ['on hold', 'On hold'],
    ['RECOMMENDATION_AWAITED', 'Recommendation awaited'],
    ['Recommendation Awaited', 'Recommendation awaited'],
    ['Repudiated', 'Repudiated'],
    ['Paid', 'Paid'],
    ['pending_payout', 'Pending payout'],
    ['in_review', 'In review'],
    ['', ''],
  ])('%j is shown as %j', (status, shown) => {
    expect(statusLabel(status)).toBe(shown);
  });

  const everyShown = [
    ...POLICY_STATUSES,
    ...APPLICATION_STATUSES,
    ...STATUS_DISPLAY_VALUES,
    ...CLAIM_DISPLAY_VALUES,
  ];

  it.each(everyShown)('%j is shown in sentence case, without codes', (status) => {
    expect(statusLabel(status)).toMatch(/^[A-Z][a-z]*(?: [a-z]+)*$/);
  });

  it.each(everyShown)('%j: showing it twice changes nothing', (status) => {
    expect(statusLabel(statusLabel(status))).toBe(statusLabel(status));
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
