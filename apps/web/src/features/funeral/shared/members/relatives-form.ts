import { z } from 'zod';
import type { Path, UseFormSetError } from 'react-hook-form';
import { toExtendedFamilyRelation } from '@cover/domain';
import { priceExtendedFamilyMember, type FuneralCoverType } from '@cover/domain/funeral';
import { relativeRules, trimmedNames } from '../../../../components/policies/person-rules';
import type { ExtendedFamilyDraft } from './member-drafts';
import { extendedFamilyDraftSchema } from './member-schemas';

const isRelation = (value: string) => Boolean(toExtendedFamilyRelation(value));

/** A relative as the change calls take them (names trimmed, no screen key). */
export const relativeInput = ({ key: _key, ...member }: ExtendedFamilyDraft) => ({
  ...member,
  ...trimmedNames(member),
});

/**
 * The age rule of a relative's relationship (an aunt is 1 to 74, say) and the rate table's ages, checked as
 * the server prices them, so a relative too old or too young is told on their date of birth before anything
 * is sent.
 */
export function relativeAgeProblem(
  member: ExtendedFamilyDraft,
  coverType: string,
  today: Date = new Date(),
): string | undefined {
  const priced = priceExtendedFamilyMember(
    {
      ...relativeInput(member),
      relationship: toExtendedFamilyRelation(member.relationship) ?? member.relationship,
    },
    { coverType: coverType as FuneralCoverType, today },
  );
  return priced.ok ? undefined : priced.errors.find((error) => error.path === 'dateOfBirth')?.message;
}

/** The relatives added to (or edited on) a policy of `coverType`: names, relationship, date of birth, age. */
export const relativesFormSchema = (coverType: string) =>
  z.object({
    extendedFamily: z
      .array(
        extendedFamilyDraftSchema.extend(relativeRules(isRelation)).superRefine((member, context) => {
          const message = relativeAgeProblem(member, coverType);
          if (message) context.addIssue({ code: 'custom', path: ['dateOfBirth'], message });
        }),
      )
      .min(1),
  });
export type RelativesForm = z.infer<ReturnType<typeof relativesFormSchema>>;

/**
 * A change call's refusal on the relatives' fields: 'extendedFamily.1.dateOfBirth', an edit's
 * 'members.0.dateOfBirth' (the form's first relative), whatever comes before them. Returns how many landed.
 */
export function placeRelativeErrors(
  setError: UseFormSetError<RelativesForm>,
  fields: Record<string, string> = {},
) {
  let placed = 0;
  for (const [path, message] of Object.entries(fields)) {
    const match = /(?:^|\.)(?:extendedFamily|members)\.(\d+)\.(\w+)$/.exec(path);
    if (!match) continue;
    setError(`extendedFamily.${match[1]}.${match[2]}` as Path<RelativesForm>, { type: 'server', message });
    placed += 1;
  }
  return placed;
}
