import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ACCOUNT_TYPED,
  announced,
  authoriseDebitOrder,
  chooseDifferentAccount,
  DEBIT_ORDER_SENT,
  debitOrder,
  fillIn,
  POLICY_ID,
} from '../../../../components/policies/test-records';
import { UNABLE_TO } from '@cover/domain';
import { json, mockFetch, refusal } from '../../../../test/mock-fetch';
import { MOTOR_API, motorPolicyDetail } from '../../shared/policies/test-motor-policy';
import { DETAIL, open } from './motor-policy-action-testing';

afterEach(() => vi.unstubAllGlobals());

const PAYMENT = `GET ${MOTOR_API.retail}/policies/getPolicyPayment`;
const UPDATE = `${MOTOR_API.retail}/policies/updatePolicyPayment`;
const payment = (extra: Record<string, unknown> = {}) => ({
  policyId: POLICY_ID,
  paymentDetails: debitOrder(),
  billingDay: 25,
  nextBillingDate: '2026-12-25',
  monthlyPremium: 112_700,
  balance: 0,
  collections: [],
  ...extra,
});

describe('RetailMotorPolicyActionPage: payment details', () => {
  it('shows how the policy is paid and sends a new debit order from the next collection on', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [PAYMENT]: () => json(200, payment()),
      [`POST ${UPDATE}`]: () => json(200, payment({ paymentDetails: debitOrder({ bankName: 'Capitec' }) })),
    });
    open('payment');
    expect(await screen.findByRole('region', { name: 'How you pay' })).toHaveTextContent('******7890');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    await chooseDifferentAccount(user, section);
    await fillIn(user, section, ACCOUNT_TYPED);
    await authoriseDebitOrder(user, section);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(await screen.findByText('Your payment details are updated')).toBeInTheDocument();
    expect(callsTo('POST', UPDATE)[0]?.body).toEqual({
      policyId: POLICY_ID,
      paymentMethod: DEBIT_ORDER_SENT,
      billingDay: 25,
      consents: { debitOrder: true },
    });
  });

  it('puts an input refusal on its field without a "try again later" notice', async () => {
    mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [PAYMENT]: () => json(200, payment()),
      [`POST ${UPDATE}`]: () =>
        refusal(422, 'APPLICATION_INVALID', 'Please check the account', {
          'paymentMethod.accountNumber': 'Account closed',
        }),
    });
    open('payment');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    await chooseDifferentAccount(user, section);
    await fillIn(user, section, ACCOUNT_TYPED);
    await authoriseDebitOrder(user, section);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect(await within(section).findByText('Please check the account')).toBeInTheDocument();
    expect(within(section).getByLabelText(/^Account number/)).toHaveAccessibleDescription('Account closed');
    expect(screen.getByTestId('notification-alert')).not.toHaveTextContent(UNABLE_TO.UPDATE_POLICY);
  });

  it('announces a failure of the service itself', async () => {
    mockFetch({
      [DETAIL]: () => json(200, motorPolicyDetail()),
      [PAYMENT]: () => json(200, payment()),
      [`POST ${UPDATE}`]: () => refusal(500, 'INTERNAL', 'Something went wrong on our side'),
    });
    open('payment');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    await authoriseDebitOrder(user, section);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    await announced(UNABLE_TO.UPDATE_POLICY, 'notification-alert');
  });
});
