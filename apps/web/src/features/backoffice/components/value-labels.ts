import { SA_BANKS } from '@cover/domain';
import type { CAUSES_OF_DEATH, FUNERAL_MEMBER_ROLES } from '@cover/domain/funeral';

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** A bank as people name it ('capitec' → 'Capitec', 'standard_bank' → 'Standard Bank'), from the domain's list. */
export function bankLabel(bank: string): string {
  const wanted = squash(bank);
  return (
    SA_BANKS.find((entry) => squash(entry.value) === wanted || squash(entry.label) === wanted)?.label ?? bank
  );
}

const MEMBER_ROLE_LABELS: Record<(typeof FUNERAL_MEMBER_ROLES)[number], string> = {
  main: 'Main member',
  spouse: 'Spouse',
  child: 'Child',
  extended: 'Extended family',
};

const CAUSE_OF_DEATH_LABELS: Record<(typeof CAUSES_OF_DEATH)[number], string> = {
  natural: 'Natural',
  accidental: 'Accidental',
};

/** The words for stored codes among a record's facts, by the fact's key. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  memberRole: MEMBER_ROLE_LABELS,
  causeOfDeath: CAUSE_OF_DEATH_LABELS,
};

/** A stored code of a fact in words ('main' → 'Main member'), or null when the key has no labels or the code is unknown. */
export function codeLabel(key: string, value: string): string | null {
  return VALUE_LABELS[key]?.[value.toLowerCase()] ?? null;
}
