/** The claim notices' own words: what a hold needs, a repudiation's complaint route, documents asked for. */
import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';
import { SAMPLE_FACTS as facts } from './testing/sample-facts.js';

describe('claim notices', () => {
  it('tells an SMS-only customer where to read why a claim was repudiated, not of an email they may not get', () => {
    const sms = customerNotice('claim.repudiated', facts)?.sms ?? '';
    expect(sms).not.toMatch(/email/i);
    expect(sms).toContain('Why, and how to complain: sign in and open the claim.');
    expect(sms).toContain('we cannot pay claim');
    expect(sms).not.toContain('repudiated');
    expect(sms.length).toBeLessThanOrEqual(160);
  });

  it.each([['Please upload a certified copy of the death certificate.'], ['A clearer copy of the ID']])(
    'quotes what the assessor wrote of a claim on hold in its own paragraph, whatever its words (%s)',
    (reason) => {
      const paragraphs = customerNotice('claim.on_hold', { ...facts, reason })?.paragraphs ?? [];
      expect(paragraphs.slice(0, 2)).toEqual([
        'We need more information or documents before we can finish assessing claim CLM-000045. Our assessor wrote:',
        reason,
      ]);
      // not 'We need: Please upload …'
      expect(paragraphs.join(' ')).not.toContain('We need:');
    },
  );

  it('asks a claim on hold for more with no quote when the assessor gave no reason', () => {
    const paragraphs = customerNotice('claim.on_hold', { ...facts, reason: null })?.paragraphs ?? [];
    expect(paragraphs[0]).toBe(
      'We need more information or documents before we can finish assessing claim CLM-000045.',
    );
    expect(paragraphs.join(' ')).not.toContain('wrote');
  });

  it('says how to complain about a repudiated claim', () => {
    const repudiated = customerNotice('claim.repudiated', facts)?.paragraphs.join(' ') ?? '';
    expect(repudiated).toContain('has been repudiated');
    // a page to find, not a bare path ('(/complaints)') an email cannot open
    expect(repudiated).toContain(
      'the Complaints page of the Telkom Cover portal (linked at the foot of every page)',
    );
    expect(repudiated).not.toContain('(/complaints)');
    expect(repudiated).toContain('National Financial Ombud Scheme South Africa (NFO): 0860 800 900');
  });

  it('says an approval its line limited is the most that could be paid, and why', () => {
    const limit = 'the premiums paid, as the death was in the waiting period';
    const text = customerNotice('claim.approved', {
      ...facts,
      reason: null,
      amount: 45_000,
      limit,
    })?.paragraphs.join(' ');
    expect(text).toContain(
      'This is the most we could pay: the premiums paid, as the death was in the waiting period.',
    );
    expect(text).not.toContain('less than the most');
    const plain = customerNotice('claim.approved', { ...facts, reason: null })?.paragraphs.join(' ');
    expect(plain).not.toContain('the most we could');
  });

  it('asks for outstanding claim documents, by SMS and email, only when some are outstanding', () => {
    const outstanding = customerNotice('claim.submitted', { ...facts, documentsOutstanding: true });
    expect(outstanding?.sms).toContain('We assess it once all its documents are in: upload any not sent yet');
    expect(outstanding?.sms?.length).toBeLessThanOrEqual(160);
    expect(outstanding?.sms?.length).toBeLessThanOrEqual(160);
    expect(outstanding?.paragraphs.join(' ')).toContain(
      'If you uploaded them with the claim, there is nothing more to do; if not, please upload the rest',
    );
    for (const documentsOutstanding of [false, null, undefined]) {
      const notice = customerNotice('claim.submitted', { ...facts, documentsOutstanding });
      expect(notice?.sms).not.toMatch(/outstanding|upload/i);
      expect(notice?.sms?.length).toBeLessThanOrEqual(160);
      // QA walk 11: the email asked for documents that had all come with the claim
      expect(notice?.paragraphs.join(' ')).not.toMatch(/outstanding|upload/i);
      // nor that everything is in: a motor claim may still wait for its photos (QA walk 12)
      expect(notice?.paragraphs.join(' ')).toContain('We will let you know how it goes.');
      expect(notice?.paragraphs.join(' ')).not.toMatch(/documents we need|have everything/);
    }
  });

  it('tells by email alone that the documents a claim on hold waited for were received', () => {
    const notice = customerNotice('claim.hold_answered', facts);
    expect(notice?.subject).toBe('We received your documents for claim CLM-000045');
    expect(notice?.paragraphs.join(' ')).toContain('We will continue assessing your claim');
    expect(notice?.sms).toBeNull();
  });

  it('names the account a claim was paid into and the payment reference to look for (QA walk 9 no. 15)', () => {
    const payout = { bank: 'capitec', accountEnding: '1234567890', reference: 'EFT-20261206-0042' };
    const notice = customerNotice('claim.paid', { ...facts, amount: 100_000, payout });
    const email = notice?.paragraphs.join(' ') ?? '';
    expect(email).toContain('into your Capitec account ending 7890.');
    expect(email).toContain('The payment reference is EFT-20261206-0042');
    expect(email).not.toContain('1234567890');
    expect(notice?.sms).toContain('into your account ending 7890, reference EFT-20261206-0042.');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('says "the bank account you gave us" when the payout account is not known', () => {
    const notice = customerNotice('claim.paid', { ...facts, amount: 100_000, payout: null });
    expect(notice?.paragraphs[0]).toContain('into the bank account you gave us.');
    expect(notice?.paragraphs.join(' ')).not.toContain('reference');
  });
});
