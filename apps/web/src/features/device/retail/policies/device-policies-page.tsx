import { DevicePolicyList } from '../../shared/policies/device-policy-list';

/** /retail/device/policies: the retail customer's device policies and applications. */
export function RetailDevicePoliciesPage() {
  return <DevicePolicyList family="retail" />;
}
