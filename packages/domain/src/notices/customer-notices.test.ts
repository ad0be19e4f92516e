import { describe, expect, it } from 'vitest';
import { CUSTOMER_NOTICE_TYPES, customerNotice, isCustomerNoticeType } from './customer-notices.js';
import { SAMPLE_FACTS } from './testing/sample-facts.js';

const facts = SAMPLE_FACTS;

describe('customer notices', () => {
  it.each([
    [
      'application.created',
      'We received your funeral cover application',
      'we received your funeral cover application',
    ],
    [
      'application.underwriting_referred',
      'We are reviewing your funeral cover application',
      'we are reviewing',
    ],
    ['application.underwriting_approved', 'Your funeral cover application is approved', 'is approved'],
    [
      'application.underwriting_on_hold',
      'We need more information about your funeral cover application',
      'on hold',
    ],
    ['application.underwriting_declined', 'Your funeral cover application', 'cannot offer you funeral cover'],
    ['policy.issued', 'Your funeral cover policy FUN-000123 is issued', 'cover from 12 March 2026'],
    [
      'policy.altered',
      'Your funeral cover policy FUN-000123 has changed',
      'policy FUN-000123: policy details updated.',
    ],
    [
      'policy.swapped',
      'Your funeral cover policy FUN-000123 now covers another vehicle',
      'now covers your Toyota Corolla CA 123-456',
    ],
    [
      'policy.payment_updated',
      'Your payment details for policy FUN-000123 have changed',
      'Not you? Sign in and request a call back.',
    ],
    ['policy.cancelled', 'Your funeral cover policy FUN-000123 is cancelled', 'cover ended on 12 March 2026'],
    ['collection.successful', 'We received your premium for policy FUN-000123', 'R 1 234,56'],
    [
      'collection.failed',
      'We could not collect your premium for policy FUN-000123',
      'could not collect R 1 234,56',
    ],
    ['policy.grace_started', 'Your premium for policy FUN-000123 is unpaid', 'by 12 March 2026'],
    ['policy.lapse_warning', 'Policy FUN-000123 will lapse on 12 March 2026', 'will lapse on 12 March 2026'],
    ['policy.lapsed', 'Policy FUN-000123 has lapsed', 'no longer covered'],
    ['policy.reinstated', 'Policy FUN-000123 is reinstated', 'covered again from 12 March 2026'],
    ['claim.submitted', 'We received claim CLM-000045', 'we received claim CLM-000045'],
    ['claim.on_hold', 'We need more information for claim CLM-000045', 'more information'],
    ['claim.approved', 'Claim CLM-000045 is approved', 'approved for R 1 234,56'],
    ['claim.paid', 'We paid claim CLM-000045', 'we paid R 1 234,56'],
    ['claim.repudiated', 'The outcome of claim CLM-000045', 'we cannot pay claim CLM-000045'],
    [
      'pre_inspection_approved',
      'Your vehicle pre-inspection is approved',
      'Toyota Corolla CA 123-456 is approved',
    ],
    ['pre_inspection_rejected', 'Your vehicle pre-inspection was not approved', 'not approved'],
  ])('%s: subject "%s", SMS with "%s"', (type, subject, smsPart) => {
    const notice = customerNotice(type, facts);
    expect(notice?.subject).toBe(subject);
    expect(notice?.sms).toContain(smsPart);
    expect(notice?.sms?.startsWith('Telkom Cover:')).toBe(true);
  });

  it('covers every listed type, each with an SMS of at most 160 characters and no placeholders', () => {
    expect(CUSTOMER_NOTICE_TYPES).toHaveLength(28);
    for (const type of CUSTOMER_NOTICE_TYPES) {
      const notice = customerNotice(type, facts);
      expect(notice, type).not.toBeNull();
      expect(notice?.sms?.length ?? 0, `${type}: ${notice?.sms}`).toBeLessThanOrEqual(160);
      const all = [notice?.subject, ...(notice?.paragraphs ?? []), notice?.sms].join(' ');
      expect(all, type).not.toMatch(/undefined|null|NaN|\$\{/);
    }
  });

  it('gives the reason of a decline or a rejection in the email, not in the SMS', () => {
    for (const type of ['application.underwriting_declined', 'claim.repudiated', 'pre_inspection_rejected']) {
      const notice = customerNotice(type, facts);
      expect(notice?.paragraphs).toContain(`The reason: ${facts.reason}`);
      expect(notice?.sms).not.toContain(facts.reason);
    }
    expect(
      customerNotice('claim.repudiated', { ...facts, reason: null })?.paragraphs.join(' '),
    ).not.toContain('The reason');
  });

  it('quotes what the underwriter wrote of an application on hold in its own paragraph', () => {
    const reason = 'Please upload a recent medical report.';
    const paragraphs = customerNotice('application.underwriting_on_hold', { ...facts, reason })?.paragraphs;
    expect(paragraphs?.slice(0, 2)).toEqual([
      'Your application for funeral cover is on hold until we have more information. Our underwriter wrote:',
      reason,
    ]);
    expect(paragraphs?.join(' ')).not.toContain('The reason:');
    const none = customerNotice('application.underwriting_on_hold', { ...facts, reason: null })?.paragraphs;
    expect(none?.[0]).toBe('Your application for funeral cover is on hold until we have more information.');
    expect(none?.join(' ')).not.toContain('wrote');
  });

  it.each(['application.underwriting_on_hold', 'application.underwriting_declined'])(
    '%s: points to the application in the portal, never to a reply or an email the customer may not get',
    (type) => {
      const notice = customerNotice(type, facts);
      const all = [...(notice?.paragraphs ?? []), notice?.sms ?? ''].join(' ');
      expect(all).not.toMatch(/reply to this email|emailed you|check your email/i);
      expect(notice?.sms).toMatch(/Sign in and open the application|sign in and open the application/);
      expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    },
  );

  it('says where to download the schedule when a policy is issued', () => {
    const notice = customerNotice('policy.issued', facts);
    expect(notice?.paragraphs.join(' ')).toContain('download your policy schedule');
    expect(notice?.paragraphs.join(' ')).toContain('Your monthly premium is R 1 234,56.');
    // every line's policies are reached from My account ("My policies" is the funeral menu only)
    expect(notice?.paragraphs.join(' ')).toContain('from My account and choose Documents');
    expect(`${notice?.paragraphs.join(' ')} ${notice?.sms}`).not.toContain('My policies');
  });

  it('gives the reason an approval is less than the most payable, and how to disagree; none without one', () => {
    const less = customerNotice('claim.approved', facts)?.paragraphs.join(' ') ?? '';
    expect(less).toContain(
      'This is less than the most we could pay. The reason: The death was within the 6-month waiting period',
    );
    expect(less).toContain('If you disagree, please tell us within 90 days');
    const full = customerNotice('claim.approved', { ...facts, reason: null })?.paragraphs.join(' ') ?? '';
    expect(full).not.toContain('less than the most');
    expect(full).not.toContain('If you disagree');
  });

  it('reads without a policy or claim number', () => {
    const bare = { firstName: 'Lerato', product: 'Device cover' };
    expect(customerNotice('policy.lapsed', bare)?.subject).toBe('Your policy has lapsed');
    expect(customerNotice('claim.approved', bare)?.subject).toBe('Your claim is approved');
    expect(customerNotice('policy.issued', bare)?.subject).toBe('Your device cover policy is issued');
  });

  it('writes product names in lower case mid-sentence, with a capital only where a sentence starts', () => {
    for (const type of CUSTOMER_NOTICE_TYPES) {
      const notice = customerNotice(type, { ...facts, product: 'Device cover' });
      const all = [notice?.subject, ...(notice?.paragraphs ?? []), notice?.sms ?? ''].join(' ');
      expect(all, type).not.toMatch(/\S Device cover/);
    }
    expect(
      customerNotice('application.created', { ...facts, product: 'Motor cover (Logo scheme)' })?.subject,
    ).toBe('We received your motor cover (Logo scheme) application');
  });

  describe('a payment change (policy.payment_updated)', () => {
    const payment = {
      ...facts,
      policyNumber: 'DEV-2026-000042',
      product: 'Device cover',
      date: '2027-01-25',
      // the premium from the next collection on (QA walk 14, finding 5: the amount and the day it is taken)
      amount: 11_900,
      payment: { method: 'debit_order', bank: 'fnb', accountEnding: '62123456789', debitDay: 25 },
    };

    it('gives the bank, the last 4 digits of the account and the debit day, never the whole number', () => {
      const notice = customerNotice('policy.payment_updated', payment);
      const email = notice?.paragraphs.join(' ') ?? '';
      expect(email).toContain(
        'From now on we collect the premium of your device cover policy DEV-2026-000042 by debit order from your FNB account ending 6789, on the 25th of each month.',
      );
      expect(email).toContain('Your next collection is R 119,00 on 25 January 2027.');
      expect(email).toContain('If you did not make this change');
      expect(notice?.sms).toBe(
        'Telkom Cover: premium of DEV-2026-000042 now comes from account ending 6789 on the 25th. Next: R 119,00 on 25 January. Not you? Sign in and request a call back.',
      );
      expect([email, notice?.sms].join(' ')).not.toContain('62123456789');
    });

    it('reads for a salary deduction, and with no bank named', () => {
      const notice = customerNotice('policy.payment_updated', {
        ...payment,
        payment: { method: 'deduct_from_salary', debitDay: 31 },
      });
      expect(notice?.paragraphs.join(' ')).toContain('by deduction from your salary');
      expect(notice?.sms).toContain('now comes off your salary');
      expect(notice?.sms?.length).toBeLessThanOrEqual(160);
    });
  });

  describe('a swap (policy.swapped)', () => {
    it('names the vehicle now covered and the premium', () => {
      const notice = customerNotice('policy.swapped', {
        ...facts,
        product: 'Motor cover',
        policyNumber: 'MOT-2026-000007',
        vehicle: 'Volkswagen Polo Vivo (GP 12 AB 34)',
        previousAmount: 61_000,
        amount: 64_550,
        date: '2026-12-25',
      });
      const email = notice?.paragraphs.join(' ') ?? '';
      expect(notice?.subject).toBe('Your motor cover policy MOT-2026-000007 now covers another vehicle');
      expect(email).toContain('now covers your Volkswagen Polo Vivo (GP 12 AB 34)');
      expect(email).toContain('from R 610,00 to R 645,50');
      expect(notice?.sms?.length).toBeLessThanOrEqual(160);
      expect(notice?.sms).toContain('Not you?');
    });
  });

  describe('a cancellation (policy.cancelled)', () => {
    const cancelled = { ...facts, policyNumber: 'FUN-2026-000123', date: '2026-12-05', amount: 9_750 };

    it('gives the day cover ended, that nothing more is collected, and the cooling-off refund', () => {
      const notice = customerNotice('policy.cancelled', { ...cancelled, withinCoolingOff: true });
      const email = notice?.paragraphs.join(' ') ?? '';
      expect(email).toContain(
        'We have cancelled your funeral cover policy FUN-2026-000123 as you asked. Your cover ended on 5 December 2026.',
      );
      expect(email).toContain('We will not collect any more premiums for it.');
      expect(email).toContain('within the cooling-off period, we will refund the R 97,50 you paid');
      expect(email).toContain('If you did not ask us to cancel this policy');
      expect(notice?.sms).toBe(
        'Telkom Cover: policy FUN-2026-000123 is cancelled; cover ended on 5 December 2026. No more premiums will be collected for it. We will refund R 97,50.',
      );
    });

    it('promises no refund when there is none', () => {
      const notice = customerNotice('policy.cancelled', { ...cancelled, amount: 0, withinCoolingOff: false });
      const all = [...(notice?.paragraphs ?? []), notice?.sms].join(' ');
      expect(all).not.toMatch(/refund/i);
    });
  });

  it('asks for the pre-inspection photos by email only: the SMS with the link is the text', () => {
    const notice = customerNotice('pre_inspection_created', facts);
    expect(notice?.subject).toBe('Your vehicle needs a pre-inspection');
    expect(notice?.sms).toBeNull();
    const email = notice?.paragraphs.join(' ') ?? '';
    expect(email).toContain('Toyota Corolla CA 123-456');
    expect(email).not.toContain('the link we text you');
    expect(email).toContain('send the link again');
  });

  it('knows nothing of staff steps and other events', () => {
    for (const type of [
      'claim.recommended',
      'application.approved',
      'policy.staff_note',
      'quote.created',
      'policy.alteration_reset',
      'policy.archived',
      'toString',
    ]) {
      expect(isCustomerNoticeType(type), type).toBe(false);
      expect(customerNotice(type, facts)).toBeNull();
    }
  });
});
