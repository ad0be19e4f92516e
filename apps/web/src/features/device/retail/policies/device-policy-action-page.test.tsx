import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import {
  ACCOUNT_TYPED,
  chooseDifferentAccount,
  cancellationTerms,
  debitOrder,
  authoriseDebitOrder,
  fillIn,
  POLICY_ID,
} from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicy, devicePolicyDetail } from '../../shared/policies/test-device-policy';
import { RetailDevicePolicyActionPage } from './device-policy-action-page';

afterEach(() => {
  vi.unstubAllGlobals();
  // the cancel flow keeps its draft and outcome in the tab (cancel-draft.ts): every test starts without them
  sessionStorage.clear();
});

const DETAIL = `GET ${DEVICE_API.retail}/policy/getPolicyByPolicyId`;
const CANCEL = `${DEVICE_API.retail}/policy/cancelPolicy`;
const page = (
  <Routes>
    <Route path="/retail/device/policies/:policyId/:action" element={<RetailDevicePolicyActionPage />} />
  </Routes>
);

describe('cancelling device cover', () => {
  it('states the 14-day cooling-off refund first, then cancels only after the confirmation', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, devicePolicyDetail()),
      [`POST ${CANCEL}`]: () =>
        json(200, {
          policy: devicePolicy({ status: 'CANCELLED', statusDisplayValue: 'Cancelled' }),
          withinCoolingOff: true,
          refund: { collectionId: 'c-1', amount: 9_900 },
          message: 'Your policy has been cancelled',
        }),
    });
    renderWithApp(page, { path: `/retail/device/policies/${POLICY_ID}/cancel` });
    const terms = (await screen.findByText('If you cancel today')).closest('[role=alert]');
    expect(terms?.textContent).toMatch(/inside the 14-day cooling-off period \(until 15 January 2025\)/);
    expect(terms?.textContent).toMatch(/we refund the R\s?99[.,]00 in premiums you paid/);

    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Too expensive' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const confirm = screen.getByRole('region', { name: 'Cancel policy DEV-0001?' });
    expect(confirm).toHaveTextContent('Cover of your Samsung Galaxy A15 stops today.');
    expect(within(confirm).getByText(/Refund:/)).toHaveTextContent(/R\s?99[.,]00/);
    expect(callsTo('POST', CANCEL)).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel policy DEV-0001' }));
    expect(
      await screen.findByText('You cancelled within the 14-day cooling-off period.'),
    ).toBeInTheDocument();
    expect(callsTo('POST', CANCEL)[0]?.body).toEqual({ policyId: POLICY_ID, reason: 'too_expensive' });
    expect(screen.getByRole('link', { name: 'Back to my policies' })).toHaveAttribute(
      'href',
      '/retail/device/policies',
    );
  });

  it('says nothing is refunded once the cooling-off period and the month paid for are over', async () => {
    mockFetch({
      [DETAIL]: () =>
        json(
          200,
          devicePolicyDetail(
            {},
            {},
            {
              cancellationTerms: cancellationTerms({
                withinCoolingOff: false,
                coolingOffEndsOn: '2025-01-15',
                refundAmount: 0,
              }),
            },
          ),
        ),
    });
    renderWithApp(page, { path: `/retail/device/policies/${POLICY_ID}/cancel` });
    expect(
      await screen.findByText(
        /The 14-day cooling-off period ended on 15 January 2025\. The premiums paid were for the days up to today, so there is nothing to refund/,
      ),
    ).toBeInTheDocument();
  });

  it("shows 'page not found' for an action a device policy does not have", async () => {
    mockFetch();
    renderWithApp(page, { path: `/retail/device/policies/${POLICY_ID}/beneficiaries` });
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});

describe('device payment details', () => {
  const payment = (bankName: string) => ({
    policyId: POLICY_ID,
    paymentDetails: debitOrder({ bankName }),
    billingDay: 25,
    nextBillingDate: '2026-12-25',
    monthlyPremium: 9_900,
    balance: 0,
    collections: [],
  });

  it('closes the form once saved, showing only the masked account, under one "Payment details" heading', async () => {
    let bank = 'FNB';
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, devicePolicyDetail()),
      [`GET ${DEVICE_API.retail}/policy/getPolicyPayment`]: () => json(200, payment(bank)),
      [`POST ${DEVICE_API.retail}/policy/updatePolicyPayment`]: () => {
        bank = 'Capitec';
        return json(200, payment(bank));
      },
    });
    renderWithApp(page, { path: `/retail/device/policies/${POLICY_ID}/payment` });
    const current = await screen.findByRole('region', { name: 'How you pay' });
    expect(current).toHaveTextContent('******7890');
    expect(screen.getAllByRole('heading', { name: 'Payment details' })).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    const section = screen.getByRole('region', { name: 'New debit order' });
    await chooseDifferentAccount(user, section);
    await fillIn(user, section, ACCOUNT_TYPED);
    await authoriseDebitOrder(user, section);
    await user.click(within(section).getByRole('button', { name: 'Save payment details' }));
    expect((await screen.findAllByText('Your payment details are updated')).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'New debit order' })).toBeNull());
    expect(screen.queryByDisplayValue(/1234\s?567\s?890/)).toBeNull();
    expect(await screen.findByRole('region', { name: 'How you pay' })).toHaveTextContent('Capitec');
    expect(screen.getByRole('region', { name: 'How you pay' })).toHaveTextContent('******7890');
    expect(callsTo('POST', `${DEVICE_API.retail}/policy/updatePolicyPayment`)).toHaveLength(1);

    // Opened again, the form starts empty: the full account number is not kept on the page.
    await user.click(screen.getByRole('button', { name: 'Update payment details' }));
    await chooseDifferentAccount(user, screen.getByRole('region', { name: 'New debit order' }));
    expect(screen.getByLabelText(/^Account number/)).toHaveValue('');
  });
});
