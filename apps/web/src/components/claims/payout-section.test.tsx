/**
 * The payout account of every line's claim form: on a policy paid by debit order it starts from that account
 * (masked as the server gives it) and submits only that it is the premium account; the customer can pay into
 * another account instead, typed from the premium account's bank, holder and type. A policy paid by salary
 * deduction has no such account: the fields start empty.
 */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import type { PaymentDetails } from '@cover/domain';
import { emptyPayoutDraft, payoutBody, type PayoutFormValues } from './payout-draft';
import { PayoutSection, PREMIUM_ACCOUNT_TEXTS } from './payout-section';
import type { PolicyPaidBy } from './premium-account';

const DEBIT_ORDER: PaymentDetails = {
  paymentMethodId: 'pm-1',
  type: 'debit_order',
  bankName: 'capitec',
  branchCode: '470010',
  accountHolderName: 'Lerato Khumalo',
  accountNumber: '••••6789',
  accountType: 'savings',
  debitOrderDate: 25,
  salaryReferenceNumber: null,
  updatedAt: '2026-03-01T09:00:00.000Z',
};
const SALARY: PaymentDetails = {
  ...DEBIT_ORDER,
  paymentMethodId: 'pm-2',
  type: 'deduct_from_salary',
  bankName: null,
  branchCode: null,
  accountHolderName: null,
  accountNumber: null,
  accountType: null,
  salaryReferenceNumber: 'EMP12345',
};
const POLICIES: PolicyPaidBy[] = [
  { policyId: 'debit', module: { paymentDetails: DEBIT_ORDER } },
  { policyId: 'salary', module: { paymentDetails: SALARY } },
];

function Form({ policyId, onSubmit }: { policyId: string; onSubmit: (body: unknown) => void }) {
  const form = useForm<PayoutFormValues>({ defaultValues: { policyId, bankDetails: emptyPayoutDraft() } });
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => onSubmit(payoutBody(values.bankDetails)))}>
        <select aria-label="Policy" {...form.register('policyId')}>
          <option value="debit">Debit order policy</option>
          <option value="salary">Salary deduction policy</option>
        </select>
        <PayoutSection policies={POLICIES} />
        <button type="submit">Submit</button>
      </form>
    </FormProvider>
  );
}

const section = () => screen.getByRole('region', { name: 'Where to pay the benefit' });

describe('PayoutSection on a policy paid by debit order', () => {
  it('starts from the premium account, masked, and submits it as the premium account', async () => {
    const onSubmit = vi.fn();
    render(<Form policyId="debit" onSubmit={onSubmit} />);
    const text = section().textContent ?? '';
    expect(text).toContain(PREMIUM_ACCOUNT_TEXTS.intro);
    expect(text).toMatch(/Bank\s*Capitec \(branch code 470010\)/);
    expect(text).toMatch(/Account holder\s*Lerato Khumalo/);
    expect(text).toMatch(/Account number\s*••••6789/);
    expect(text).toMatch(/Account type\s*Savings/);
    expect(within(section()).queryByRole('textbox', { name: /Account number/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ source: 'premium_account' });
  });

  it('pays into another account, typed from the premium account’s bank, holder and type', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form policyId="debit" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: PREMIUM_ACCOUNT_TEXTS.change }));
    expect(screen.getByRole('combobox', { name: /Bank/ })).toHaveValue('capitec');
    expect(screen.getByRole('textbox', { name: /Account holder name/ })).toHaveValue('Lerato Khumalo');
    expect(screen.getByRole('combobox', { name: /Account type/ })).toHaveValue('savings');
    const number = screen.getByRole('textbox', { name: /Account number/ });
    expect(number).toHaveValue('');
    await user.type(number, '1234 5678 90');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      bankName: 'capitec',
      accountHolderName: 'Lerato Khumalo',
      accountNumber: '1234567890',
      accountType: 'savings',
    });
  });

  it('goes back to the premium account', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form policyId="debit" onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: PREMIUM_ACCOUNT_TEXTS.change }));
    await user.click(screen.getByRole('button', { name: PREMIUM_ACCOUNT_TEXTS.back('6789') }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ source: 'premium_account' });
  });
});

describe('PayoutSection on a policy paid by salary deduction', () => {
  it('has no premium account: the fields start empty', async () => {
    const onSubmit = vi.fn();
    render(<Form policyId="salary" onSubmit={onSubmit} />);
    expect(section()).not.toHaveTextContent(PREMIUM_ACCOUNT_TEXTS.intro);
    expect(screen.getByRole('textbox', { name: /Account holder name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('');
    expect(screen.queryByRole('button', { name: PREMIUM_ACCOUNT_TEXTS.change })).toBeNull();
  });

  it('drops the premium account when another policy, paid by salary deduction, is chosen', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Form policyId="debit" onSubmit={onSubmit} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Policy' }), 'salary');
    expect(section()).not.toHaveTextContent(PREMIUM_ACCOUNT_TEXTS.intro);
    expect(screen.getByRole('textbox', { name: /Account number/ })).toHaveValue('');
  });
});
