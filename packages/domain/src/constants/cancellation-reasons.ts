/** Why a policy is cancelled: by the client (funeral: spec 002 §9; motor: spec 001 §9) or by the insurer (REFERENCE). */
export const FUNERAL_CANCELLATION_REASONS = [
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'alternate_product', label: 'Alternate product' },
  { value: 'unhappy_with_service', label: 'Unhappy with service' },
  { value: 'unhappy_with_benefits', label: 'Unhappy with benefits' },
  { value: 'financial_constraints', label: 'Financial constraints' },
  { value: 'retrenched', label: 'Retrenched' },
  { value: 'unemployed', label: 'Unemployed' },
  { value: 'leaving_the_country', label: 'Leaving the country' },
  { value: 'other', label: 'Other' },
] as const;
export type FuneralCancellationReason = (typeof FUNERAL_CANCELLATION_REASONS)[number]['value'];

export const MOTOR_CANCELLATION_REASONS = [
  { value: 'switched_provider', label: 'Switched provider' },
  { value: 'too_expensive', label: 'Too expensive' },
  { value: 'better_deal', label: 'Better deal' },
  { value: 'unhappy_with_service', label: 'Unhappy with service' },
  { value: 'duplicate_incorrect_policy', label: 'Duplicate/incorrect policy' },
  { value: 'vehicle_sold', label: 'Vehicle sold' },
] as const;
export type MotorCancellationReason = (typeof MOTOR_CANCELLATION_REASONS)[number]['value'];

/** Reasons the insurer itself cancels a policy (REFERENCE "Client cancellation reasons ... insurer reasons"). */
export const INSURER_CANCELLATION_REASONS = [
  { value: 'cooling_off', label: 'Cancelled in the cooling-off period' },
  { value: 'dishonest_client', label: 'Dishonest client' },
  { value: 'altered_risk_profile', label: 'Altered risk profile' },
  { value: 'policy_claimed', label: 'Policy claimed' },
  { value: 'loan_settled', label: 'Loan settled from a claim' },
] as const;
export type InsurerCancellationReason = (typeof INSURER_CANCELLATION_REASONS)[number]['value'];
