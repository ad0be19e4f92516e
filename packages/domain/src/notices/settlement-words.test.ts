import { describe, expect, it } from 'vitest';
import { customerNotice } from './customer-notices.js';

/** docs/decisions/0043: a financed vehicle's approved theft claim pays the credit provider's settlement first. */
const approved = {
  firstName: 'Thandi',
  product: 'Motor cover',
  policyNumber: 'MOT-2026-000004',
  claimNumber: 'CLM-2026-000009',
  amount: 23_750_000,
};
const motorCover = {
  ...approved,
  date: '2026-12-06',
  amount: 0,
  continuing: [{ product: 'Vehicle credit life', policyNumber: 'VCL-2026-000002', amount: 110_250 }],
};

describe('the approval of a claim on a financed vehicle lost outright', () => {
  it('says what goes to the credit provider and what to the customer', () => {
    const notice = customerNotice('claim.approved', {
      ...approved,
      settlement: { creditProvider: 'WesBank', amount: 18_000_000 },
    });
    expect(notice?.paragraphs).toContain(
      'We will pay R 180 000,00 of it to WesBank to settle your loan with them, and the remaining R 57 500,00 into the bank account you gave us with the claim. We will let you know when it is paid.',
    );
    expect(notice?.sms).toBe(
      'Telkom Cover: claim CLM-2026-000009 is approved for R 237 500,00: R 180 000,00 to WesBank to settle your loan, R 57 500,00 to you.',
    );
  });

  it('says when the settlement takes all of it', () => {
    const notice = customerNotice('claim.approved', {
      ...approved,
      settlement: { creditProvider: 'WesBank', amount: 23_750_000 },
    });
    expect(notice?.paragraphs).toContain(
      'We will pay all of it to WesBank to settle your loan with them, so nothing is left to pay into your own account. We will let you know when it is paid.',
    );
  });

  it('is unchanged for a claim paid to the customer alone', () => {
    const notice = customerNotice('claim.approved', approved);
    expect(notice?.paragraphs).toContain(
      'We will pay it into the bank account you gave us with the claim and let you know when it is paid.',
    );
    expect(notice?.sms).toBe(
      'Telkom Cover: claim CLM-2026-000009 is approved for R 237 500,00. We will let you know when it is paid.',
    );
  });
});

describe('the end of the cover of a financed vehicle lost outright', () => {
  const ended = (settledTo?: string) =>
    customerNotice('policy.cancelled', {
      ...motorCover,
      totalLoss: {
        item: 'vehicle',
        loss: 'stolen',
        claimNumber: 'CLM-2026-000009',
        ...(settledTo ? { settledTo } : {}),
      },
    });

  it('does not say the vehicle credit life continues unchanged: the loan it covered is settled', () => {
    const notice = ended('WesBank');
    const text = notice?.paragraphs.join(' ') ?? '';
    expect(text).not.toContain('continues');
    expect(text).toContain(
      'Your vehicle credit life policy VCL-2026-000002 covers your loan with WesBank. We pay the loan’s settlement to WesBank from this claim, and once it is paid there is no loan left for it to cover: the credit life then ends and we stop its premium of R 1 102,50 a month, refunding any days you paid for after it ends. We will tell you when it has ended.',
    );
    expect(notice?.sms).not.toContain('continues');
    expect(notice?.sms).toContain('Its credit life ends once your WesBank loan is settled.');
    expect(notice?.sms?.length).toBeLessThanOrEqual(160);
  });

  it('still says the credit life continues when the vehicle was not financed through the claim', () => {
    expect(ended()?.paragraphs.join(' ')).toContain('is not cancelled and continues');
  });
});

describe('the payout of a claim on a financed vehicle', () => {
  it('says what was paid to the credit provider and what into the customer’s account', () => {
    const notice = customerNotice('claim.paid', {
      ...approved,
      settlement: { creditProvider: 'WesBank', amount: 18_000_000 },
      payout: { bank: 'capitec', accountEnding: '7890', reference: 'EFT-90001' },
    });
    expect(notice?.paragraphs[0]).toBe(
      'We paid R 180 000,00 for claim CLM-2026-000009 to WesBank to settle your loan with them, and R 57 500,00 into your Capitec account ending 7890.',
    );
    expect(notice?.paragraphs).toContain(
      'The payment reference is EFT-90001: look for it on your bank statement.',
    );
    expect(notice?.sms).toContain('R 57 500,00 to you');
  });

  it('gives the settlement’s own payment reference, apart from the customer’s', () => {
    const notice = customerNotice('claim.paid', {
      ...approved,
      settlement: { creditProvider: 'WesBank', amount: 18_000_000, reference: 'WB-SETTLE-77' },
      payout: { bank: 'capitec', accountEnding: '7890', reference: 'EFT-90001' },
    });
    expect(notice?.paragraphs[0]).toBe(
      'We paid R 180 000,00 for claim CLM-2026-000009 to WesBank to settle your loan with them (payment reference WB-SETTLE-77), and R 57 500,00 into your Capitec account ending 7890.',
    );
    expect(notice?.paragraphs).toContain(
      'The payment reference is EFT-90001: look for it on your bank statement.',
    );
  });

  it('says nothing of the customer’s account when the settlement took it all', () => {
    const notice = customerNotice('claim.paid', {
      ...approved,
      settlement: { creditProvider: 'WesBank', amount: 23_750_000, reference: 'WB-SETTLE-77' },
      payout: { bank: 'capitec', accountEnding: '7890', reference: null },
    });
    expect(notice?.paragraphs).toEqual([
      'We paid R 237 500,00 for claim CLM-2026-000009 to WesBank to settle your loan with them (payment reference WB-SETTLE-77).',
    ]);
    expect(notice?.sms).toBe(
      'Telkom Cover: we paid claim CLM-2026-000009: R 237 500,00 to WesBank to settle your loan. Nothing was left to pay to you.',
    );
  });
});
