/**
 * Where a cooling-off refund goes follows the policy's payment method: a debit order's premiums come back
 * to the bank account, a salary deduction's through the employer's payroll, with the salary (QA walk:
 * an employee's salary-paid funeral cover was told "to your bank account"). The terms before the choice, the
 * confirmation and the outcome all say it.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentDetails } from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { CancelPolicyFlow } from './cancel-policy';
import { cancellationTerms, POLICY_ID } from './test-records';

beforeEach(() => sessionStorage.clear());

const PAYROLL = /with your salary, through your employer's payroll/;
const BANK = /to your bank account/;

function openFlow(type: PaymentDetails['type']) {
  const cancel = vi.fn(() =>
    Promise.resolve({
      data: {
        message: 'Your policy has been cancelled.',
        withinCoolingOff: true,
        refund: { amount: 15_000 },
      },
    }),
  );
  renderWithApp(
    <CancelPolicyFlow
      policy={{
        policyId: POLICY_ID,
        policyNumber: 'FUN-2026-000001',
        cancellationTerms: cancellationTerms({ refundAmount: 15_000 }),
        module: { paymentDetails: { type } },
      }}
      coolingOffDays={31}
      consequence="Your funeral cover stops today."
      cancel={() => cancel()}
      paths={{
        policy: `/employee/funeral/policies/${POLICY_ID}`,
        policies: '/employee/funeral',
        claim: (claimId) => `/employee/funeral/claims/${claimId}`,
      }}
    />,
  );
  return userEvent.setup();
}

describe('the cancel flow says where the refund goes', { timeout: 30_000 }, () => {
  it.each([
    ['deduct_from_salary', PAYROLL, BANK],
    ['debit_order', BANK, PAYROLL],
  ] as const)('paid by %s', async (type, said, notSaid) => {
    const user = openFlow(type);
    const terms = screen.getByText(/inside the 31-day cooling-off period/);
    expect(terms).toHaveTextContent(said);
    expect(terms).not.toHaveTextContent(notSaid);

    await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Cancel policy FUN-2026-000001?' });
    expect(confirm).toHaveTextContent(said);
    expect(confirm).not.toHaveTextContent(notSaid);

    await user.click(screen.getByRole('button', { name: 'Yes, cancel policy FUN-2026-000001' }));
    const heading = await screen.findByRole('heading', { name: 'Your policy has been cancelled.' });
    const result = heading.parentElement as HTMLElement;
    expect(result).toHaveTextContent(said);
    expect(result).not.toHaveTextContent(notSaid);
  });
});

describe('after cooling-off, the days paid for after today', { timeout: 30_000 }, () => {
  it('says the month paid for, the days and the refund before, at and after the choice', async () => {
    const unusedCover = { paidUntil: '2026-12-24', days: 18, amount: 63_000 };
    const cancel = vi.fn(() =>
      Promise.resolve({
        data: {
          message: 'Your policy has been cancelled.',
          withinCoolingOff: false,
          refund: { amount: 63_000 },
        },
      }),
    );
    renderWithApp(
      <CancelPolicyFlow
        policy={{
          policyId: POLICY_ID,
          policyNumber: 'MOT-2026-000004',
          cancellationTerms: cancellationTerms({
            withinCoolingOff: false,
            coolingOffEndsOn: '2026-11-03',
            refundAmount: 63_000,
            unusedCover,
          }),
          module: { paymentDetails: { type: 'debit_order' } },
        }}
        coolingOffDays={14}
        consequence="Your motor cover stops today."
        cancel={() => cancel()}
        paths={{
          policy: `/retail/motor/policies/${POLICY_ID}`,
          policies: '/retail/motor/policies',
          claim: (claimId) => `/retail/motor/claims/${claimId}`,
        }}
      />,
    );
    const user = userEvent.setup();
    const terms = screen.getByText(/cooling-off period ended on/);
    expect(terms).toHaveTextContent(
      'The 14-day cooling-off period ended on 3 November 2026. You have paid for cover up to 24 December 2026: we refund R 630,00 for the 18 days after today to your bank account.',
    );
    expect(terms).not.toHaveTextContent(/not refunded/);

    await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Cancel policy MOT-2026-000004?' });
    expect(confirm).toHaveTextContent('Refund: R 630,00 to your bank account.');

    await user.click(screen.getByRole('button', { name: 'Yes, cancel policy MOT-2026-000004' }));
    const heading = await screen.findByRole('heading', { name: 'Your policy has been cancelled.' });
    const result = heading.parentElement as HTMLElement;
    expect(result).toHaveTextContent(
      'You had paid for cover up to 24 December 2026, so we refund the 18 days after today.',
    );
    expect(result).toHaveTextContent('Refund: R 630,00 to your bank account.');
  });
});
