import { extendedFamilyRelationLabel } from '@cover/domain';

// Apart from labels.ts, which holds the policy pages' labels (claims, payments, dates): the calculator's
// breakdown needs only these two, and with labels.ts /funeral loaded five more files before it could answer.

const ROLE_LABELS: Record<string, string> = {
  main: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  extended: 'Extended family',
};

/** A member's role on a funeral policy or quote, in words. */
export const roleLabel = (role: string) => ROLE_LABELS[role] ?? role;

/** An extended family member's relation to the main member, in words ('' when there is none). */
export const relationLabel = (relation: string | null | undefined) =>
  relation ? (extendedFamilyRelationLabel(relation) ?? relation) : '';
