import { DevicePolicyActionPage } from '../../shared/policies/device-policy-action-page';

/** /employee/device/policies/:policyId/:action: payment details or cancelling. */
export function EmployeeDevicePolicyActionPage() {
  return <DevicePolicyActionPage family="employee" />;
}
