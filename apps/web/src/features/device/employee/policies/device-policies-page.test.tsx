import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { DEVICE_API, deviceApplication, devicePolicy } from '../../shared/policies/test-device-policy';
import { EmployeeDevicePoliciesPage } from './device-policies-page';

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeDevicePoliciesPage', () => {
  it('lists the employee’s device cover from the employee family, linking to the employee pages', async () => {
    const { calls } = mockFetch({
      [`GET ${DEVICE_API.employee}/policy/getPolicy`]: () =>
        json(200, { data: [devicePolicy({ packageName: 'EMPLOYEE_DEVICE_INSURANCE' })] }),
      [`GET ${DEVICE_API.employee}/application/getApplications`]: () =>
        json(200, { data: [deviceApplication({ packageName: 'EMPLOYEE_DEVICE_INSURANCE' })] }),
    });
    renderWithApp(<EmployeeDevicePoliciesPage />, { path: '/employee/device/policies' });
    const link = await screen.findByRole('link', { name: /^Policy DEV-0001 Active\b/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/employee\/device\/policies\//));
    expect(link).toHaveTextContent('Employee device cover');
    expect(
      await screen.findByRole('link', { name: 'Continue the application for the Apple iPhone 15' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/employee\/device\/register\?applicationId=/));
    expect(calls.some((call) => call.path.startsWith('/api/retail/'))).toBe(false);
  });
});
