/** The change screens of a credit life policy (/<audience>/<line>/credit-life/:policyId/:action). */
export const CREDIT_LIFE_ACTIONS = [
  { action: 'beneficiaries', label: 'Beneficiaries', activeOnly: true },
  { action: 'payment', label: 'Payment details', activeOnly: true },
  { action: 'cancel', label: 'Cancel policy', activeOnly: true },
] as const;

export type CreditLifeAction = (typeof CREDIT_LIFE_ACTIONS)[number]['action'];

export const isCreditLifeAction = (value: string | undefined): value is CreditLifeAction =>
  CREDIT_LIFE_ACTIONS.some((entry) => entry.action === value);

export const creditLifeActionLabel = (action: CreditLifeAction) =>
  CREDIT_LIFE_ACTIONS.find((entry) => entry.action === action)?.label ?? action;
