import { describe, expect, it } from 'vitest';
import { relationLabel, roleLabel } from './member-labels';

describe("a funeral member's role and relation in words", () => {
  it.each([
    ['main', 'Main member'],
    ['spouse', 'Spouse'],
    ['child', 'Child'],
    ['extended', 'Extended family'],
    // A role the page does not know is shown as it came, never as a blank.
    ['stepchild', 'stepchild'],
  ])('role %s reads "%s"', (role, expected) => {
    expect(roleLabel(role)).toBe(expected);
  });

  it.each([
    ['aunt', 'Aunt'],
    ['BROTHER', 'Brother'],
    ['Cousin', 'Cousin'],
    ['godparent', 'godparent'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('relation %s reads "%s"', (relation, expected) => {
    expect(relationLabel(relation)).toBe(expected);
  });
});
