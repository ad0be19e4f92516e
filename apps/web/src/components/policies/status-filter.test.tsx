import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CLAIM_DISPLAY_VALUES, claimDisplayValue, POLICY_STATUSES, statusDisplayValue } from '@cover/domain';
import { CLAIM_STATUS_OPTIONS } from '../claims/claim-filters';
import { customerClaimStatus } from '../claims/claim-status';
import { POLICY_STATUS_OPTIONS } from './policy-filters';
import { StatusChip } from './status-chip';
import { matchesStatusFilter, statusFilterOptions } from './status-filter';

/** What the chip shows for a status as the server sends it (status and display value). */
function chipText(status: string, displayValue?: string): string {
  const { container, unmount } = render(<StatusChip status={status} displayValue={displayValue} />);
  const text = container.textContent ?? '';
  unmount();
  return text;
}

const SENTENCE_CASE = /^[A-Z][a-z]*(?: [a-z]+)*$/;

describe('status filters offer exactly what the chips show', () => {
  it.each([
    ['ACTIVE', 'Active'],
    ['LAPSED', 'Lapsed'],
    ['CANCELLED', 'Cancelled'],
  ])('policy %s: chip and filter both say %j', (status, label) => {
    expect(chipText(status, statusDisplayValue(status))).toBe(label);
    expect(POLICY_STATUS_OPTIONS.find((option) => option.value === status)?.label).toBe(label);
  });

  it.each([
    ['Pending', 'Pending'],
    ['OnHold', 'On hold'],
    // the customer's words for the spec's staff words (QA walk 16)
    ['Recommendation Awaited', 'Final check'],
    ['Approved', 'Approved'],
    ['Repudiated', 'Declined'],
    ['Paid', 'Paid'],
  ])('claim shown as %j: chip and filter both say %j', (displayValue, label) => {
    expect(chipText('open', customerClaimStatus(displayValue))).toBe(label);
    expect(CLAIM_STATUS_OPTIONS.find((option) => option.value === displayValue)?.label).toBe(label);
  });

  it('lets every status a list can show be chosen, once, in one case', () => {
    expect(POLICY_STATUS_OPTIONS.map((option) => option.value)).toEqual([...POLICY_STATUSES]);
    expect(CLAIM_STATUS_OPTIONS.map((option) => option.value)).toEqual([...CLAIM_DISPLAY_VALUES]);
    // every claim the server can list shows one of the filter's values
    for (const status of [
      'open',
      'in_review',
      'acknowledged',
      'pending_payout',
      'paid_out',
      'closed',
    ] as const)
      for (const approvalStatus of ['pending', 'approved', 'repudiated'] as const)
        expect(CLAIM_DISPLAY_VALUES).toContain(claimDisplayValue({ status, approvalStatus }));
    for (const { label } of [...POLICY_STATUS_OPTIONS, ...CLAIM_STATUS_OPTIONS])
      expect(label).toMatch(SENTENCE_CASE);
  });

  it('labels any values with the chip words', () => {
    expect(statusFilterOptions(['ON_HOLD', 'active'])).toEqual([
      { value: 'ON_HOLD', label: 'On hold' },
      { value: 'active', label: 'Active' },
    ]);
  });

  it.each([
    ['Pending', '', true],
    ['Pending', 'Pending', true],
    ['OnHold', 'OnHold', true],
    ['OnHold', 'On hold', true],
    ['active', 'ACTIVE', true],
    ['Recommendation Awaited', 'RECOMMENDATION_AWAITED', true],
    ['Pending', 'Paid', false],
    ['Approved', 'Pending', false],
  ])('a claim shown as %j matches the filter %j: %s', (shown, wanted, matches) => {
    expect(matchesStatusFilter(shown, wanted)).toBe(matches);
  });
});
