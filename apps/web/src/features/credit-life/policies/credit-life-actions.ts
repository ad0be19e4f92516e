/** The change screens of a credit life policy (/<audience>/<line>/credit-life/:policyId/:action). */
export const CREDIT_LIFE_ACTIONS = [{ action: 'cancel', label: 'Cancel policy', activeOnly: true }] as const;

export type CreditLifeAction = (typeof CREDIT_LIFE_ACTIONS)[number]['action'];

export const isCreditLifeAction = (value: string | undefined): value is CreditLifeAction =>
  CREDIT_LIFE_ACTIONS.some((entry) => entry.action === value);
