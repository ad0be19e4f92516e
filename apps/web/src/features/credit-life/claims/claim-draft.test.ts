import { describe, expect, it } from 'vitest';
import { eventAfterCoverMessage } from '@cover/domain';
import { creditLifePolicy } from '../testing/credit-life-fixtures';
import { claimableCreditLife, creditLifeClaimErrors, emptyCreditLifeClaimDraft } from './claim-draft';

const NOW = new Date('2026-03-12T10:00:00+02:00');

const cancelled = creditLifePolicy({
  policyId: '00000000-0000-4000-8000-0000000000c2',
  startDate: '2026-01-01',
  createdAt: '2026-01-01T06:00:00Z',
  status: 'CANCELLED',
  cancelledAt: '2026-03-05T08:00:00.000Z',
});

describe('credit life claims on a policy whose cover ended, as the server takes them', () => {
  it('offers a cancelled or lapsed policy, not one the insurer ended with a total loss claim', () => {
    const lapsed = creditLifePolicy({
      policyId: '00000000-0000-4000-8000-0000000000c3',
      status: 'LAPSED',
      lapsedAt: '2026-03-01T03:00:00.000Z',
    });
    const claimed = creditLifePolicy({
      policyId: '00000000-0000-4000-8000-0000000000c4',
      status: 'CANCELLED',
      cancelledAt: '2026-03-01T03:00:00.000Z',
      cancellationReason: 'policy_claimed',
    });
    expect(
      claimableCreditLife([creditLifePolicy(), cancelled, lapsed, claimed]).map((policy) => policy.policyId),
    ).toEqual([creditLifePolicy().policyId, cancelled.policyId, lapsed.policyId]);
  });

  it.each([
    ['the day it was cancelled', '2026-03-05', undefined],
    ['the day after', '2026-03-06', eventAfterCoverMessage('2026-03-05')],
    ['before its cover started', '2025-12-31', 'This happened before your cover started on 1 January 2026.'],
  ])('a death on %s', (_, dateOfDeath, expected) => {
    const draft = { ...emptyCreditLifeClaimDraft(cancelled), dateOfDeath };
    expect(creditLifeClaimErrors(draft, [cancelled], NOW).dateOfDeath).toBe(expected);
  });
});
