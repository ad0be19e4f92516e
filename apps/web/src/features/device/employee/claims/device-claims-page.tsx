import { DeviceClaimList } from '../../shared/claims/device-claim-list';

/** /employee/device/claims: the device claims with their status. */
export function EmployeeDeviceClaimsPage() {
  return <DeviceClaimList family="employee" />;
}
