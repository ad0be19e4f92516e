import { DeviceClaimSubmit } from '../../shared/claims/device-claim-submit';

/** /retail/device/claims/new?policyId=: make a device claim. */
export function RetailDeviceClaimSubmitPage() {
  return <DeviceClaimSubmit family="retail" />;
}
