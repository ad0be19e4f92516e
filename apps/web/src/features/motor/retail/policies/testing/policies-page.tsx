/**
 * The retail motor policies page suites' setup (motor-policies-page.test.tsx,
 * motor-policies-inspections.test.tsx): the page opened, and its list calls answered.
 */
import { DEFAULT_CONFIG, json, mockFetch } from '../../../../../test/mock-fetch';
import { renderWithApp } from '../../../../../test/render';
import { MOTOR_API, motorPolicy } from '../../../shared/policies/test-motor-policy';
import type { motorApplication } from '../../../shared/policies/test-motor-application';
import type { preInspection } from '../../../shared/policies/test-motor-claim';
import { RetailMotorPoliciesPage } from '../motor-policies-page';

export const POLICIES = `${MOTOR_API.retail}/policies/getPolicies`;
export const APPLICATIONS = `${MOTOR_API.retail}/applications/getApplications`;
export const BY_ID_NUMBER = `${MOTOR_API.retail}/preinspections/getPreinspectionsByIdNumber`;
export const BY_VIN = `${MOTOR_API.retail}/preinspections/getPreinspectionsByVinNumber`;

export const open = () => renderWithApp(<RetailMotorPoliciesPage />, { path: '/retail/motor/policies' });

/** The list's calls answered: the policies, applications and inspections given (none by default). */
export function answer({
  policies = [motorPolicy()],
  applications = [] as ReturnType<typeof motorApplication>[],
  inspections = [] as ReturnType<typeof preInspection>[],
  config = DEFAULT_CONFIG,
  routes = {} as Parameters<typeof mockFetch>[0],
} = {}) {
  return mockFetch({
    ...routes,
    'GET /api/config': () => json(200, config),
    [`GET ${POLICIES}`]: () => json(200, { data: policies }),
    [`GET ${MOTOR_API.cms}/get-policies`]: () => json(200, { data: policies }),
    [`GET ${APPLICATIONS}`]: () => json(200, { data: applications }),
    [`GET ${MOTOR_API.cms}/get-applications`]: () => json(200, { data: applications }),
    [`GET ${BY_ID_NUMBER}`]: () => json(200, { data: inspections }),
    [`GET ${BY_VIN}`]: () => json(200, { data: inspections.slice(0, 1) }),
  });
}
