/**
 * A financed vehicle's approved theft claim (docs/decisions/0043): the customer's claim page says what is paid
 * to the credit provider to settle the loan and what to the customer, before and after the payout.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '../../test/render';
import { ClaimPayoutWorking } from './claim-payout-working';

const STOLEN = {
  status: 'pending_payout',
  approvalStatus: 'approved',
  amount: 25_000_000,
  excess: 1_250_000,
  grantedAmount: 23_750_000,
  bankDetails: { bankName: 'capitec', accountNumber: '******7890', accountType: 'savings' },
  payoutSplit: { creditProvider: 'WesBank', settlementAmount: 18_000_000, customerAmount: 5_750_000 },
};

/** `claim` paid on 5 December 2026 with the references given. */
const paid = <T extends object>(claim: T, references: Record<string, string | null>) => ({
  ...claim,
  status: 'paid_out',
  ...references,
  timeline: [{ step: 'paid', at: '2026-12-05T10:00:00.000Z' }],
});

const text = () =>
  screen.getByRole('region', { name: 'How your payout was worked out' }).textContent?.replace(/\s/g, ' ') ??
  '';

describe('ClaimPayoutWorking: the payout of a financed vehicle', () => {
  it('says who is paid what of the amount approved', () => {
    renderWithApp(<ClaimPayoutWorking claim={STOLEN} />);
    expect(text()).toMatch(/Amount approved\s*R 237 500,00/);
    expect(text()).toMatch(/To WesBank, to settle your loan\s*R 180 000,00/);
    expect(text()).toMatch(/To you\s*R 57 500,00/);
    expect(text()).toContain(
      'We will pay R 180 000,00 to WesBank to settle your loan, and R 57 500,00 into your Capitec account ending 7890.',
    );
  });

  it('says the same once it is paid', () => {
    renderWithApp(<ClaimPayoutWorking claim={paid(STOLEN, { payoutReference: 'EFT-90001' })} />);
    expect(text()).toContain(
      'Paid on 5 December 2026: R 180 000,00 to WesBank to settle your loan, and R 57 500,00 into your Capitec account ending 7890.',
    );
  });

  it('gives the settlement’s own payment reference beside the customer’s', () => {
    renderWithApp(
      <ClaimPayoutWorking
        claim={paid(STOLEN, { payoutReference: 'EFT-90001', settlementReference: 'WB-SETTLE-77' })}
      />,
    );
    expect(text()).toContain(
      'Paid on 5 December 2026: R 180 000,00 to WesBank to settle your loan (reference WB-SETTLE-77), and R 57 500,00 into your Capitec account ending 7890. Payment reference: EFT-90001 (as it shows on your bank statement).',
    );
  });

  it('says nothing is left for the customer when the settlement takes it all', () => {
    const all = {
      ...STOLEN,
      payoutSplit: { creditProvider: 'WesBank', settlementAmount: 23_750_000, customerAmount: 0 },
    };
    const { unmount } = renderWithApp(<ClaimPayoutWorking claim={all} />);
    expect(text()).toContain(
      'We will pay R 237 500,00 to WesBank to settle your loan: nothing is left to pay into your own account.',
    );
    unmount();
    renderWithApp(
      <ClaimPayoutWorking claim={paid(all, { payoutReference: null, settlementReference: 'WB-ALL-1' })} />,
    );
    expect(text()).not.toContain('Payment reference:');
    expect(text()).toContain(
      'Paid on 5 December 2026: R 237 500,00 to WesBank to settle your loan (reference WB-ALL-1): nothing is left to pay into your own account.',
    );
  });
});
