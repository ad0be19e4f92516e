import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DEFAULT_CONFIG, json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { motorApplication } from '../../shared/policies/test-motor-application';
import { MOTOR_API, motorPolicy } from '../../shared/policies/test-motor-policy';
import { EmployeeMotorPoliciesPage } from './motor-policies-page';

afterEach(() => vi.unstubAllGlobals());

const REVIEWING =
  'Our underwriters are reviewing your application. We will let you know by email or SMS, usually within 2 working days.';

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

  it('offers "Remove from my list" only where the server allows it: never while an underwriter reviews it (QA staff 11)', async () => {
    const base = motorApplication();
    const vehicle = (make: string) => ({ ...base.module, vehicle: { ...base.module.vehicle, make } });
    mockFetch({
      [`GET ${MOTOR_API.employee}/policies/getPolicies`]: () => json(200, { data: [] }),
      [`GET ${MOTOR_API.employee}/applications/getApplications`]: () =>
        json(200, {
          data: [
            motorApplication({
              applicationId: '11111111-2222-4333-8444-000000000001',
              underwritingStatus: 'Recommendation Awaited',
              waitingFor: REVIEWING,
              module: vehicle('Toyota'),
            }),
            motorApplication({
              applicationId: '11111111-2222-4333-8444-000000000002',
              underwritingStatus: 'OnHold',
              underwritingReason: 'Please send the purchase invoice',
              module: vehicle('Nissan'),
            }),
            motorApplication({
              applicationId: '11111111-2222-4333-8444-000000000003',
              module: vehicle('Ford'),
            }),
          ],
        }),
      [`GET ${MOTOR_API.employee}/preinspections/getPreinspectionsByIdNumber`]: () => json(200, { data: [] }),
    });
    renderWithApp(<EmployeeMotorPoliciesPage />, { path: '/employee/motor/policies' });
    for (const make of ['Toyota', 'Nissan']) {
      const reviewed = await screen.findByRole('article', {
        name: `Application for the ${make} Polo Vivo 2019`,
      });
      expect(within(reviewed).queryByRole('button', { name: /Remove from my list/ })).toBeNull();
    }
    // the underwriter's review is said once, not as what it waits for as well
    expect(
      within(screen.getByRole('article', { name: 'Application for the Toyota Polo Vivo 2019' })).getAllByText(
        REVIEWING,
      ),
    ).toHaveLength(1);
    const open = screen.getByRole('article', { name: 'Application for the Ford Polo Vivo 2019' });
    expect(within(open).getByRole('button', { name: /Remove from my list/ })).toBeInTheDocument();
  });
});
