import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_TYPED,
  alterationReply,
  DEBIT_ORDER_SENT,
  debitOrder,
  authoriseDebitOrder,
  fillIn,
  POLICY_ID,
} from '../../../../../components/policies/test-records';
import { json, mockFetch, refusal } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { RETAIL, retailPolicy } from '../test-policy';
import { PaymentDetails } from './payment-details';

afterEach(() => vi.unstubAllGlobals());

const PAYMENT = `${RETAIL}/getPolicyPayment`;
const UPDATE = `${RETAIL}/updatePolicyPayment`;
const reply = {
  policyId: POLICY_ID,
  paymentDetails: debitOrder(),
  billingDay: 25,
  nextBillingDate: '2025-03-25',
  monthlyPremium: 12_000,
  balance: 0,
  collections: [
    {
      collectionId: 'c-1',
      type: 'premium',
      status: 'successful',
      amount: 12_000,
      dueDate: '2025-02-25',
      failureReason: null,
      createdAt: '2025-02-25T00:00:00Z',
    },
  ],
};

async function openNewDebitOrder(account: 'current' | 'new' = 'new') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Update payment details' }));
  const section = screen.getByRole('region', { name: 'New debit order' });
  const field = (label: string) => within(section).getByLabelText(new RegExp(`^${label}`));
  if (account === 'new') await user.click(within(section).getByLabelText('Use a different bank account'));
  return { user, section, field };
}

describe('PaymentDetails', () => {
  it('shows the payment details, billing figures and recent collections', async () => {
    mockFetch({ [`GET ${PAYMENT}`]: () => json(200, reply) });
    renderWithApp(<PaymentDetails policy={retailPolicy()} />);
    expect(await screen.findByRole('region', { name: 'How you pay' })).toHaveTextContent('******7890');
    const collections = screen.getByRole('region', { name: 'Recent collections' });
    expect(within(collections).getByRole('listitem')).toHaveTextContent('Premium due 25 February 2025');
  });

  it('changes only the day, keeping the account on file without sending its number', async () => {
    const { callsTo } = mockFetch({
      [`GET ${PAYMENT}`]: () => json(200, reply),
      [`POST ${UPDATE}`]: () => json(200, alterationReply('Saved')),
    });
    renderWithApp(<PaymentDetails policy={retailPolicy()} />);
    const { user, section, field } = await openNewDebitOrder('current');
    expect(
      within(section).getByLabelText('Keep my current account: Capitec, account ending 7890, Lerato Mokoena'),
    ).toBeChecked();
    expect(within(section).queryByLabelText(/^Account number/)).toBeNull();
    await user.selectOptions(field('Debit order day'), '15');
    await authoriseDebitOrder(user, section);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    await waitFor(() => expect(callsTo('POST', UPDATE)).toHaveLength(1));
    expect(callsTo('POST', UPDATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      billingDay: 15,
      consents: { debitOrder: true },
    });
  });

  it('names the holder of the account on file when a different account is entered', async () => {
    mockFetch({ [`GET ${PAYMENT}`]: () => json(200, reply) });
    renderWithApp(<PaymentDetails policy={retailPolicy()} />);
    const { field } = await openNewDebitOrder('new');
    expect(field('Account holder name')).toHaveValue('Lerato Mokoena');
    expect(field('Account number')).toHaveValue('');
  });

  it('refuses an incomplete debit order, keeping what was typed, and sends nothing', async () => {
    const { callsTo } = mockFetch({ [`GET ${PAYMENT}`]: () => json(200, reply) });
    renderWithApp(<PaymentDetails policy={retailPolicy()} />);
    const { user, section, field } = await openNewDebitOrder();
    expect(field('Debit order day')).toHaveValue('25');
    await user.type(field('Account number'), '123');
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    await waitFor(() => expect(field('Account number')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Bank')).toHaveAccessibleDescription('Please choose your bank');
    expect(field('Account number')).toHaveValue('123');
    expect(callsTo('POST', UPDATE)).toHaveLength(0);
  });

  it("sends the new debit order and shows the server's refusal on the field it names", async () => {
    const { callsTo } = mockFetch({
      [`GET ${PAYMENT}`]: () => json(200, reply),
      [`POST ${UPDATE}`]: () =>
        refusal(422, 'VALIDATION_FAILED', 'The bank refused this account', {
          'paymentMethod.accountNumber': 'Account closed',
        }),
    });
    renderWithApp(<PaymentDetails policy={retailPolicy()} />);
    const { user, section, field } = await openNewDebitOrder();
    await fillIn(user, section, ACCOUNT_TYPED);
    await authoriseDebitOrder(user, section);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(await within(section).findByText('The bank refused this account')).toBeInTheDocument();
    expect(field('Account number')).toHaveAccessibleDescription('Account closed');
    expect(callsTo('POST', UPDATE)[0]?.body).toEqual({
      paymentMethod: DEBIT_ORDER_SENT,
      billingDay: 25,
      policyId: POLICY_ID,
      consents: { debitOrder: true },
    });
  });

  it('keeps the typed draft when the form is hidden and shown again', async () => {
    mockFetch({
      [`GET ${PAYMENT}`]: () => json(200, reply),
      [`POST ${UPDATE}`]: () => json(200, alterationReply('Saved')),
    });
    renderWithApp(<PaymentDetails policy={retailPolicy()} />);
    const { user, section, field } = await openNewDebitOrder();
    await user.clear(field('Account holder name'));
    await user.type(field('Account holder name'), 'Thabo');
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    const again = await openNewDebitOrder('current');
    expect(again.field('Account holder name')).toHaveValue('Thabo');
  });
});
