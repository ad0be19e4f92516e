/** CMS pricing information: the member age intervals and the extended-family premium table. */
import { EXTENDED_FAMILY_RELATIONS } from '@cover/domain';
import {
  ANY_MEMBER_AGE,
  CHILD_AGE,
  currentFuneralRateTable,
  EXTENDED_FAMILY_AGE_LIMITS,
  extendedFamilyPremiumTable,
  MAIN_MEMBER_AGE,
  SPOUSE_AGE,
  STUDYING_CHILD_MAX_AGE,
  type AgeIntervalReply,
  type CoverOptionCode,
  type ExtendedFamilyPremiumsReply,
  type FuneralCoverType,
} from '@cover/domain/funeral';

export function ageIntervals(): AgeIntervalReply {
  return {
    data: [
      { member: 'main', label: 'Main member', minAge: MAIN_MEMBER_AGE.min, maxAge: MAIN_MEMBER_AGE.max },
      { member: 'spouse', label: 'Spouse', minAge: SPOUSE_AGE.min, maxAge: SPOUSE_AGE.max },
      { member: 'child', label: 'Child', minAge: CHILD_AGE.min, maxAge: CHILD_AGE.max },
      {
        member: 'child_studying',
        label: 'Child (studying)',
        minAge: CHILD_AGE.min,
        maxAge: STUDYING_CHILD_MAX_AGE,
      },
      {
        member: 'child_disabled',
        label: 'Child (disabled)',
        minAge: CHILD_AGE.min,
        maxAge: ANY_MEMBER_AGE.max,
      },
      ...EXTENDED_FAMILY_RELATIONS.map((relation) => ({
        member: `extended:${relation.value}`,
        label: relation.label,
        minAge: EXTENDED_FAMILY_AGE_LIMITS[relation.value].min,
        maxAge: EXTENDED_FAMILY_AGE_LIMITS[relation.value].max,
      })),
    ],
  };
}

export function extendedFamilyPremiums(
  query: { coverOption: CoverOptionCode; coverType: FuneralCoverType },
  now: Date,
): ExtendedFamilyPremiumsReply {
  const { version } = currentFuneralRateTable(now);
  return {
    rateTableVersion: version,
    coverOption: query.coverOption,
    coverType: query.coverType,
    data: [...(extendedFamilyPremiumTable(version, query.coverOption, query.coverType) ?? [])],
  };
}
