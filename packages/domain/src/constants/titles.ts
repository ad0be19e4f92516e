/** Personal titles (spec 000 §9, 001 §9, 002 §9), in the spec's order. */
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Mx', 'Sir', 'Dr', 'Adv', 'Ms', 'Prof'] as const;
export type Title = (typeof TITLES)[number];

export function isTitle(value: string): value is Title {
  return (TITLES as readonly string[]).includes(value);
}
