import { DeviceClaimSubmit } from '../../shared/claims/device-claim-submit';

/** /employee/device/claims/new?policyId=: make a device claim. */
export function EmployeeDeviceClaimSubmitPage() {
  return <DeviceClaimSubmit family="employee" />;
}
