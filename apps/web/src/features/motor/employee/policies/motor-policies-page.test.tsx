import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_CONFIG, json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { MOTOR_API, motorPolicy } from '../../shared/policies/test-motor-policy';
import { EmployeeMotorPoliciesPage } from './motor-policies-page';

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeMotorPoliciesPage', () => {
  it('lists the employee’s motor cover from the employee family (the CMS switch is for retail customers only)', async () => {
    const { callsTo } = mockFetch({
      'GET /api/config': () =>
        json(200, { ...DEFAULT_CONFIG, flags: { ...DEFAULT_CONFIG.flags, motorServiceDiscontinued: true } }),
      [`GET ${MOTOR_API.employee}/policies/getPolicies`]: () =>
        json(200, {
          data: [motorPolicy({ packageName: 'MANAGEMENT_MOTOR_SCHEME' }, { scheme: 'management' })],
        }),
      [`GET ${MOTOR_API.employee}/applications/getApplications`]: () => json(200, { data: [] }),
      [`GET ${MOTOR_API.employee}/preinspections/getPreinspectionsByIdNumber`]: () => json(200, { data: [] }),
    });
    renderWithApp(<EmployeeMotorPoliciesPage />, { path: '/employee/motor/policies' });
    const link = await screen.findByRole('link', { name: /^Policy MOT-0001 Active\b/ });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^\/employee\/motor\/policies\//));
    expect(link).toHaveTextContent('Management scheme · Toyota Corolla 2021 (CA 123-456)');
    expect(callsTo('GET', `${MOTOR_API.cms}/get-policies`)).toHaveLength(0);
    expect(await screen.findByText('You have no vehicle inspections.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My claims' })).toHaveAttribute('href', '/employee/motor/claims');
  });
});
