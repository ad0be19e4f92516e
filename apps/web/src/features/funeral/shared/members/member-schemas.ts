import { z } from 'zod';
import { COVER_OPTION_CODES } from '@cover/domain/funeral';

/** The shapes of the covered people as a wizard form holds them (see member-drafts); rules come on top. */
export const personDraftSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.string(),
});

export const childDraftSchema = personDraftSchema.extend({
  key: z.string(),
  isStudying: z.boolean(),
  isDisabled: z.boolean(),
});

export const extendedFamilyDraftSchema = z.object({
  key: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  relationship: z.string(),
  dateOfBirth: z.string(),
  coverageOption: z.enum(COVER_OPTION_CODES),
});

/** The spouse and children (FamilyFields). */
export const familyDraftShape = {
  spouseIncluded: z.boolean(),
  spouse: personDraftSchema,
  children: z.array(childDraftSchema),
};
