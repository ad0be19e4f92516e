import { DeviceClaimList } from '../../shared/claims/device-claim-list';

/** /retail/device/claims: the device claims with their status. */
export function RetailDeviceClaimsPage() {
  return <DeviceClaimList family="retail" />;
}
