/** The change screens of a device policy (/<audience>/device/policies/:policyId/:action). */
export const DEVICE_POLICY_ACTIONS = [
  { action: 'payment', label: 'Payment details', activeOnly: false },
  { action: 'cancel', label: 'Cancel policy', activeOnly: true },
] as const;

export type DevicePolicyAction = (typeof DEVICE_POLICY_ACTIONS)[number]['action'];

export const isDevicePolicyAction = (value: string | undefined): value is DevicePolicyAction =>
  DEVICE_POLICY_ACTIONS.some((entry) => entry.action === value);

export const deviceActionLabel = (action: DevicePolicyAction) =>
  DEVICE_POLICY_ACTIONS.find((entry) => entry.action === action)?.label ?? action;
