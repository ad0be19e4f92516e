import type { z } from 'zod';
import { refineBirthMatchesId, saIdNumberField } from '@cover/domain';
import { FUNERAL_QUOTE_MESSAGES } from '@cover/domain/funeral';
import { blankOr } from '../../../../components/form-fields/zod-rules';
import { personNames } from '../../../../components/policies/person-rules';
import { dateOfBirthOf, type PersonDraft } from './member-drafts';
import { personDraftSchema } from './member-schemas';

/** The rules of a person's fields when added to a policy: names, an optional valid ID number. */
export const newPersonFields = { ...personNames, idNumber: blankOr(saIdNumberField) };

/** A date of birth given, or read from the ID number (its problem at dateOfBirth). */
export function refineBirthGiven(
  person: Pick<PersonDraft, 'dateOfBirth' | 'idNumber'>,
  ctx: z.RefinementCtx,
) {
  if (!dateOfBirthOf(person))
    ctx.addIssue({ code: 'custom', path: ['dateOfBirth'], message: FUNERAL_QUOTE_MESSAGES.dateOfBirthOrId });
}

/** The date of birth is the day the ID number says, when both are given. */
export const refineBirthMatchesGivenId = refineBirthMatchesId('idNumber', 'dateOfBirth');

/**
 * A person added to a policy (a spouse, a child): names, an optional valid ID number, and a date of birth
 * given or read from the ID number (the day the ID number says, when both are given).
 */
export const newPersonSchema = personDraftSchema
  .extend(newPersonFields)
  .superRefine(refineBirthGiven)
  .superRefine(refineBirthMatchesGivenId);

/** A new person as a change takes them: trimmed names, the ID number only when given. */
export const toNewPersonInput = (person: PersonDraft) => ({
  firstName: person.firstName.trim(),
  lastName: person.lastName.trim(),
  idNumber: person.idNumber.trim() || undefined,
  // the schema has refused a person with neither a date of birth nor an ID number that gives one
  dateOfBirth: dateOfBirthOf(person) ?? '',
});
