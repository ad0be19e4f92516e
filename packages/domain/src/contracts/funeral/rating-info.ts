/** CMS pricing information: age intervals of the member rules and the extended-family premium table. */
import { z } from 'zod';
import { DEFAULT_FUNERAL_COVER_TYPE } from '../../constants/cover-options.js';
import {
  extendedFamilyPremiumRowSchema,
  funeralCoverOptionField,
  funeralCoverTypeField,
} from '../funeral-quote.js';

/** age-interval: the age limits of each kind of member and each extended-family relation. */
export const ageIntervalReplySchema = z.object({
  data: z.array(
    z.object({ member: z.string(), label: z.string(), minAge: z.number().int(), maxAge: z.number().int() }),
  ),
});
export type AgeIntervalReply = z.infer<typeof ageIntervalReplySchema>;

/** extended-family-premiums: the premium rows of an option on the current rate table. */
export const extendedFamilyPremiumsQuerySchema = z.object({
  coverOption: funeralCoverOptionField,
  coverType: funeralCoverTypeField.default(DEFAULT_FUNERAL_COVER_TYPE),
});
export const extendedFamilyPremiumsReplySchema = z.object({
  rateTableVersion: z.string(),
  coverOption: z.string(),
  coverType: z.string(),
  data: z.array(extendedFamilyPremiumRowSchema),
});
export type ExtendedFamilyPremiumsReply = z.infer<typeof extendedFamilyPremiumsReplySchema>;
