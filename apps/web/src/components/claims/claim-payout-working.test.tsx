import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ClaimPayoutWorking } from './claim-payout-working';

/** The motor accident claim of QA walk 7: R 14 500 claimed, R 4 992 excess, R 7 808 approved and paid. */
const MOTOR = {
  status: 'paid_out',
  approvalStatus: 'approved',
  amount: 1_450_000,
  excess: 499_200,
  grantedAmount: 780_800,
  payoutReference: 'EFT-77881',
  bankDetails: { bankName: 'capitec', accountNumber: '******7890', accountType: 'savings' },
  timeline: [{ step: 'paid' as const, at: '2026-12-05T10:00:00.000Z' }],
};

const panel = () => screen.getByRole('region', { name: 'How your payout was worked out' });

describe('ClaimPayoutWorking: how the amount paid was reached (QA walk 7 finding 5)', () => {
  it('shows the amount claimed, the excess deducted, the most payable and what was approved', () => {
    renderWithApp(<ClaimPayoutWorking claim={MOTOR} />);
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(/Amount claimed\s*R 14 500,00/);
    expect(text).toMatch(/Less your excess\s*− R 4 992,00/);
    expect(text).toMatch(/The most we could pay\s*R 9 508,00/);
    expect(text).toMatch(/Amount approved\s*R 7 808,00/);
    // less than the most payable is said plainly, with where to ask
    expect(text).toMatch(/R 1 700,00 less than the most we could pay/);
    expect(screen.getByRole('link', { name: /complaints page/ })).toHaveAttribute('href', '/complaints');
  });

  it('gives the assessor’s reason for approving less than the most payable, with where to disagree', () => {
    renderWithApp(
      <ClaimPayoutWorking
        claim={{
          ...MOTOR,
          lessThanPayableReason: 'The quote for the bumper was R 1 700 above the panel beater’s.',
        }}
      />,
    );
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(
      /R 1 700,00 less than the most we could pay \(the amount claimed less your excess\)\. The reason: The quote for the bumper was R 1 700 above the panel beater’s\./,
    );
    expect(text).not.toMatch(/If you would like to know why/);
    expect(text).toMatch(/If you disagree, request a call back/);
    expect(screen.getByRole('link', { name: /complaints page/ })).toHaveAttribute('href', '/complaints');
  });

  it('gives the payment reference, the day and the account once paid', () => {
    renderWithApp(<ClaimPayoutWorking claim={MOTOR} />);
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(/Paid on 5 December 2026/);
    expect(text).toMatch(/account ending 7890/);
    expect(text).toMatch(/Payment reference: EFT-77881/);
  });

  it('before the payment: what will be paid, and that the reference follows', () => {
    renderWithApp(
      <ClaimPayoutWorking
        claim={{ ...MOTOR, status: 'pending_payout', payoutReference: null, timeline: [] }}
      />,
    );
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(/We will pay R 7 808,00 into your Capitec account ending 7890/);
    expect(text).not.toMatch(/Payment reference:/);
  });

  it('says the approved amount is the claim less the excess when it is', () => {
    renderWithApp(<ClaimPayoutWorking claim={{ ...MOTOR, grantedAmount: 950_800 }} />);
    const text = panel().textContent ?? '';
    expect(text).not.toMatch(/less than the most we could pay/);
  });

  it('without an excess (funeral, credit life): the amount claimed and the amount approved', () => {
    renderWithApp(<ClaimPayoutWorking claim={{ ...MOTOR, excess: undefined, grantedAmount: 1_450_000 }} />);
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).not.toMatch(/excess/);
    expect(text).toMatch(/Amount approved\s*R 14 500,00/);
  });

  it('shows nothing before a decision, or on a repudiated claim', () => {
    const { container } = renderWithApp(
      <>
        <ClaimPayoutWorking
          claim={{ ...MOTOR, status: 'open', approvalStatus: 'pending', grantedAmount: null }}
        />
        <ClaimPayoutWorking claim={{ ...MOTOR, status: 'closed', approvalStatus: 'repudiated' }} />
      </>,
    );
    expect(container.querySelector('[role="region"]')).toBeNull();
  });
});

describe('ClaimPayoutWorking without an excess, capped by the cover', () => {
  it('says the cover is the most paid when the claim is for more', () => {
    renderWithApp(
      <ClaimPayoutWorking
        claim={{
          ...MOTOR,
          excess: null,
          amount: 2_000_000,
          coverAmount: 1_500_000,
          grantedAmount: 1_500_000,
        }}
      />,
    );
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(/Your cover for this\s*R 15 000,00/);
    expect(text).toMatch(/The amount approved is your cover for this claim\./);
  });
});

describe('ClaimPayoutWorking limited by its line (a natural death in the waiting period)', () => {
  const WAITING = {
    ...MOTOR,
    excess: null,
    amount: 1_000_000,
    coverAmount: 1_000_000,
    payableLimit: { amount: 45_000, reason: 'the premiums paid, as the death was in the waiting period' },
  };

  it('names the limit and why, and that the amount approved is it', () => {
    renderWithApp(<ClaimPayoutWorking claim={{ ...WAITING, grantedAmount: 45_000 }} />);
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(/Amount claimed\s*R 10 000,00/);
    expect(text).toMatch(/The most we could pay\s*R 450,00/);
    expect(text).toMatch(/Amount approved\s*R 450,00/);
    expect(text).toContain(
      'The amount approved is the most we could pay: the premiums paid, as the death was in the waiting period.',
    );
    expect(text).not.toMatch(/less than the most we could pay/);
  });

  it('measures an approval below the limit against the limit, naming it', () => {
    renderWithApp(<ClaimPayoutWorking claim={{ ...WAITING, grantedAmount: 30_000 }} />);
    const text = panel().textContent?.replace(/\s/g, ' ') ?? '';
    expect(text).toMatch(
      /R 150,00 less than the most we could pay \(the premiums paid, as the death was in the waiting period\)/,
    );
  });
});
