/**
 * An application referred to underwriting (application.underwriting_referred) names the application number,
 * as its "received" notice does, in the email and, where it fits, in the SMS: the customer has it at hand
 * if they contact us about it. A notice of an older event without the number still reads.
 */
import { describe, expect, it } from 'vitest';
import { customerNotice, type NoticeFacts } from './customer-notices.js';
import { SAMPLE_FACTS } from './testing/sample-facts.js';

const REFERRED = 'application.underwriting_referred';
const TOGETHER: NoticeFacts = {
  ...SAMPLE_FACTS,
  product: 'Employee device cover',
  together: [{ product: 'Device credit life' }],
};

describe('the notice of an application referred to underwriting', () => {
  it.each([
    ['alone', SAMPLE_FACTS],
    ['with the cover sold together', TOGETHER],
  ])('names the application number in the email and the SMS (%s)', (_case, facts) => {
    const notice = customerNotice(REFERRED, facts);
    expect(notice?.paragraphs).toContain(
      'Your application number is APP-2026-000007: please have it at hand if you contact us about it.',
    );
    expect(notice?.sms).toContain('APP-2026-000007');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('still reads without a number', () => {
    const notice = customerNotice(REFERRED, { ...SAMPLE_FACTS, applicationNumber: null });
    expect(notice?.paragraphs.join(' ')).not.toMatch(/application number|null|undefined/);
    expect(notice?.sms).toBe(
      'Telkom Cover: we are reviewing your funeral cover application. We will let you know the outcome.',
    );
  });
});
