/** Policy change types and their codes (spec 001 §4, 002 §4). */
export const POLICY_CHANGE_TYPES = {
  swap: 0,
  cancel: 2,
} as const;
export type PolicyChangeType = keyof typeof POLICY_CHANGE_TYPES;
export type PolicyChangeCode = (typeof POLICY_CHANGE_TYPES)[PolicyChangeType];

export function policyChangeTypeOf(code: number): PolicyChangeType | undefined {
  return (Object.keys(POLICY_CHANGE_TYPES) as PolicyChangeType[]).find(
    (type) => POLICY_CHANGE_TYPES[type] === code,
  );
}
