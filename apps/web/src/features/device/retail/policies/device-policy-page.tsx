import { DevicePolicyDetailPage } from '../../shared/policies/device-policy-detail';

/** /retail/device/policies/:policyId: one device policy. */
export function RetailDevicePolicyPage() {
  return <DevicePolicyDetailPage family="retail" />;
}
