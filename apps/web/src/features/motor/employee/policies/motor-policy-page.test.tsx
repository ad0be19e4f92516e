import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { debitOrder, POLICY_ID } from '../../../../components/policies/test-records';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { MOTOR_API, motorPolicyDetail } from '../../shared/policies/test-motor-policy';
import { EmployeeMotorPolicyPage } from './motor-policy-page';

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeMotorPolicyPage', () => {
  it('shows an employee scheme policy from the employee family, its actions on the employee pages', async () => {
    mockFetch({
      [`GET ${MOTOR_API.employee}/getPolicyByPolicyId`]: () =>
        json(
          200,
          motorPolicyDetail({ packageName: 'FLEET_MOTOR_SCHEME' }, { scheme: 'fleet', paymentDetails: null }),
        ),
      [`POST ${MOTOR_API.employee}/documents/get`]: () => json(200, { data: [] }),
    });
    renderWithApp(
      <Routes>
        <Route path="/employee/motor/policies/:policyId" element={<EmployeeMotorPolicyPage />} />
      </Routes>,
      { path: `/employee/motor/policies/${POLICY_ID}` },
    );
    const summary = await screen.findByRole('region', { name: 'Policy MOT-0001' });
    expect(summary).toHaveTextContent('CoverFleet scheme');
    const actions = screen.getByRole('navigation', { name: 'Policy actions' });
    expect(within(actions).getByRole('link', { name: 'Swap vehicle' })).toHaveAttribute(
      'href',
      `/employee/motor/policies/${POLICY_ID}/swap`,
    );
    expect(screen.getByRole('link', { name: 'My motor cover' })).toHaveAttribute(
      'href',
      '/employee/motor/policies',
    );
  });

  it('says a cooling-off refund of premiums deducted from the salary comes back through the payroll', async () => {
    mockFetch({
      [`GET ${MOTOR_API.employee}/getPolicyByPolicyId`]: () =>
        json(
          200,
          motorPolicyDetail(
            {},
            { paymentDetails: debitOrder({ type: 'deduct_from_salary', salaryReferenceNumber: '10000001' }) },
          ),
        ),
      [`POST ${MOTOR_API.employee}/documents/get`]: () => json(200, { data: [] }),
    });
    renderWithApp(
      <Routes>
        <Route path="/employee/motor/policies/:policyId" element={<EmployeeMotorPolicyPage />} />
      </Routes>,
      { path: `/employee/motor/policies/${POLICY_ID}` },
    );
    const panel = await screen.findByRole('region', { name: 'If you cancel' });
    expect(panel).toHaveTextContent("through your employer's payroll");
    expect(panel).not.toHaveTextContent('to your bank account');
  });
});
