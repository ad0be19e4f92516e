/** The change screens of a policy (/retail/funeral/policies/:policyId/:action). */
export const POLICY_ACTIONS = [
  { action: 'edit', label: 'Edit policy details', activeOnly: true },
  { action: 'beneficiaries', label: 'Beneficiaries', activeOnly: true },
  { action: 'children', label: 'Add children', activeOnly: true },
  // offered only while the policy covers no spouse (offeredActions)
  { action: 'spouse', label: 'Add a spouse', activeOnly: true },
  { action: 'extended-family', label: 'Extended family', activeOnly: true },
  { action: 'change-plan', label: 'Change plan', activeOnly: true },
  { action: 'payment', label: 'Payment details', activeOnly: false },
  { action: 'cancel', label: 'Cancel policy', activeOnly: true },
] as const;

export type PolicyAction = (typeof POLICY_ACTIONS)[number]['action'];

export const isPolicyAction = (value: string | undefined): value is PolicyAction =>
  POLICY_ACTIONS.some((entry) => entry.action === value);

export const actionLabel = (action: PolicyAction) =>
  POLICY_ACTIONS.find((entry) => entry.action === action)?.label ?? action;
