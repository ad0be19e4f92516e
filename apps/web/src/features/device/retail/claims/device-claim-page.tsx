import { DeviceClaimDetail } from '../../shared/claims/device-claim-detail';

/** /retail/device/claims/:claimId: one device claim, its progress and documents. */
export function RetailDeviceClaimPage() {
  return <DeviceClaimDetail family="retail" />;
}
