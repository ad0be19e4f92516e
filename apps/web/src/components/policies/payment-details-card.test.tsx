import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { PaymentDetailsCard } from './payment-details-card';
import { debitOrder } from './test-records';

const facts = () =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Payment details' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

describe('PaymentDetailsCard', () => {
  it('shows a debit order with the bank, the masked account number, type and day', () => {
    render(<PaymentDetailsCard details={debitOrder()} action={<button type="button">View</button>} />);
    expect(facts()).toEqual({
      'Payment method': 'Debit order',
      Bank: 'Capitec',
      'Account holder': 'Lerato Mokoena',
      'Account number': '******7890',
      'Account type': 'Savings',
      'Branch code': '470010',
      'Debit order day': '25th',
    });
    expect(screen.getByRole('button', { name: 'View' })).toBeInTheDocument();
  });

  it('shows a salary deduction by its reference, and says when nothing is collected', () => {
    const salary = debitOrder({ type: 'deduct_from_salary', salaryReferenceNumber: '10000001' });
    const { rerender } = render(<PaymentDetailsCard details={salary} />);
    expect(facts()).toEqual({
      'Payment method': 'Deduct from salary',
      'Salary reference number': '10000001',
    });
    rerender(<PaymentDetailsCard details={null} />);
    expect(screen.getByText('No premium is collected for this cover.')).toBeInTheDocument();
  });
});
