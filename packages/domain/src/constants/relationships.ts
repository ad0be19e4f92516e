/**
 * Relationship lists (spec 001 §9 and 002 §9 say they exist; only the extended-family list is given,
 * by spec 002 §5's age limits). The beneficiary and vehicle-owner lists are ours.
 */

/** Extended-family relations, exactly those of spec 002 §5's age-limit list. */
export const EXTENDED_FAMILY_RELATIONS = [
  { value: 'aunt', label: 'Aunt' },
  { value: 'brother', label: 'Brother' },
  { value: 'cousin', label: 'Cousin' },
  { value: 'nephew', label: 'Nephew' },
  { value: 'niece', label: 'Niece' },
  { value: 'parent_in_law', label: 'Parent in law' },
  { value: 'policy_holder', label: 'Policy holder' },
  { value: 'sister', label: 'Sister' },
  { value: 'uncle', label: 'Uncle' },
  { value: 'father', label: 'Father' },
  { value: 'mother', label: 'Mother' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'grandchild', label: 'Grandchild' },
] as const;
export type ExtendedFamilyRelation = (typeof EXTENDED_FAMILY_RELATIONS)[number]['value'];

/**
 * The relation the API uses for the policy holder's own record. It stays a valid value (policies and
 * applications may hold it) but a customer never picks it for a relative or beneficiary.
 */
export const POLICY_HOLDER_RELATION = 'policy_holder' satisfies ExtendedFamilyRelation;

/** The order a customer reads the relations in: closest first (QA walk 5, finding 14). */
const CLOSENESS: readonly ExtendedFamilyRelation[] = [
  'mother',
  'father',
  'parent_in_law',
  'brother',
  'sister',
  'grandparent',
  'grandchild',
  'aunt',
  'uncle',
  'nephew',
  'niece',
  'cousin',
];

/**
 * The extended-family relations a customer may choose from, closest first: every relation except the
 * policy holder.
 */
export const PICKABLE_EXTENDED_FAMILY_RELATIONS = EXTENDED_FAMILY_RELATIONS.filter(
  (relation) => relation.value !== POLICY_HOLDER_RELATION,
).sort((a, b) => CLOSENESS.indexOf(a.value) - CLOSENESS.indexOf(b.value));

/** Whether a relation may be chosen in a list for a relative or beneficiary (not the policy holder). */
export function isPickableRelation(value: string): boolean {
  return toExtendedFamilyRelation(value) !== POLICY_HOLDER_RELATION;
}

/** Who may be named as a beneficiary of a funeral or credit-life policy. */
export const BENEFICIARY_RELATIONS = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'parent', label: 'Parent' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'grandparent', label: 'Grandparent' },
  { value: 'grandchild', label: 'Grandchild' },
  { value: 'other_family', label: 'Other family member' },
  { value: 'friend', label: 'Friend' },
  { value: 'estate', label: 'Estate' },
  { value: 'other', label: 'Other' },
] as const;
export type BeneficiaryRelation = (typeof BENEFICIARY_RELATIONS)[number]['value'];

/** How the vehicle owner, permanent driver or person financing a vehicle or device relates to the policy holder. */
export const VEHICLE_OWNER_RELATIONS = [
  { value: 'self', label: 'Myself' },
  { value: 'spouse', label: 'Spouse' },
  { value: 'parent', label: 'Parent' },
  { value: 'child', label: 'Child' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'other_family', label: 'Other family member' },
  { value: 'employer', label: 'Employer or company' },
  { value: 'financier', label: 'Bank or finance house' },
  { value: 'other', label: 'Other' },
] as const;
export type VehicleOwnerRelation = (typeof VEHICLE_OWNER_RELATIONS)[number]['value'];

/** Who a vehicle's permanent driver other than the applicant is to them: a person, never a company or bank. */
export const VEHICLE_DRIVER_RELATIONS = VEHICLE_OWNER_RELATIONS.filter(
  (relation) => relation.value !== 'self' && relation.value !== 'employer' && relation.value !== 'financier',
);

/** The extended-family relation named by its value or its label (any case), or undefined when it is not one. */
export function toExtendedFamilyRelation(input: string): ExtendedFamilyRelation | undefined {
  const wanted = input.trim().toLowerCase();
  return EXTENDED_FAMILY_RELATIONS.find(
    (relation) => relation.value === wanted || relation.label.toLowerCase() === wanted,
  )?.value;
}

/** The label of an extended-family relation, or undefined when it is not one. */
export function extendedFamilyRelationLabel(input: string): string | undefined {
  const value = toExtendedFamilyRelation(input);
  return EXTENDED_FAMILY_RELATIONS.find((relation) => relation.value === value)?.label;
}
