import { describe, expect, it } from 'vitest';
import { coverEndedText } from './policy-ended';

const AT = '2026-12-05T10:00:00.000Z';

describe('coverEndedText', () => {
  it.each([
    {
      policy: { status: 'CANCELLED', cancelledAt: AT, cancellationReason: 'too_expensive' },
      text: 'Cancelled on 5 December 2026: cover ended and no further premiums are collected',
    },
    {
      // a phone or vehicle paid out as lost, stolen or hijacked (decision 0041): the page says why
      policy: { status: 'CANCELLED', cancelledAt: AT, cancellationReason: 'policy_claimed' },
      text: 'Cancelled on 5 December 2026 with the approved claim for its loss: cover ended and no further premiums are collected',
    },
    {
      // a vehicle credit life whose loan a theft claim's payout settled (decision 0045)
      policy: { status: 'CANCELLED', cancelledAt: AT, cancellationReason: 'loan_settled' },
      text: 'Cancelled on 5 December 2026 when the loan it covered was settled from a claim: cover ended and no further premiums are collected',
    },
    {
      policy: { status: 'LAPSED', lapsedAt: AT },
      text: 'Lapsed on 5 December 2026: cover ended and no further premiums are collected',
    },
    { policy: { status: 'ACTIVE' }, text: null },
  ])('$policy.status ($policy.cancellationReason)', ({ policy, text }) => {
    expect(coverEndedText(policy)).toBe(text);
  });
});
