import { z } from 'zod';

/**
 * The shape of a claim draft's text fields: every field is there from the start, so this only fails on a
 * fault of the form's own (the line's rules say what each field wants); its words are still plain.
 */
export const draftText = z.string({ error: 'Please fill in this field' });

/** The payout account of a claim draft (PayoutDraft), as a shape. */
export const payoutDraftSchema = z.object({
  source: z.enum(['', 'premium_account', 'given']),
  bankName: draftText,
  accountHolderName: draftText,
  accountNumber: draftText,
  accountType: draftText,
});

const fieldPath = (path: readonly PropertyKey[]) => path.map(String).join('.');

/**
 * Field path → message from a line's submission contract: the contract's own words first, then the line's
 * `fallbacks` for fields it checks without words of its own (the web-wide plain messages come after).
 */
export function contractErrors(
  schema: z.ZodType,
  body: unknown,
  fallbacks: Readonly<Record<string, string>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(body, { error: (issue) => fallbacks[fieldPath(issue.path ?? [])] });
  if (!parsed.success)
    for (const issue of parsed.error.issues) errors[fieldPath(issue.path)] ??= issue.message;
  return errors;
}
