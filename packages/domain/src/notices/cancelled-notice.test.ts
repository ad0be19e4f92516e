import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';

const phone = {
  firstName: 'Sipho',
  product: 'Device cover',
  policyNumber: 'DEV-2026-000002',
  date: '2026-12-05',
  amount: 11_900,
};
const creditLife = { product: 'Device credit life', policyNumber: 'DCL-2026-000003', amount: 7_770 };

describe('a policy cancelled on its own (policy.cancelled)', () => {
  it.each([
    [
      'nothing goes on',
      {},
      'Telkom Cover: policy DEV-2026-000002 is cancelled; cover ended on 5 December 2026. No more premiums will be collected for it.',
    ],
    [
      'its credit life goes on',
      { continuing: [creditLife] },
      'Telkom Cover: policy DEV-2026-000002 is cancelled. No more premiums for it. Your device credit life DCL-2026-000003 continues at R 77,70 a month.',
    ],
    [
      'its credit life goes on and it is refunded',
      { continuing: [creditLife], withinCoolingOff: true },
      'Telkom Cover: policy DEV-2026-000002 is cancelled. No more premiums for it. We will refund R 119,00. Your device credit life DCL-2026-000003 continues.',
    ],
  ])('%s: the SMS says the premiums stop for this policy only and names what continues', (_, more, sms) => {
    const notice = customerNotice('policy.cancelled', { ...phone, ...more });
    expect(notice?.sms).toBe(sms);
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('says in the email that the credit life continues with its premium', () => {
    const notice = customerNotice('policy.cancelled', { ...phone, continuing: [creditLife] });
    expect(notice?.paragraphs).toContain('We will not collect any more premiums for it.');
    expect(notice?.paragraphs).toContain(
      'Your device credit life policy DCL-2026-000003 is not cancelled and continues: we collect its premium of R 77,70 a month as before.',
    );
  });

  it('keeps within 160 characters with a long refund, falling back to the shortest wording', () => {
    const notice = customerNotice('policy.cancelled', {
      ...phone,
      amount: 1_234_567_89,
      withinCoolingOff: true,
      continuing: [creditLife],
    });
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    expect(notice?.sms).toContain(
      'We will refund R 1 234 567,89. Your device credit life DCL-2026-000003 continues.',
    );
  });
});

describe('a cancellation after cooling-off, and with a claim open (QA walk 14, findings 2 and 3)', () => {
  const unused = { paidUntil: '2026-12-24', days: 18 };

  it('refunds the days paid for after the cover ended, and says so in the email and the SMS', () => {
    const notice = customerNotice('policy.cancelled', {
      ...phone,
      amount: 63_000,
      withinCoolingOff: false,
      unusedCover: unused,
    });
    expect(notice?.paragraphs).toContain(
      'You had paid for cover up to 24 December 2026, so we will refund R 630,00 for the 18 days after your cover ended into the bank account your premiums came from.',
    );
    expect(notice?.sms).toContain('We will refund R 630,00.');
    expect(notice?.paragraphs.join(' ')).not.toContain('cooling-off');
  });

  it('refunds nothing after cooling-off without days paid for after the cover ended', () => {
    const notice = customerNotice('policy.cancelled', { ...phone, amount: 0, withinCoolingOff: false });
    expect(notice?.sms).not.toContain('refund');
    expect(notice?.paragraphs.join(' ')).not.toContain('refund');
  });

  it('says an open claim goes on, in the email and the SMS', () => {
    const notice = customerNotice('policy.cancelled', {
      ...phone,
      amount: 0,
      openClaims: ['CLM-2026-000007'],
    });
    expect(notice?.paragraphs).toContain(
      'Cancelling does not withdraw your claim CLM-2026-000007: we go on assessing it on the cover you had.',
    );
    expect(notice?.sms).toContain('Claim CLM-2026-000007 goes on.');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('names two open claims, and the claims with its credit life cancelled too', () => {
    const alone = customerNotice('policy.cancelled', {
      ...phone,
      amount: 0,
      openClaims: ['CLM-2026-000007', 'CLM-2026-000008'],
    });
    expect(alone?.paragraphs).toContain(
      'Cancelling does not withdraw your claims CLM-2026-000007 and CLM-2026-000008: we go on assessing them on the cover you had.',
    );
    const together = customerNotice('policy.cancelled', {
      ...phone,
      amount: 0,
      openClaims: ['CLM-2026-000007'],
      together: [{ ...creditLife, amount: 0, date: '2026-12-05' }],
    });
    expect(together?.paragraphs).toContain(
      'Cancelling does not withdraw your claim CLM-2026-000007: we go on assessing it on the cover you had.',
    );
    expect(together?.sms).toContain('Claim CLM-2026-000007 goes on.');
  });

  it('with its credit life cancelled too, refunds each policy what it is owed', () => {
    const notice = customerNotice('policy.cancelled', {
      ...phone,
      amount: 63_000,
      withinCoolingOff: false,
      unusedCover: unused,
      together: [{ ...creditLife, amount: 3_600, date: '2026-12-05', withinCoolingOff: true }],
    });
    expect(notice?.paragraphs).toContain(
      'We will refund R 630,00 for policy DEV-2026-000002: the 18 days you had paid for after your cover ended. We will refund the R 36,00 you paid for policy DCL-2026-000003: you cancelled it within its cooling-off period. Refunds go into the bank account your premiums came from.',
    );
  });
});
