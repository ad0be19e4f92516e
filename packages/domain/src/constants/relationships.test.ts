import { describe, expect, it } from 'vitest';
import {
  BENEFICIARY_RELATIONS,
  EXTENDED_FAMILY_RELATIONS,
  extendedFamilyRelationLabel,
  isPickableRelation,
  PICKABLE_EXTENDED_FAMILY_RELATIONS,
  toExtendedFamilyRelation,
  VEHICLE_OWNER_RELATIONS,
} from './relationships.js';

describe('extended family relations', () => {
  it("are exactly the spec's age-limit list", () => {
    expect(EXTENDED_FAMILY_RELATIONS.map((relation) => relation.label)).toEqual([
      'Aunt',
      'Brother',
      'Cousin',
      'Nephew',
      'Niece',
      'Parent in law',
      'Policy holder',
      'Sister',
      'Uncle',
      'Father',
      'Mother',
      'Grandparent',
      'Grandchild',
    ]);
  });

  it.each([
    ['parent_in_law', 'parent_in_law', 'Parent in law'],
    ['Parent in law', 'parent_in_law', 'Parent in law'],
    [' GRANDCHILD ', 'grandchild', 'Grandchild'],
    ['friend', undefined, undefined],
    ['', undefined, undefined],
  ])('%j → %s (%s)', (input, value, label) => {
    expect(toExtendedFamilyRelation(input)).toBe(value);
    expect(extendedFamilyRelationLabel(input)).toBe(label);
  });
});

describe.each([
  ['beneficiary', BENEFICIARY_RELATIONS],
  ['vehicle owner', VEHICLE_OWNER_RELATIONS],
  ['extended family', EXTENDED_FAMILY_RELATIONS],
])('%s relations', (_name, list) => {
  it('have unique values and a label each', () => {
    const values = list.map((relation) => relation.value);
    expect(new Set(values).size).toBe(values.length);
    for (const relation of list) expect(relation.label).not.toBe('');
  });
});

describe('relations a customer may pick', () => {
  it('never offer "Policy holder", though the API value stays valid', () => {
    const labels = PICKABLE_EXTENDED_FAMILY_RELATIONS.map((relation) => relation.label);
    expect(labels).not.toContain('Policy holder');
    expect(labels).toHaveLength(EXTENDED_FAMILY_RELATIONS.length - 1);
    expect(toExtendedFamilyRelation('policy_holder')).toBe('policy_holder');
    expect(BENEFICIARY_RELATIONS.map((relation) => relation.value)).not.toContain('policy_holder');
  });

  it('come closest relations first: parents, brothers and sisters, grandparents and grandchildren, then the wider family', () => {
    expect(PICKABLE_EXTENDED_FAMILY_RELATIONS.map((relation) => relation.label)).toEqual([
      'Mother',
      'Father',
      'Parent in law',
      'Brother',
      'Sister',
      'Grandparent',
      'Grandchild',
      'Aunt',
      'Uncle',
      'Nephew',
      'Niece',
      'Cousin',
    ]);
  });

  it.each([
    ['policy_holder', false],
    ['Policy holder', false],
    [' POLICY HOLDER ', false],
    ['mother', true],
    ['Parent in law', true],
  ])('%j pickable: %s', (value, pickable) => {
    expect(isPickableRelation(value)).toBe(pickable);
  });
});
