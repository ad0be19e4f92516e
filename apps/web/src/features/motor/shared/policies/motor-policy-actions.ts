/** The change screens of a motor policy (/<audience>/motor/policies/:policyId/:action). */
export const MOTOR_POLICY_ACTIONS = [
  { action: 'edit', label: 'Edit details', activeOnly: true },
  { action: 'swap', label: 'Swap vehicle', activeOnly: true },
  { action: 'payment', label: 'Payment details', activeOnly: true },
  { action: 'cancel', label: 'Cancel policy', activeOnly: true },
] as const;

export type MotorPolicyAction = (typeof MOTOR_POLICY_ACTIONS)[number]['action'];

export const isMotorPolicyAction = (value: string | undefined): value is MotorPolicyAction =>
  MOTOR_POLICY_ACTIONS.some((entry) => entry.action === value);

export const motorActionLabel = (action: MotorPolicyAction) =>
  MOTOR_POLICY_ACTIONS.find((entry) => entry.action === action)?.label ?? action;
