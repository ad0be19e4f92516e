import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DEBIT_ORDER_CONSENT_MESSAGE,
  SALARY_DEDUCTION_CONSENT_MESSAGE,
  type PaymentDetails,
} from '@cover/domain';
import { renderWithApp } from '../../test/render';
import { keepAmountsTogether } from '../money/format-money';
import { PolicyPayment } from './policy-payment';
import { ACCOUNT_TYPED, chooseDifferentAccount, debitOrder, fillIn, POLICY_ID } from './test-records';

const CREDIT_LIFE = {
  policyId: '00000000-0000-4000-8000-0000000000c1',
  policyNumber: 'DCL-000123',
  monthlyPremium: 3_360,
};

/** The payment page of a device policy (R 169,00) with its credit life (R 33,60) paid the same way. */
function renderPayment(paymentDetails: PaymentDetails, { salaryDeduction = false } = {}) {
  const save = vi.fn().mockResolvedValue({ ok: true, data: {} });
  renderWithApp(
    <PolicyPayment
      payment={{
        isLoading: false,
        refetch: vi.fn(),
        data: {
          policyId: POLICY_ID,
          paymentDetails,
          billingDay: 25,
          nextBillingDate: '2026-12-25',
          monthlyPremium: 16_900,
          balance: 0,
          collections: [],
          movesWith: [CREDIT_LIFE],
        },
      }}
      changeable
      billingDay={25}
      save={save}
      busy={false}
      problem={null}
      salaryDeduction={salaryDeduction}
    />,
  );
  return { save, user: userEvent.setup() };
}

const SALARY: PaymentDetails = {
  ...debitOrder(),
  type: 'deduct_from_salary',
  bankName: null,
  branchCode: null,
  accountHolderName: null,
  accountNumber: null,
  accountType: null,
  debitOrderDate: null,
};

const authorisation = (section: HTMLElement) =>
  within(section).getByRole('checkbox', { name: /I authorise/ });

describe('PolicyPayment: a new debit order asks its authorisation', () => {
  it('names the total a month of the policy and its credit life, the new account’s ending and the day', async () => {
    const { save, user } = renderPayment(debitOrder());
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    await chooseDifferentAccount(user, section);
    await fillIn(user, section, { ...ACCOUNT_TYPED, 'Account number': '62999988887' });
    expect(section).toHaveTextContent(
      'R 202,60 a month: R 169,00 for this policy and R 33,60 for its credit life DCL-000123',
    );
    expect(authorisation(section)).toHaveAccessibleName(
      keepAmountsTogether(
        'I authorise the insurer to collect R 202,60 a month by debit order from your Capitec account ending 8887, on the 25th of each month, until I cancel these policies.',
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(await within(section).findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    // nothing typed is lost
    expect(within(section).getByLabelText(/^Account number/)).toHaveValue('62999988887');
    await user.click(authorisation(section));
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ billingDay: 25, consents: { debitOrder: true } }),
    );
  });

  it('asks it for the account on file on another day, by its ending', async () => {
    const { save, user } = renderPayment(debitOrder());
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    expect(authorisation(section)).toHaveAccessibleName(/from your Capitec account ending 7890, on the 25th/);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(await within(section).findByText(DEBIT_ORDER_CONSENT_MESSAGE)).toBeInTheDocument();
    await user.click(authorisation(section));
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(save).toHaveBeenCalledWith({ billingDay: 25, consents: { debitOrder: true } });
  });

  it('tells an employee paid from their salary that the deduction stops for both policies', async () => {
    const { user } = renderPayment(SALARY, { salaryDeduction: true });
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    expect(section).toHaveTextContent(
      'The salary deduction stops for this policy and its credit life DCL-000123 from the next deduction.',
    );
    expect(authorisation(section)).toHaveAccessibleName(/collect R\u00a0202,60 a month/);
  });
});

describe('PolicyPayment: a move to the salary deduction asks its authorisation', () => {
  it('names the total a month for both policies and sends nothing until it is given', async () => {
    const { save, user } = renderPayment(debitOrder(), { salaryDeduction: true });
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'Pay from my salary' });
    expect(section).toHaveTextContent(
      'Your salary pays R 202,60 a month: R 169,00 for this policy and R 33,60 for its credit life DCL-000123.',
    );
    await user.click(within(section).getByRole('button', { name: 'Pay from my salary' }));
    expect(save).not.toHaveBeenCalled();
    expect(section).toHaveTextContent(SALARY_DEDUCTION_CONSENT_MESSAGE);
    const consent = within(section).getByRole('checkbox', {
      name: keepAmountsTogether(
        'I authorise Telkom to deduct R 202,60 a month from my salary for this cover.',
      ),
    });
    await user.click(consent);
    await user.click(within(section).getByRole('button', { name: 'Pay from my salary' }));
    expect(save).toHaveBeenCalledWith({
      paymentMethod: { type: 'deduct_from_salary' },
      consents: { salaryDeduction: true },
    });
  });
});
