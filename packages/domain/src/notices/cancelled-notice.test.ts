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
