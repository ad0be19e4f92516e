/**
 * The employee's vehicle inspections offer no "Remove" for the inspection of an application an underwriter is
 * reviewing (the view's applicationUnderReview; the server refuses it then, 409, decision 0040), and still
 * offer it for any other inspection not yet approved.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, mockFetch } from '../../../../test/mock-fetch';
import { renderWithApp } from '../../../../test/render';
import { preInspection } from '../../shared/policies/test-motor-claim';
import { MOTOR_API } from '../../shared/policies/test-motor-policy';
import { EmployeeMotorPoliciesPage } from './motor-policies-page';

afterEach(() => vi.unstubAllGlobals());

describe('EmployeeMotorPoliciesPage inspections under review', () => {
  it('offers no "Remove" for the inspection of an application an underwriter is reviewing', async () => {
    mockFetch({
      [`GET ${MOTOR_API.employee}/policies/getPolicies`]: () => json(200, { data: [] }),
      [`GET ${MOTOR_API.employee}/applications/getApplications`]: () => json(200, { data: [] }),
      [`GET ${MOTOR_API.employee}/preinspections/getPreinspectionsByIdNumber`]: () =>
        json(200, {
          data: [
            preInspection({ assessmentStatus: 'SUBMITTED', applicationUnderReview: true }),
            preInspection({
              preInspectionId: 'a0a0a0a0-b1b1-4c2c-8d3d-e4e4e4e4e4e4',
              make: 'Ford',
              model: 'Ranger',
              registrationNo: 'ND 1-2',
              assessmentStatus: 'SUBMITTED',
              applicationUnderReview: false,
            }),
          ],
        }),
    });
    renderWithApp(<EmployeeMotorPoliciesPage />, { path: '/employee/motor/policies' });
    const reviewed = await screen.findByRole('article', {
      name: 'Inspection of the Mazda CX-5 (GP 55 XY GP)',
    });
    expect(within(reviewed).queryByRole('button', { name: /^Remove the inspection/ })).toBeNull();
    const other = screen.getByRole('article', { name: 'Inspection of the Ford Ranger (ND 1-2)' });
    expect(
      within(other).getByRole('button', { name: 'Remove the inspection of the Ford Ranger (ND 1-2)' }),
    ).toBeInTheDocument();
  });
});
