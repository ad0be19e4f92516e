/** How a claimant is related to the person who died: one list for every line's death claims. */
export const CLAIMANT_RELATIONS = [
  { value: 'main_member', label: 'Main member of the policy' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'parent', label: 'Parent' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'grandchild', label: 'Grandchild' },
  { value: 'other_family', label: 'Other family member' },
  { value: 'executor', label: 'Executor of the estate' },
  { value: 'other', label: 'Other' },
] as const;

/** The relations' values, for a zod enum. */
export const claimantRelationValues = CLAIMANT_RELATIONS.map((relation) => relation.value) as [
  (typeof CLAIMANT_RELATIONS)[number]['value'],
  ...(typeof CLAIMANT_RELATIONS)[number]['value'][],
];
