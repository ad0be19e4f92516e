import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';
import { loanSettledFacts, loanSettledSummary, type LoanSettled } from './loan-settled.js';

/** docs/decisions/0045: the vehicle credit life ends once the claim's payout settles the loan it covered. */
const settled: LoanSettled = { creditProvider: 'WesBank', claimNumber: 'CLM-2026-000009', item: 'vehicle' };
const creditLife = {
  firstName: 'Thandi',
  product: 'Vehicle credit life',
  policyNumber: 'VCL-2026-000002',
  date: '2026-12-06',
  loanSettled: settled,
};

describe('the history entry of a credit life ended by its loan’s settlement', () => {
  it.each([
    [
      { amount: 0, unusedCover: null },
      'Telkom Cover ended this cover: the loan with WesBank on the vehicle was settled from claim CLM-2026-000009. No further premiums are collected.',
    ],
    [
      { amount: 40_425, unusedCover: { paidUntil: '2026-12-24', days: 18 } },
      'Telkom Cover ended this cover: the loan with WesBank on the vehicle was settled from claim CLM-2026-000009. No further premiums are collected. R 404,25 refunded for the 18 days paid for after it, up to 24 December 2026.',
    ],
  ])('%o', (refund, summary) => {
    expect(loanSettledSummary(settled, refund)).toBe(summary);
  });

  it.each([
    [{ loanSettled: settled }, settled],
    [{ loanSettled: { ...settled, creditProvider: '' } }, null],
    [{ reason: 'loan_settled' }, null],
  ])('is read back from the event data %o', (data, facts) => {
    expect(loanSettledFacts(data)).toEqual(facts);
  });
});

describe('the notice of a credit life ended by its loan’s settlement (policy.cancelled)', () => {
  it('says why it ended, that no more premiums are taken and the refund of the days paid for after', () => {
    const notice = customerNotice('policy.cancelled', {
      ...creditLife,
      amount: 40_425,
      unusedCover: { paidUntil: '2026-12-24', days: 18 },
    });
    expect(notice?.subject).toBe('Your vehicle credit life policy VCL-2026-000002 has ended');
    expect(notice?.paragraphs).toEqual([
      'We paid WesBank the settlement of your vehicle loan from claim CLM-2026-000009, so there is no loan left for your vehicle credit life policy VCL-2026-000002 to cover. It ended on 6 December 2026.',
      'We will not collect any more premiums for it.',
      'You had paid for cover up to 24 December 2026, so we will refund R 404,25 for the 18 days after it ended into the bank account your premiums came from.',
    ]);
    expect(notice?.paragraphs.join(' ')).not.toMatch(/as you asked|did not|cooling-off/);
    expect(notice?.sms).toBe(
      'Telkom Cover: your loan with WesBank is settled, so policy VCL-2026-000002 has ended. No more premiums for it. We will refund R 404,25.',
    );
  });

  it('keeps the SMS within 160 characters, and says no refund when none is due', () => {
    const notice = customerNotice('policy.cancelled', { ...creditLife, amount: 0 });
    expect(notice?.sms).toBe(
      'Telkom Cover: your vehicle loan with WesBank is settled from claim CLM-2026-000009, so policy VCL-2026-000002 has ended. No more premiums for it.',
    );
    expect(notice?.paragraphs.join(' ')).not.toContain('refund');
  });
});
