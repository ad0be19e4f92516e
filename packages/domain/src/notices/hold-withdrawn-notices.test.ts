/** The notice that what a hold asked for is no longer needed: what was asked, why, once by email and SMS. */
import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';
import { SAMPLE_FACTS } from './testing/sample-facts.js';

const facts = {
  ...SAMPLE_FACTS,
  product: 'Motor cover',
  asked: 'Please send the vehicle’s purchase invoice.',
  reason: 'Not needed: the dealer confirmed the price',
};

describe('a hold withdrawn', () => {
  it('tells the customer of an application what is no longer needed and why', () => {
    const notice = customerNotice('application.hold_withdrawn', facts);
    expect(notice?.subject).toBe(
      'We no longer need what we asked you for about your motor cover application',
    );
    expect(notice?.paragraphs).toEqual([
      'You no longer need to send what we asked for about your motor cover application: “Please send the vehicle’s purchase invoice.”',
      'The reason: Not needed: the dealer confirmed the price',
      'You do not need to do anything more about it. We will let you know what happens next.',
    ]);
    expect(notice?.sms).toBe(
      'Telkom Cover: we no longer need what we asked you for about your motor cover application. You do not need to send it.',
    );
  });

  it('names the claim, and keeps the reason out of the SMS', () => {
    const notice = customerNotice('claim.hold_withdrawn', facts);
    expect(notice?.subject).toBe('We no longer need what we asked you for about claim CLM-000045');
    expect(notice?.paragraphs.join(' ')).toContain('The reason: Not needed: the dealer confirmed the price');
    expect(notice?.sms).toContain('claim CLM-000045');
    expect(notice?.sms).not.toContain('dealer');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('reads without what was asked when the hold kept no words', () => {
    const notice = customerNotice('claim.hold_withdrawn', { ...facts, asked: null });
    expect(notice?.paragraphs[0]).toBe(
      'You no longer need to send what we asked for about claim CLM-000045.',
    );
  });

  it('fits the SMS of an application sold with other cover into one message', () => {
    const together = [{ product: 'Vehicle credit life' }, { product: 'Motor cover extras for a long name' }];
    const sms = customerNotice('application.hold_withdrawn', { ...facts, together })?.sms ?? '';
    expect(sms.length).toBeLessThanOrEqual(160);
    expect(sms).toContain('we no longer need what we asked you for about your');
  });
});
