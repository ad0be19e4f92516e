import { DevicePolicyList } from '../../shared/policies/device-policy-list';

/** /employee/device/policies: the employee customer's device policies and applications. */
export function EmployeeDevicePoliciesPage() {
  return <DevicePolicyList family="employee" />;
}
