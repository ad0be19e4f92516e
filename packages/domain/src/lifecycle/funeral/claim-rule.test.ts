import { describe, expect, it } from 'vitest';
import {
  checkFuneralClaim,
  type ClaimEventFacts,
  type ClaimMemberFacts,
  type ClaimPolicyFacts,
} from './claim-rule.js';

const policy: ClaimPolicyFacts = { status: 'ACTIVE', startDate: '2026-01-01', balance: 0, endedOn: null };
const member: ClaimMemberFacts = {
  addedOn: '2026-01-01',
  removedOn: null,
  coverAmount: 1_500_000,
  accidentalCoverAmount: 3_000_000,
};
const event: ClaimEventFacts = {
  dateOfDeath: '2026-08-01',
  cause: 'natural',
  requestedAmount: 1_500_000,
  today: '2026-08-10',
};

describe('checkFuneralClaim', () => {
  it.each([
    ['a natural death after the waiting period', {}, {}, {}, false, 'ACTIVE'],
    [
      'a natural death on the last day of the waiting period',
      {},
      {},
      { dateOfDeath: '2026-06-30' },
      true,
      'ACTIVE',
    ],
    ['a natural death on the first day after it', {}, {}, { dateOfDeath: '2026-07-01' }, false, 'ACTIVE'],
    ['a natural death in the first month', {}, {}, { dateOfDeath: '2026-01-20' }, true, 'ACTIVE'],
    [
      'an accidental death on day one',
      {},
      {},
      { dateOfDeath: '2026-01-01', cause: 'accidental' as const },
      false,
      'ACTIVE',
    ],
    ['a member added later, within their own 6 months', {}, { addedOn: '2026-05-01' }, {}, true, 'ACTIVE'],
    ['a death while premiums are in arrears', { balance: 9_800 }, {}, {}, false, 'GRACE'],
    ['a death before the policy lapsed', { status: 'LAPSED', endedOn: '2026-08-05' }, {}, {}, false, 'GRACE'],
    [
      'a death before the policy was cancelled',
      { status: 'CANCELLED', endedOn: '2026-08-05' },
      {},
      {},
      false,
      'ACTIVE',
    ],
  ] as const)(
    'accepts %s',
    (_, policyChange, memberChange, eventChange, withinWaitingPeriod, coverStatus) => {
      const result = checkFuneralClaim(
        { ...policy, ...policyChange },
        { ...member, ...memberChange },
        { ...event, ...eventChange },
      );
      expect(result).toMatchObject({ ok: true, withinWaitingPeriod, coverStatus });
    },
  );

  it('reports when the natural-death waiting period of the member ends, and the cover for the cause', () => {
    expect(checkFuneralClaim(policy, { ...member, addedOn: '2026-03-31' }, event)).toMatchObject({
      waitingPeriodEndsOn: '2026-09-30',
      coverAmount: 1_500_000,
    });
    expect(checkFuneralClaim(policy, member, { ...event, cause: 'accidental' })).toMatchObject({
      coverAmount: 3_000_000,
    });
  });

  it.each([
    [
      'a death in the future',
      {},
      {},
      { dateOfDeath: '2026-08-11' },
      'DEATH_IN_FUTURE',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a death before the policy started',
      {},
      {},
      { dateOfDeath: '2025-12-31' },
      'DEATH_BEFORE_POLICY',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a death on the day the policy lapsed',
      { status: 'LAPSED', endedOn: '2026-08-01' },
      {},
      {},
      'POLICY_NOT_ACTIVE',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a death after cancellation',
      { status: 'CANCELLED', endedOn: '2026-07-01' },
      {},
      {},
      'POLICY_NOT_ACTIVE',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a lapsed policy without a lapse date',
      { status: 'LAPSED' },
      {},
      {},
      'POLICY_NOT_ACTIVE',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a death before the member was added',
      {},
      { addedOn: '2026-08-02' },
      {},
      'MEMBER_NOT_COVERED',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'a death after the member was removed',
      {},
      { removedOn: '2026-07-15' },
      {},
      'MEMBER_NOT_COVERED',
      'funeralClaimBlock.dateOfDeath',
    ],
    [
      'an amount over the natural cover',
      {},
      {},
      { requestedAmount: 1_500_001 },
      'AMOUNT_OVER_COVER',
      'amount',
    ],
    [
      'an amount over the accidental cover',
      {},
      {},
      { cause: 'accidental' as const, requestedAmount: 3_000_001 },
      'AMOUNT_OVER_COVER',
      'amount',
    ],
  ] as const)('refuses %s', (_, policyChange, memberChange, eventChange, code, field) => {
    const result = checkFuneralClaim(
      { ...policy, ...policyChange },
      { ...member, ...memberChange },
      { ...event, ...eventChange },
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.code).toBe(code);
    expect(Object.keys(result.fields ?? {})).toEqual([field]);
  });

  it('names the cover in rand when the amount is too high', () => {
    const result = checkFuneralClaim(policy, member, { ...event, requestedAmount: 2_000_000 });
    expect(result).toMatchObject({
      ok: false,
      message: "The requested amount cannot be more than this member's cover of R 15 000,00",
    });
  });
});
