import { z } from 'zod';
import {
  BENEFICIARY_RELATIONS,
  BENEFICIARY_SHARE_MESSAGES,
  BENEFICIARY_SHARE_TOTAL,
  beneficiaryInputSchema,
  checkBeneficiaryShares,
  type BeneficiaryInput,
} from '@cover/domain';
import { addIssues } from '../form-fields/zod-rules';

/** A beneficiary as edited on screen: text fields as typed, the share as a whole number. */
export interface BeneficiaryDraft {
  key: string;
  relation: string;
  firstName: string;
  lastName: string;
  idNumber: string;
  email: string;
  mobile: string;
  alternateMobile: string;
  percentage: number;
}

/** A relation as people read it: 'child' → 'Child'. */
export const beneficiaryRelationText = (value: string) =>
  BENEFICIARY_RELATIONS.find((relation) => relation.value === value)?.label ?? value;

let counter = 0;
export const newBeneficiaryKey = () => `b${Date.now().toString(36)}${(counter += 1)}`;

export function emptyBeneficiary(percentage: number): BeneficiaryDraft {
  return {
    key: newBeneficiaryKey(),
    relation: '',
    firstName: '',
    lastName: '',
    idNumber: '',
    email: '',
    mobile: '',
    alternateMobile: '',
    percentage,
  };
}

export function beneficiaryTotal(list: readonly Pick<BeneficiaryDraft, 'percentage'>[]): number {
  return list.reduce((sum, entry) => sum + (Number.isFinite(entry.percentage) ? entry.percentage : 0), 0);
}

/** What is left to allocate (negative when over 100). */
export const remainingShare = (list: readonly Pick<BeneficiaryDraft, 'percentage'>[]) =>
  BENEFICIARY_SHARE_TOTAL - beneficiaryTotal(list);

/** The running total as a sentence: 'Total 100%', 'Total 80%: 20% left to allocate', 'Total 120%: 20% too much'. */
export function totalSummary(list: readonly Pick<BeneficiaryDraft, 'percentage'>[]): string {
  const total = beneficiaryTotal(list);
  const left = BENEFICIARY_SHARE_TOTAL - total;
  if (left === 0) return `Total ${total}%`;
  return left > 0 ? `Total ${total}%: ${left}% left to allocate` : `Total ${total}%: ${-left}% too much`;
}

/** The draft as the API payload (blank optional fields left out). */
export function toBeneficiaryInput(draft: BeneficiaryDraft): Record<string, unknown> {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  return {
    relation: draft.relation,
    firstName: draft.firstName,
    lastName: draft.lastName,
    idNumber: optional(draft.idNumber),
    email: optional(draft.email),
    mobile: optional(draft.mobile),
    alternateMobile: optional(draft.alternateMobile),
    percentage: draft.percentage,
  };
}

/** Field → message for one beneficiary, from the shared contract; empty when valid. */
export function beneficiaryErrors(draft: BeneficiaryDraft): Record<string, string> {
  const parsed = beneficiaryInputSchema.safeParse(toBeneficiaryInput(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * A beneficiary as a form holds it, checked with the shared contract (beneficiaryInputSchema) and its
 * messages, per field; the share may be blank (NaN) while it is typed.
 */
export const beneficiaryDraftSchema = z
  .object({
    key: z.string(),
    relation: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    idNumber: z.string(),
    email: z.string(),
    mobile: z.string(),
    alternateMobile: z.string(),
    percentage: z.custom<number>((value) => typeof value === 'number'),
  })
  .superRefine((draft, ctx) =>
    addIssues(ctx, beneficiaryErrors(draft)),
  ) satisfies z.ZodType<BeneficiaryDraft>;

export type BeneficiaryListCheck =
  { ok: true; beneficiaries: BeneficiaryInput[] } | { ok: false; message: string };

/** Whether the list may be saved: every beneficiary valid and the shares totalling exactly 100. */
export function checkBeneficiaryList(list: readonly BeneficiaryDraft[]): BeneficiaryListCheck {
  const shares = checkBeneficiaryShares(list.map((entry) => entry.percentage));
  if (!shares.ok) return shares;
  const beneficiaries: BeneficiaryInput[] = [];
  for (const draft of list) {
    const parsed = beneficiaryInputSchema.safeParse(toBeneficiaryInput(draft));
    if (!parsed.success) {
      const name = `${draft.firstName} ${draft.lastName}`.trim() || 'A beneficiary';
      return {
        ok: false,
        message: `${name}: ${parsed.error.issues[0]?.message ?? 'please check the details'}`,
      };
    }
    beneficiaries.push(parsed.data);
  }
  return { ok: true, beneficiaries };
}

export const canRemoveBeneficiary = (list: readonly unknown[]) => list.length > 1;

/**
 * Removes the beneficiary at `index`. Their share is not moved to anyone: it is left for the customer to
 * give out (the total shows what is left, and saving waits for 100). The last beneficiary cannot be removed.
 */
export function removeBeneficiary(list: readonly BeneficiaryDraft[], index: number): BeneficiaryDraft[] {
  if (!canRemoveBeneficiary(list)) throw new RangeError(BENEFICIARY_SHARE_MESSAGES.lastOne);
  return list.filter((_, position) => position !== index);
}

/** A beneficiary just removed, and where they were: what an undo puts back. */
export interface RemovedBeneficiary {
  entry: BeneficiaryDraft;
  index: number;
}

/** Puts a removed beneficiary back where they were (at the end when the list has shortened since). */
export function restoreBeneficiary(
  list: readonly BeneficiaryDraft[],
  { entry, index }: RemovedBeneficiary,
): BeneficiaryDraft[] {
  const at = Math.min(index, list.length);
  return [...list.slice(0, at), entry, ...list.slice(at)];
}

/** Saved beneficiaries (from a policy) as drafts. */
export function toDrafts(
  list: readonly {
    relation: string;
    firstName: string;
    lastName: string;
    idNumber?: string | null;
    email?: string | null;
    mobile?: string | null;
    alternateMobile?: string | null;
    percentage: number;
  }[],
): BeneficiaryDraft[] {
  return list.map((entry) => ({
    key: newBeneficiaryKey(),
    relation: entry.relation,
    firstName: entry.firstName,
    lastName: entry.lastName,
    idNumber: entry.idNumber ?? '',
    email: entry.email ?? '',
    mobile: entry.mobile ?? '',
    alternateMobile: entry.alternateMobile ?? '',
    percentage: entry.percentage,
  }));
}
