import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { emptyBankAccount, type BankAccountDraft } from './bank-account-draft';
import { BankAccountFields } from './bank-account-fields';
import { BankAccountFormFields } from './bank-account-form-fields';
import { bankAccountErrors, bankAccountSchema, debitOrderPayment } from './bank-account-schema';
import { ACCOUNT_TYPED, DEBIT_ORDER_SENT, fillIn } from './test-records';

function AccountForm({ onValid }: { onValid: (account: BankAccountDraft) => void }) {
  const { control, handleSubmit } = useForm<BankAccountDraft>({
    resolver: zodResolver(bankAccountSchema),
    defaultValues: emptyBankAccount(),
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)}>
      <BankAccountFormFields control={control} />
      <button type="submit">Save</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));

describe('bank account field group', () => {
  it('ties each problem to its field, keeps what was typed and sends nothing', async () => {
    const onValid = vi.fn();
    render(<AccountForm onValid={onValid} />);
    const user = userEvent.setup();
    await user.type(field('Account number'), '12ab3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Bank')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Bank')).toHaveAccessibleDescription('Please choose your bank');
    expect(field('Account holder name')).toHaveAccessibleDescription('Please enter a name');
    expect(field('Account number')).toHaveAccessibleDescription(
      'Please enter a valid bank account number (6 to 16 digits)',
    );
    expect(field('Account number')).toHaveValue('123');
    expect(field('Account type')).toHaveAccessibleDescription('Please choose the account type');
    expect(field('Debit order day')).toHaveAccessibleDescription('Please choose a debit order day');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('fills in the branch code from the bank and hands over a complete account', async () => {
    const onValid = vi.fn();
    render(<AccountForm onValid={onValid} />);
    const user = userEvent.setup();
    await fillIn(user, document.body, { ...ACCOUNT_TYPED, 'Debit order day': '25' });
    expect(field('Branch code')).toHaveValue('470010');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    const [account] = onValid.mock.calls[0] as [BankAccountDraft];
    expect(debitOrderPayment(account)).toEqual(DEBIT_ORDER_SENT);
  });

  it('still serves screens that keep the draft in their own state (value, onChange, bankAccountErrors)', async () => {
    function Kept() {
      const [draft, setDraft] = useState(emptyBankAccount('Lerato Mokoena'));
      return (
        <BankAccountFields
          value={draft}
          onChange={(change) => setDraft({ ...draft, ...change })}
          errors={bankAccountErrors(draft)}
        />
      );
    }
    render(<Kept />);
    await userEvent.setup().selectOptions(field('Bank'), 'Capitec');
    expect(field('Branch code')).toHaveValue('470010');
    expect(field('Bank')).toHaveAttribute('aria-invalid', 'false');
    expect(field('Account type')).toHaveAccessibleDescription('Please choose the account type');
  });
});
