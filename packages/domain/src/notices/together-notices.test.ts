import { describe, expect, it } from 'vitest';
import { CUSTOMER_NOTICE_TYPES, customerNotice, type NoticeFacts } from './customer-notices.js';

describe('cover sold together (a phone with the credit life on its finance)', () => {
  const phone: NoticeFacts = {
    firstName: 'Thandi',
    product: 'Employee device cover',
    policyNumber: 'DEV-2026-000123',
    amount: 9_900,
    date: '2026-03-12',
  };
  const applied: NoticeFacts = { ...phone, together: [{ product: 'Device credit life' }] };
  const issued: NoticeFacts = {
    ...phone,
    together: [
      { product: 'Device credit life', policyNumber: 'DCL-2026-000124', amount: 1_260, date: '2026-03-12' },
    ],
  };

  it.each([
    [
      'application.created',
      'We received your application for employee device cover and device credit life',
      'Telkom Cover: we received your application for employee device cover and device credit life. We will let you know what happens next.',
    ],
    [
      'application.underwriting_referred',
      'We are reviewing your application for employee device cover and device credit life',
      'Telkom Cover: we are reviewing your application for employee device cover and device credit life. We will let you know the outcome.',
    ],
    [
      'application.underwriting_approved',
      'Your application for employee device cover and device credit life is approved',
      'Telkom Cover: good news, your application for employee device cover and device credit life is approved. Your policy details will follow.',
    ],
    [
      'application.underwriting_on_hold',
      'We need more information about your application for employee device cover and device credit life',
      'Telkom Cover: your application is on hold: we need something from you. Sign in and open the application to see what, and send it.',
    ],
    [
      'application.underwriting_declined',
      'Your application for employee device cover and device credit life',
      'Telkom Cover: we are sorry, we cannot offer you the cover you applied for. Why: sign in and open the application. Think we got it wrong? Ask us to call you.',
    ],
  ])('%s names both covers in one notice', (type, subject, sms) => {
    const notice = customerNotice(type, applied);
    expect(notice?.subject).toBe(subject);
    expect(notice?.sms).toBe(sms);
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    expect(notice?.paragraphs.join(' ')).toContain('employee device cover and device credit life');
  });

  it('lists every policy issued, with its number and premium, and the total', () => {
    const notice = customerNotice('policy.issued', issued);
    expect(notice?.subject).toBe('Your employee device cover and device credit life policies are issued');
    expect(notice?.paragraphs).toEqual([
      'Your employee device cover policy DEV-2026-000123 and device credit life policy DCL-2026-000124 have been issued. Your cover starts on 12 March 2026.',
      'Your monthly premiums are R 99,00 for policy DEV-2026-000123 (employee device cover) and R 12,60 for policy DCL-2026-000124 (device credit life): R 111,60 a month in total.',
      'You can download your policy schedules in the Telkom Cover portal: open each policy from My account and choose Documents.',
    ]);
    // the products' names go first when the SMS would run over 160 characters
    expect(notice?.sms).toBe(
      'Telkom Cover: policies DEV-2026-000123 and DCL-2026-000124 are issued, cover from 12 March 2026, R 111,60 a month in total.',
    );
    expect(customerNotice('policy.issued', { ...issued, product: 'Device cover' })?.sms).toBe(
      'Telkom Cover: policies DEV-2026-000123 (device cover) and DCL-2026-000124 (device credit life) are issued, cover from 12 March 2026, R 111,60 a month in total.',
    );
  });

  it('says each start when the covers start on different days, and keeps the SMS within 160 characters', () => {
    const later = {
      ...issued,
      together: [{ ...issued.together?.[0], product: 'Device credit life', date: '2026-04-01' }],
    };
    const notice = customerNotice('policy.issued', later);
    expect(notice?.paragraphs[0]).toContain(
      'Your employee device cover starts on 12 March 2026 and device credit life starts on 1 April 2026.',
    );
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    expect(notice?.sms).toContain('R 111,60 a month in total');
  });

  it('tells a payment change of both policies once, with each next collection when they differ', () => {
    const moved: NoticeFacts = {
      ...phone,
      date: '2026-04-20',
      payment: { method: 'debit_order', bank: 'standard_bank', accountEnding: '1234566789', debitDay: 31 },
      together: [{ product: 'Device credit life', policyNumber: 'DCL-2026-000124', date: '2026-04-20' }],
    };
    const notice = customerNotice('policy.payment_updated', moved);
    expect(notice?.subject).toBe(
      'Your payment details for policies DEV-2026-000123 and DCL-2026-000124 have changed',
    );
    expect(notice?.paragraphs.slice(0, 2)).toEqual([
      'From now on we collect the premiums of your employee device cover policy DEV-2026-000123 and device credit life policy DCL-2026-000124 by debit order from your Standard Bank account ending 6789, on the last day of each month.',
      'Your next collection is on 20 April 2026.',
    ]);
    expect(notice?.sms).toBe(
      'Telkom Cover: premiums of DEV-2026-000123 and DCL-2026-000124 now come from account ending 6789 on the last day. Not you? Sign in and request a call back.',
    );
    const apart = customerNotice('policy.payment_updated', {
      ...moved,
      payment: { method: 'deduct_from_salary', debitDay: 25 },
      together: [{ ...moved.together?.[0], product: 'Device credit life', date: '2026-05-25' }],
    });
    expect(apart?.paragraphs[1]).toBe(
      'Your next collections are on 20 April 2026 for policy DEV-2026-000123 and 25 May 2026 for policy DCL-2026-000124.',
    );
    expect(apart?.sms).toBe(
      'Telkom Cover: the premiums of policies DEV-2026-000123 and DCL-2026-000124 now come off your salary on the 25th. Not you? Sign in and request a call back.',
    );
  });

  it.each([
    ['no refund', false, 0, 0, null, null],
    [
      'a refund of each',
      true,
      9_900,
      1_260,
      'Because you cancelled within the cooling-off period, we will refund the R 99,00 you paid for policy DEV-2026-000123 and the R 12,60 you paid for policy DCL-2026-000124 into the bank account your premiums came from.',
      ' We will refund R 99,00 for DEV-2026-000123 and R 12,60 for DCL-2026-000124.',
    ],
    [
      'a refund of one',
      true,
      9_900,
      0,
      'Because you cancelled within the cooling-off period, we will refund the R 99,00 you paid for policy DEV-2026-000123 into the bank account your premiums came from. No premiums are refunded for policy DCL-2026-000124.',
      ' We will refund R 99,00 for DEV-2026-000123.',
    ],
  ])(
    'tells the cancellation of both policies once, with %s',
    (_, withinCoolingOff, refund, creditRefund, paragraph, smsRefund) => {
      const notice = customerNotice('policy.cancelled', {
        ...phone,
        amount: refund,
        withinCoolingOff,
        together: [
          {
            product: 'Device credit life',
            policyNumber: 'DCL-2026-000124',
            amount: creditRefund,
            date: '2026-03-12',
            withinCoolingOff,
          },
        ],
      });
      expect(notice?.subject).toBe(
        'Your employee device cover and device credit life policies are cancelled',
      );
      expect(notice?.paragraphs[0]).toBe(
        'We have cancelled your employee device cover policy DEV-2026-000123 and device credit life policy DCL-2026-000124 as you asked. Your cover ended on 12 March 2026.',
      );
      expect(notice?.paragraphs[1]).toBe('We will not collect any more premiums for them.');
      if (paragraph) expect(notice?.paragraphs[2]).toBe(paragraph);
      else expect(notice?.paragraphs.join(' ')).not.toContain('refund');
      const sms = notice?.sms ?? '';
      expect(sms.length).toBeLessThanOrEqual(160);
      expect(sms).toContain('policies DEV-2026-000123 and DCL-2026-000124 are cancelled');
      if (smsRefund) expect(sms.endsWith(smsRefund)).toBe(true);
      else expect(sms).not.toContain('refund');
    },
  );

  it('reads as before with nothing sold together', () => {
    for (const type of CUSTOMER_NOTICE_TYPES)
      expect(customerNotice(type, { ...phone, together: [] }), type).toEqual(customerNotice(type, phone));
    expect(customerNotice('application.created', phone)?.subject).toBe(
      'We received your employee device cover application',
    );
    expect(customerNotice('policy.issued', phone)?.subject).toBe(
      'Your employee device cover policy DEV-2026-000123 is issued',
    );
  });
});
