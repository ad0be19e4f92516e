/** The change screens of an employee funeral policy (/employee/funeral/policies/:policyId/:action). */
export const EMPLOYEE_POLICY_ACTIONS = [
  { action: 'children', label: 'Add children', activeOnly: true },
  // offered only while the policy covers no spouse (offeredActions)
  { action: 'spouse', label: 'Add a spouse', activeOnly: true },
  { action: 'cancel', label: 'Cancel policy', activeOnly: true },
] as const;

export type EmployeePolicyAction = (typeof EMPLOYEE_POLICY_ACTIONS)[number]['action'];

export const isEmployeePolicyAction = (value: string | undefined): value is EmployeePolicyAction =>
  EMPLOYEE_POLICY_ACTIONS.some((entry) => entry.action === value);

export const employeeActionLabel = (action: EmployeePolicyAction) =>
  EMPLOYEE_POLICY_ACTIONS.find((entry) => entry.action === action)?.label ?? action;
