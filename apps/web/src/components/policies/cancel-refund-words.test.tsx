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
