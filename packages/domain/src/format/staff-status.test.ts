import { describe, expect, it } from 'vitest';
import { applicationStaffStatus, claimStaffStatus } from './staff-status.js';

describe('applicationStaffStatus', () => {
  it.each([
    [{ status: 'PENDING', underwritingStatus: 'REFERRED' }, 'Referred'],
    [{ status: 'PENDING', underwritingStatus: 'ON_HOLD' }, 'On hold'],
    [{ status: 'PENDING', underwritingStatus: 'RECOMMENDATION_AWAITED' }, 'Recommendation awaited'],
    [{ status: 'CANCELLED', underwritingStatus: 'DECLINED' }, 'Declined'],
    // approved by an underwriter: where the application went from there
    [{ status: 'APPROVED', underwritingStatus: 'APPROVED' }, 'Approved'],
    [{ status: 'ACTIVE', underwritingStatus: 'APPROVED' }, 'Policy issued'],
    // no longer waiting, whatever underwriting last said
    [{ status: 'CANCELLED', underwritingStatus: 'ON_HOLD' }, 'Cancelled'],
    // never referred
    [{ status: 'PENDING', underwritingStatus: null }, 'Pending'],
    [{ status: 'ACTIVE', underwritingStatus: null }, 'Policy issued'],
  ])('%o reads %s, the words of the console’s queues', (application, words) => {
    expect(applicationStaffStatus(application)).toBe(words);
  });
});

describe('claimStaffStatus', () => {
  it.each([
    [{ status: 'open', statusDisplayValue: 'Pending' }, 'Open'],
    [{ status: 'in_review', statusDisplayValue: 'OnHold' }, 'On hold'],
    [{ status: 'acknowledged', statusDisplayValue: 'Recommendation Awaited' }, 'Recommendation awaited'],
    [{ status: 'pending_payout', statusDisplayValue: 'Approved' }, 'Awaiting payout'],
    [{ status: 'paid_out', statusDisplayValue: 'Paid' }, 'Paid'],
    [{ status: 'closed', statusDisplayValue: 'Repudiated' }, 'Repudiated'],
    [{ status: 'closed', statusDisplayValue: 'Approved' }, 'Approved'],
    [{ status: 'closed', statusDisplayValue: 'Pending' }, 'Closed'],
    // the customer sent what the hold asked for: it is the assessor's turn again (QA walk 16)
    [
      { status: 'in_review', statusDisplayValue: 'OnHold', holdAnsweredAt: '2026-12-06T09:00:00Z' },
      'Hold answered',
    ],
    [{ status: 'in_review', statusDisplayValue: 'OnHold', holdAnsweredAt: null }, 'On hold'],
  ])('%o reads %s', (claim, words) => {
    expect(claimStaffStatus(claim)).toBe(words);
  });
});
