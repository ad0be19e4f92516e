import { describe, expect, it } from 'vitest';
import { CUSTOMER_NOTICE_TYPES, customerNotice } from './customer-notices.js';
import { SAMPLE_FACTS } from './testing/sample-facts.js';

/**
 * What a notice tells the customer to do next (QA walk 7): no phone number exists, so never "call us"; a
 * lapsed policy is reinstated in the portal; a received application is named by its number and premium.
 */
const facts = SAMPLE_FACTS;

describe('what a notice tells the customer to do next', () => {
  it('never tells the customer to call us (no number is given): a call back is asked for in the portal', () => {
    for (const type of CUSTOMER_NOTICE_TYPES) {
      const notice = customerNotice(type, facts);
      const all = [...(notice?.paragraphs ?? []), notice?.sms ?? ''].join(' ');
      expect(all, type).not.toMatch(/\bcall us\b/i);
    }
  });

  it('tells a customer whose policy lapsed that they can reinstate it in the portal, and for how long', () => {
    const notice = customerNotice('policy.lapsed', facts);
    expect(notice?.paragraphs.join(' ')).toContain(
      'You can reinstate it within 60 days of the lapse: sign in to the Telkom Cover portal, open the policy and choose Reinstate this policy.',
    );
    expect(notice?.sms).toContain('Reinstate it in the portal within 60 days.');
  });

  it('names the application by its number and says its premium when it is received', () => {
    const notice = customerNotice('application.created', facts);
    expect(notice?.paragraphs).toContain(
      'Your application number is APP-2026-000007: please have it at hand if you contact us about it.',
    );
    expect(notice?.paragraphs).toContain('The premium is R 1 234,56 a month.');
    expect(notice?.sms).toBe(
      'Telkom Cover: we received your funeral cover application APP-2026-000007 (R 1 234,56 a month). We will let you know what happens next.',
    );
    // with a credit life applied for with it: each premium and what they come to together
    const together = customerNotice('application.created', {
      ...facts,
      product: 'Device cover',
      together: [{ product: 'Device credit life', amount: 6_300 }],
    });
    expect(together?.paragraphs).toContain(
      'The premium is R 1 234,56 a month, with R 63,00 a month for device credit life: R 1 297,56 a month together.',
    );
    // an older event's facts without the number or the premium still read
    const bare = customerNotice('application.created', { firstName: 'Lerato', product: 'Funeral cover' });
    expect(bare?.paragraphs.join(' ')).not.toMatch(/application number|premium/);
    expect(bare?.sms).toBe(
      'Telkom Cover: we received your funeral cover application. We will let you know what happens next.',
    );
  });
});
