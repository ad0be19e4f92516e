/**
 * A person's date of birth checked against their SA ID number, for every covered person whose ID number
 * is given (main member, spouse, children, extended family): the same words wherever it is checked, the
 * forms at the date-of-birth field and the server through the shared schemas. An ID number that is not
 * valid is the ID number field's own problem, so it is not compared here.
 */
import type { z } from 'zod';
import { formatLongDate } from '../format/dates.js';
import { parseSaIdNumber } from './sa-id.js';

/** 'This ID number is for someone born on 10 June 2015, not on 11 June 2015. Correct …', or null. */
export function birthDiffersFromId(
  idNumber: string | null | undefined,
  dateOfBirth: string | null | undefined,
): string | null {
  const id = idNumber?.trim() ?? '';
  const given = dateOfBirth?.trim() ?? '';
  if (id === '' || given === '') return null;
  const parsed = parseSaIdNumber(id);
  if (!parsed.valid || parsed.dateOfBirth === given) return null;
  return (
    `This ID number is for someone born on ${formatLongDate(parsed.dateOfBirth)}, not on ` +
    `${formatLongDate(given)}. Correct the date of birth or the ID number.`
  );
}

/** A zod refinement of a person: the date of birth (`birthKey`) must agree with the ID number (`idKey`). */
export function refineBirthMatchesId<Key extends string>(idKey: Key, birthKey: Key) {
  return (person: Partial<Record<Key, unknown>>, ctx: z.RefinementCtx): void => {
    const idNumber = person[idKey];
    const dateOfBirth = person[birthKey];
    const message = birthDiffersFromId(
      typeof idNumber === 'string' ? idNumber : undefined,
      typeof dateOfBirth === 'string' ? dateOfBirth : undefined,
    );
    if (message) ctx.addIssue({ code: 'custom', message, path: [birthKey] });
  };
}
