import { describe, expect, it, vi } from 'vitest';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import { ClaimFormFrame } from './claim-form-frame';
import { FieldGrid } from './field-grid';
import { FormMoneyField, FormPhoneField, FormSaIdField } from './form-bound-fields';
import { FormSelectField } from './form-select-field';
import { emptyPayoutDraft } from './payout-draft';
import { PayoutSection } from './payout-section';
import { useClaimForm, type ClaimSubmitOutcome } from './use-claim-form';

const required = (message: string) => z.string().min(1, message);
const schema = z.object({
  kind: required('Please choose what happened'),
  idNumber: z.string().regex(/^\d{13}$/, 'Please enter a 13-digit ID number'),
  mobile: required('Please enter your mobile number'),
  amount: z
    .number()
    .nullable()
    .refine((amount) => amount !== null && amount > 0, 'Please enter the amount you are claiming'),
  bankDetails: z.object({
    bankName: required('Please choose the bank'),
    accountHolderName: required('Please enter a name'),
    accountNumber: z.string().regex(/^[\d ]{6,20}$/, 'Please enter a valid bank account number'),
    accountType: required('Please choose the account type'),
  }),
});
type Values = z.infer<typeof schema>;

function TestClaimForm({ onSubmit }: { onSubmit: (values: Values) => Promise<ClaimSubmitOutcome | void> }) {
  const claim = useClaimForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { kind: '', idNumber: '', mobile: '', amount: null, bankDetails: emptyPayoutDraft() },
    onSubmit,
  });
  const { control } = claim.form;
  return (
    <ClaimFormFrame label="Test claim" claim={claim}>
      <FieldGrid>
        <FormSelectField
          control={control}
          name="kind"
          label="What happened"
          required
          placeholder="Choose what happened"
          options={[
            { value: 'theft', label: 'Theft' },
            { value: 'damage', label: 'Damage' },
          ]}
        />
        <FormSaIdField control={control} name="idNumber" label="Your SA ID number" required />
        <FormPhoneField control={control} name="mobile" label="Your mobile number" required />
        <FormMoneyField control={control} name="amount" label="Amount claimed" required maxCents={100_000} />
      </FieldGrid>
      <PayoutSection />
    </ClaimFormFrame>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^What happened/), 'Theft');
  await user.type(screen.getByLabelText(/^Your SA ID number/), '8001015009087');
  await user.type(screen.getByLabelText(/^Your mobile number/), '0825550101');
  await user.type(screen.getByLabelText(/^Amount claimed/), '500');
  await user.selectOptions(screen.getByLabelText(/^Bank/), 'Capitec');
  await user.type(screen.getByLabelText(/^Account holder name/), 'Lerato Mokoena');
  await user.type(screen.getByLabelText(/^Account number/), '1234-5678 90');
  await user.selectOptions(screen.getByLabelText(/^Account type/), 'Savings');
}

describe('claim form (useClaimForm, ClaimFormFrame, bound fields, PayoutSection)', () => {
  it('shows every problem on its field, tied to it, focuses the first and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderWithApp(<TestClaimForm onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Test claim' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Where to pay the benefit' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit claim' }));

    const kind = screen.getByLabelText(/^What happened/);
    expect(await screen.findByText('Please choose what happened')).toBeInTheDocument();
    expect(kind).toHaveAccessibleDescription('Please choose what happened');
    expect(screen.getByLabelText(/^Your SA ID number/)).toHaveAccessibleDescription(
      'Please enter a 13-digit ID number',
    );
    expect(screen.getByLabelText(/^Amount claimed/)).toHaveAccessibleDescription(
      'Please enter the amount you are claiming',
    );
    expect(screen.getByLabelText(/^Bank/)).toHaveAccessibleDescription('Please choose the bank');
    expect(screen.getByLabelText(/^Account number/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(kind).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the values (mobile normalised, account number without dashes), showing the branch code and the busy button meanwhile', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn((_values: Values) => new Promise<void>((resolve) => (finish = resolve)));
    renderWithApp(<TestClaimForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillValid(user);
    expect(screen.getByLabelText(/^Bank/)).toHaveAccessibleDescription('Branch code 470010');
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      kind: 'theft',
      idNumber: '8001015009087',
      mobile: '+27825550101',
      amount: 50_000,
      bankDetails: {
        bankName: 'capitec',
        accountHolderName: 'Lerato Mokoena',
        accountNumber: '12345678 90',
        accountType: 'savings',
      },
    });
    expect(screen.getByRole('button', { name: /Submit claim/ })).toBeDisabled();
    finish();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit claim' })).toBeEnabled());
  });

  it('shows what the server refused on its field and as the problem, cleared by the next attempt', async () => {
    const onSubmit = vi
      .fn<(values: Values) => Promise<ClaimSubmitOutcome | void>>()
      .mockResolvedValueOnce({
        fields: { 'bankDetails.accountNumber': 'The bank does not know this account' },
        problem: 'Please check the payout account.',
      })
      .mockResolvedValueOnce(undefined);
    renderWithApp(<TestClaimForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));

    expect(await screen.findByText('Please check the payout account.')).toHaveClass('MuiAlert-message');
    expect(screen.getByLabelText(/^Account number/)).toHaveAccessibleDescription(
      'The bank does not know this account',
    );
    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByText('Please check the payout account.')).toBeNull();
  });
});
