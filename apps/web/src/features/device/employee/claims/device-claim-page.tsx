import { DeviceClaimDetail } from '../../shared/claims/device-claim-detail';

/** /employee/device/claims/:claimId: one device claim, its progress and documents. */
export function EmployeeDeviceClaimPage() {
  return <DeviceClaimDetail family="employee" />;
}
