import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { keepAmountsTogether } from '../../../../components/money/format-money';
import { POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, devicePolicy, devicePolicyDetail } from '../../shared/policies/test-device-policy';
import { EmployeeDevicePolicyActionPage } from './device-policy-action-page';

afterEach(() => vi.unstubAllGlobals());

describe('employee device payment details', () => {
  it('lets an employee switch to salary deduction once they authorise it', async () => {
    const EMPLOYEE = DEVICE_API.employee;
    const { callsTo } = mockFetch({
      [`GET ${EMPLOYEE}/policy/getPolicyByPolicyId`]: () => json(200, devicePolicyDetail()),
      [`GET ${EMPLOYEE}/policy/getPolicyPayment`]: () =>
        json(200, {
          policyId: POLICY_ID,
          paymentDetails: devicePolicy().module.paymentDetails,
          billingDay: 25,
          nextBillingDate: '2025-03-25',
          monthlyPremium: 9_900,
          balance: 0,
          collections: [],
        }),
      [`POST ${EMPLOYEE}/policy/updatePolicyPayment`]: () =>
        json(200, {
          policyId: POLICY_ID,
          paymentDetails: null,
          billingDay: 25,
          nextBillingDate: '2025-03-25',
          monthlyPremium: 9_900,
          balance: 0,
          collections: [],
        }),
    });
    renderWithApp(
      <Routes>
        <Route
          path="/employee/device/policies/:policyId/:action"
          element={<EmployeeDevicePolicyActionPage />}
        />
      </Routes>,
      { path: `/employee/device/policies/${POLICY_ID}/payment` },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Update payment details' }));
    expect(screen.getByRole('region', { name: 'New debit order' })).toBeInTheDocument();
    await user.click(
      screen.getByRole('checkbox', {
        name: keepAmountsTogether(
          'I authorise Telkom to deduct R 99,00 a month from my salary for this cover.',
        ),
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay from my salary' }));
    await waitFor(() => expect(callsTo('POST', `${EMPLOYEE}/policy/updatePolicyPayment`)).toHaveLength(1));
    expect(callsTo('POST', `${EMPLOYEE}/policy/updatePolicyPayment`)[0]?.body).toEqual({
      policyId: POLICY_ID,
      paymentMethod: { type: 'deduct_from_salary' },
      consents: { salaryDeduction: true },
    });
  });
});
