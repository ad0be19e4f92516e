import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { POLICY_ID } from '../../../../components/policies/test-records';
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
});
