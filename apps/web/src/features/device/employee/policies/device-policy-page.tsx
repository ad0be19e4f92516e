import { DevicePolicyDetailPage } from '../../shared/policies/device-policy-detail';

/** /employee/device/policies/:policyId: one device policy. */
export function EmployeeDevicePolicyPage() {
  return <DevicePolicyDetailPage family="employee" />;
}
