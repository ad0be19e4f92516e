/** The notice of a policy change (policy.altered): what changed, the premium before and after, from when. */
import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';
import { SAMPLE_FACTS } from './testing/sample-facts.js';

const facts = SAMPLE_FACTS;

describe('a policy change (policy.altered)', () => {
  const family = {
    ...facts,
    policyNumber: 'FUN-2026-000123',
    previousAmount: 9_750,
    amount: 27_750,
    date: '2026-12-25',
    change: { type: 'add_extended_family', count: 1 },
  };

  it('says what changed, the premium before and after and from when, and where the new schedule is', () => {
    const notice = customerNotice('policy.altered', family);
    const email = notice?.paragraphs.join(' ') ?? '';
    expect(email).toContain('your funeral cover policy FUN-2026-000123: 1 extended family member added.');
    expect(email).toContain(
      'Your monthly premium changes from R 97,50 to R 277,50, from your next collection on 25 December 2026.',
    );
    expect(email).toContain('choose Documents');
    expect(notice?.sms).toBe(
      'Telkom Cover: policy FUN-2026-000123: 1 extended family member added. Premium R 97,50 becomes R 277,50 from 25 December 2026.',
    );
  });

  it('says the premium stays when it does not change', () => {
    const notice = customerNotice('policy.altered', { ...family, previousAmount: 27_750 });
    expect(notice?.paragraphs).toContain('Your premium stays R 277,50 a month.');
    expect(notice?.sms).toContain('Premium stays R 277,50.');
  });

  it.each([
    ['add_children', 2, '2 children added'],
    ['add_extended_family', 2, '2 extended family members added'],
    ['remove_extended_family', 1, '1 extended family member removed'],
    ['edit_extended_family', 1, 'details of 1 extended family member changed'],
    ['change_plan', null, 'plan changed'],
    ['edit_policy_details', null, 'policy details updated'],
    ['edit_beneficiaries', 2, 'beneficiaries changed'],
    ['update_payment_details', null, 'payment details changed'],
    ['edit', null, 'policy details updated'],
    ['something_new', null, 'policy details updated'],
  ])('names a %s change in plain words', (type, count, words) => {
    const notice = customerNotice('policy.altered', { ...family, change: { type, count } });
    expect(notice?.paragraphs.join(' ')).toContain(`: ${words}.`);
    expect(notice?.sms).toContain(`FUN-2026-000123: ${words}.`);
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('names a spouse added to the policy details, with the "not you?" of a details change', () => {
    const change = { type: 'edit_policy_details', kind: 'spouse_added' };
    const notice = customerNotice('policy.altered', { ...family, previousAmount: 9_750, change });
    expect(notice?.paragraphs.join(' ')).toContain(': a spouse added.');
    expect(notice?.sms).toContain('FUN-2026-000123: a spouse added.');
    expect(notice?.sms).toContain('Not you?');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it.each<[string[], string]>([
    [['extras'], 'extras updated'],
    [['address', 'driver'], 'address and regular driver updated'],
    [['sum_insured', 'odometer', 'use'], 'sum insured, odometer reading and vehicle use updated'],
  ])('names what a motor edit changed (%j), not every part it could have', (parts, words) => {
    const notice = customerNotice('policy.altered', { ...family, change: { type: 'edit', parts } });
    expect(notice?.paragraphs.join(' ')).toContain(`: ${words}.`);
    expect(notice?.paragraphs.join(' ')).not.toContain('vehicle, address or driver');
    expect(notice?.sms).toContain(`: ${words}.`);
  });

  it('falls back to the general words in an SMS a long list of changes would overfill', () => {
    const parts = [
      'sum_insured',
      'odometer',
      'colour',
      'use',
      'driver',
      'address',
      'finance',
      'extras',
      'enhancements',
      'history',
    ];
    const notice = customerNotice('policy.altered', { ...family, change: { type: 'edit', parts } });
    expect(notice?.paragraphs.join(' ')).toContain('performance enhancements and insurance history updated.');
    expect(notice?.sms).toContain(': policy details updated.');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('warns about a change of beneficiaries or payment the customer did not make, in the SMS too', () => {
    for (const type of ['edit_beneficiaries', 'update_payment_details', 'edit_policy_details']) {
      const notice = customerNotice('policy.altered', {
        ...family,
        previousAmount: 27_750,
        change: { type, count: 3 },
        payment: { method: 'debit_order', bank: 'capitec', accountEnding: '1234567890', debitDay: 31 },
      });
      expect(notice?.paragraphs.join(' '), type).toContain('If you did not make this change, sign in');
      expect(notice?.paragraphs.join(' '), type).toContain('Request a call back');
      expect(notice?.sms, type).toContain('Not you? Sign in and request a call back.');
      expect(notice?.sms?.length, type).toBeLessThanOrEqual(160);
    }
  });

  it('names the new account of a payment change by its bank and last 4 digits only', () => {
    const notice = customerNotice('policy.altered', {
      ...family,
      change: { type: 'update_payment_details' },
      payment: { method: 'debit_order', bank: 'capitec', accountEnding: '1234567890', debitDay: 31 },
    });
    const all = [...(notice?.paragraphs ?? []), notice?.sms].join(' ');
    expect(all).toContain('Capitec account ending 7890');
    expect(all).toContain('on the last day of each month');
    expect(all).not.toContain('123456');
  });
});
