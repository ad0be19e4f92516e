import type { DeviceFamily } from '../api/purchase-api';

/** Page paths of the device buying journey (the policy pages belong to the device policies screens). */
export const DEVICE_PURCHASE_PATHS = {
  product: '/device',
  quote: '/device/quote',
  register: (family: DeviceFamily) => `/${family}/device/register`,
  policy: (family: DeviceFamily, policyId: string) => `/${family}/device/policies/${policyId}`,
  policies: (family: DeviceFamily) => `/${family}/device/policies`,
} as const;
