import { DevicePolicyActionPage } from '../../shared/policies/device-policy-action-page';

/** /retail/device/policies/:policyId/:action: payment details or cancelling. */
export function RetailDevicePolicyActionPage() {
  return <DevicePolicyActionPage family="retail" />;
}
