import { describe, expect, it } from 'vitest';
import {
  CUSTOMER_NOTICE_TYPES,
  customerNotice,
  isCustomerNoticeType,
  type NoticeFacts,
} from './customer-notices.js';

const facts: NoticeFacts = {
  firstName: 'Lerato',
  product: 'Funeral Cover',
  policyNumber: 'FUN-000123',
  claimNumber: 'CLM-000045',
  amount: 123_456,
  date: '2026-03-12',
  reason: 'The death was within the 6-month waiting period',
  vehicle: 'Toyota Corolla CA 123-456',
};

describe('customer notices', () => {
  it.each([
    [
      'application.created',
      'We received your Funeral Cover application',
      'we received your Funeral Cover application',
    ],
    [
      'application.underwriting_referred',
      'We are reviewing your Funeral Cover application',
      'we are reviewing',
    ],
    ['application.underwriting_approved', 'Your Funeral Cover application is approved', 'is approved'],
    [
      'application.underwriting_on_hold',
      'We need more information about your Funeral Cover application',
      'on hold',
    ],
    ['application.underwriting_declined', 'Your Funeral Cover application', 'cannot offer you Funeral Cover'],
    ['policy.issued', 'Your Funeral Cover policy FUN-000123 is issued', 'cover from 12 March 2026'],
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
    ['claim.submitted', 'We received claim CLM-000045', 'outstanding documents'],
    ['claim.on_hold', 'We need more information for claim CLM-000045', 'more information'],
    ['claim.approved', 'Claim CLM-000045 is approved', 'approved for R 1 234,56'],
    ['claim.paid', 'We paid claim CLM-000045', 'we paid R 1 234,56'],
    ['claim.repudiated', 'The outcome of claim CLM-000045', 'claim CLM-000045 has been repudiated'],
    ['pre_inspection_created', 'Your vehicle needs a pre-inspection', 'needs a pre-inspection'],
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
    expect(notice?.sms.startsWith('Telkom Cover:')).toBe(true);
  });

  it('covers every listed type, each with an SMS of at most 160 characters and no placeholders', () => {
    expect(CUSTOMER_NOTICE_TYPES).toHaveLength(20);
    for (const type of CUSTOMER_NOTICE_TYPES) {
      const notice = customerNotice(type, facts);
      expect(notice, type).not.toBeNull();
      expect(notice?.sms.length, `${type}: ${notice?.sms}`).toBeLessThanOrEqual(160);
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

  it('says what a claim on hold needs, and how to complain about a repudiated claim', () => {
    expect(
      customerNotice('claim.on_hold', { ...facts, reason: 'A clearer copy of the ID' })?.paragraphs,
    ).toContain('We need: A clearer copy of the ID');
    const repudiated = customerNotice('claim.repudiated', facts)?.paragraphs.join(' ') ?? '';
    expect(repudiated).toContain('has been repudiated');
    expect(repudiated).toContain('/complaints');
    expect(repudiated).toContain('National Financial Ombud Scheme South Africa (NFO): 0860 800 900');
  });

  it('says where to download the schedule when a policy is issued', () => {
    const notice = customerNotice('policy.issued', facts);
    expect(notice?.paragraphs.join(' ')).toContain('download your policy schedule');
    expect(notice?.paragraphs.join(' ')).toContain('Your monthly premium is R 1 234,56.');
    // every line's policies are reached from My account ("My policies" is the funeral menu only)
    expect(notice?.paragraphs.join(' ')).toContain('from My account and choose Documents');
    expect(`${notice?.paragraphs.join(' ')} ${notice?.sms}`).not.toContain('My policies');
  });

  it('reads without a policy or claim number', () => {
    const bare = { firstName: 'Lerato', product: 'Device Cover' };
    expect(customerNotice('policy.lapsed', bare)?.subject).toBe('Your policy has lapsed');
    expect(customerNotice('claim.approved', bare)?.subject).toBe('Your claim is approved');
    expect(customerNotice('policy.issued', bare)?.subject).toBe('Your Device Cover policy is issued');
  });

  it('knows nothing of staff steps and other events', () => {
    for (const type of [
      'claim.recommended',
      'application.approved',
      'policy.staff_note',
      'quote.created',
      'toString',
    ]) {
      expect(isCustomerNoticeType(type), type).toBe(false);
      expect(customerNotice(type, facts)).toBeNull();
    }
  });
});
