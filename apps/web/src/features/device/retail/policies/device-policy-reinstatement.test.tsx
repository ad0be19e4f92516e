import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REINSTATEMENT_TEXTS } from '@cover/domain';
import { Route, Routes } from 'react-router';
import { debitOrder, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicyDetail } from '../../shared/policies/test-device-policy';
import { RetailDevicePolicyPage } from './device-policy-page';

afterEach(() => vi.unstubAllGlobals());

const DETAIL = `GET ${DEVICE_API.retail}/policy/getPolicyByPolicyId`;
const REINSTATEMENT = `/api/retail/policies/${POLICY_ID}/reinstatement`;
const page = (
  <Routes>
    <Route path="/retail/device/policies/:policyId" element={<RetailDevicePolicyPage />} />
  </Routes>
);

describe('a lapsed device policy page', () => {
  it('offers the reinstatement and, once paid, shows the policy active without the offer', async () => {
    let status: 'LAPSED' | 'ACTIVE' = 'LAPSED';
    const { callsTo } = mockFetch({
      [DETAIL]: () =>
        json(
          200,
          devicePolicyDetail({ status, statusDisplayValue: status === 'LAPSED' ? 'Lapsed' : 'Active' }),
        ),
      [`POST ${DEVICE_API.retail}/policy/getDocument`]: () => json(200, { data: [] }),
      [`GET ${REINSTATEMENT}`]: () =>
        json(200, {
          policyId: POLICY_ID,
          policyNumber: 'DEV-0001',
          line: 'device',
          status: 'LAPSED',
          eligible: true,
          reason: null,
          lapsedOn: '2026-04-05',
          windowEndsOn: '2026-06-04',
          arrears: 9_900,
          unpaidPremiums: [{ collectionId: 'c1', dueDate: '2026-03-15', amount: 9_900, failureReason: null }],
          monthlyPremium: 9_900,
          paymentMethod: debitOrder(),
          nextBillingDate: '2026-04-15',
        }),
      [`POST ${REINSTATEMENT}`]: () => {
        status = 'ACTIVE';
        return json(200, {
          policyId: POLICY_ID,
          policyNumber: 'DEV-0001',
          line: 'device',
          status: 'ACTIVE',
          version: 2,
          arrearsPaid: 9_900,
          collectionId: 'a1',
          reinstatedAt: '2026-04-06T10:00:00.000Z',
          nextBillingDate: '2026-04-15',
          paymentMethod: debitOrder(),
          message: REINSTATEMENT_TEXTS.reinstated,
        });
      },
    });
    renderWithApp(page, { path: `/retail/device/policies/${POLICY_ID}` });
    const offer = await screen.findByRole('region', { name: 'Reinstate this policy' });
    expect(await within(offer).findByText(/This policy lapsed on 5 April 2026/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Policy DEV-0001' })).toHaveTextContent('Lapsed');

    await userEvent
      .setup()
      .click(within(offer).getByRole('button', { name: 'Pay the arrears and reinstate' }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Policy DEV-0001' })).toHaveTextContent('Active'),
    );
    expect(screen.queryByRole('region', { name: 'Reinstate this policy' })).not.toBeInTheDocument();
    // the confirmation stays on screen (the snackbar) after the offer has gone
    expect(await screen.findByText(REINSTATEMENT_TEXTS.reinstated)).toBeInTheDocument();
    expect(callsTo('GET', `${DEVICE_API.retail}/policy/getPolicyByPolicyId`).length).toBeGreaterThan(1);
  });

  it('shows no reinstatement on a policy in force', async () => {
    const { callsTo } = mockFetch({
      [DETAIL]: () => json(200, devicePolicyDetail()),
      [`POST ${DEVICE_API.retail}/policy/getDocument`]: () => json(200, { data: [] }),
    });
    renderWithApp(page, { path: `/retail/device/policies/${POLICY_ID}` });
    expect(await screen.findByRole('region', { name: 'Policy DEV-0001' })).toHaveTextContent('Active');
    expect(screen.queryByRole('region', { name: 'Reinstate this policy' })).not.toBeInTheDocument();
    expect(callsTo('GET', REINSTATEMENT)).toHaveLength(0);
  });
});
