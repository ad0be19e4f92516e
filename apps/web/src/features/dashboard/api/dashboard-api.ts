import { DEVICE_CREDIT_LIFE_PATHS, DEVICE_PATHS } from '@cover/domain/device';
import { MOTOR_PATHS, VEHICLE_CREDIT_LIFE_PATHS } from '@cover/domain/motor';
import { FUNERAL_PATHS, retailFuneralFamily } from '@cover/domain/funeral';
import { api } from '../../../app/api';
import type { Audience } from '../../../lib/identity';

/** The funeral policy list of the audience's family (retail: jmr when config.flags.useJmrEndpoints). */
export function funeralPolicyListPath(audience: Audience, useJmrEndpoints: boolean): string {
  const route =
    audience === 'retail'
      ? retailFuneralFamily(useJmrEndpoints).getPolicy
      : FUNERAL_PATHS.employee.getPolicies;
  return route.path.replace(/^\/api\//, '');
}

/** The device policy list of the audience's family. */
export function devicePolicyListPath(audience: Audience): string {
  return DEVICE_PATHS[audience].getPolicy.path.replace(/^\/api\//, '');
}

/** The motor policy list of the audience's family. */
export function motorPolicyListPath(audience: Audience): string {
  return MOTOR_PATHS[audience].getPolicies.path.replace(/^\/api\//, '');
}

/** The credit life policy list of a financed phone, of the audience's family. */
export function deviceCreditLifeListPath(audience: Audience): string {
  return DEVICE_CREDIT_LIFE_PATHS[audience].getPolicies.path.replace(/^\/api\//, '');
}

/** The credit life policy list of a financed vehicle, of the audience's family. */
export function vehicleCreditLifeListPath(audience: Audience): string {
  return VEHICLE_CREDIT_LIFE_PATHS[audience].getPolicies.path.replace(/^\/api\//, '');
}

/** The audience's application list of a line (relative to /api): funeral (retail: jmr when configured). */
export function funeralApplicationListPath(audience: Audience, useJmrEndpoints: boolean): string {
  const route =
    audience === 'retail'
      ? retailFuneralFamily(useJmrEndpoints).getApplicationByPolicyHolder
      : FUNERAL_PATHS.employee.getApplications;
  return route.path.replace(/^\/api\//, '');
}
export const deviceApplicationListPath = (audience: Audience): string =>
  DEVICE_PATHS[audience].getApplications.path.replace(/^\/api\//, '');
export const motorApplicationListPath = (audience: Audience): string =>
  MOTOR_PATHS[audience].getApplications.path.replace(/^\/api\//, '');

/** What the dashboard shows of an application of any line still on its way to a policy. */
export interface DashboardApplication {
  applicationId: string;
  applicationNumber: string;
  packageName: string;
  status: string;
  statusDisplayValue: string;
  underwritingStatus: string | null;
  underwritingReason: string | null;
  recentlyUpdated: boolean;
  policyId: string | null;
}

/** Still on its way: pending or approved, with no policy yet (an issued one is listed as its policy). */
const onItsWay = (application: DashboardApplication) =>
  (application.status === 'PENDING' || application.status === 'APPROVED') && application.policyId === null;

/** What the dashboard shows of a policy of any line. */
export interface DashboardPolicy {
  policyId: string;
  policyNumber: string;
  packageName: string;
  monthlyPremium: number;
  sumAssured: number;
  status: string;
  statusDisplayValue: string;
  /** when it was cancelled or lapsed (the list then says so instead of its premium) */
  cancelledAt?: string | null;
  lapsedAt?: string | null;
}

/** The signed-in user's policies of a line (its list path), for the dashboard's "your cover". */
export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDashboardPolicies: build.query<DashboardPolicy[], { path: string }>({
      query: ({ path }) => ({ url: path, params: { limit: 20 } }),
      transformResponse: (reply: { data: DashboardPolicy[] }) => reply.data,
      providesTags: ['Policy'],
    }),
    /** The user's applications of a line still on their way (its list path), for the line's card. */
    getDashboardApplications: build.query<DashboardApplication[], { path: string }>({
      query: ({ path }) => ({ url: path, params: { limit: 20 } }),
      transformResponse: (reply: { data: DashboardApplication[] }) => reply.data.filter(onItsWay),
      providesTags: ['Application'],
    }),
  }),
});

export const { useGetDashboardApplicationsQuery, useGetDashboardPoliciesQuery } = dashboardApi;
