import { z } from 'zod';
import { CAUSES_OF_DEATH, type FuneralClaimDocumentKind, type Policy } from '@cover/domain/funeral';
import { draftText, payoutDraftSchema } from '../../../../components/claims/claim-draft-rules';
import type { DocumentFiles } from '../../../../components/claims/upload-state';
import { CLAIM_FORM_MESSAGES, claimErrors, coverLimit, type ClaimDraft } from './claim-draft';

// The draft's shape (components/claims/claim-draft-rules.ts); the rules and their words are in claimErrors.
const text = draftText;
const files = z.custom<DocumentFiles<FuneralClaimDocumentKind>>(
  (value) => typeof value === 'object' && value !== null,
  { error: CLAIM_FORM_MESSAGES.document },
);

/**
 * The claim form's schema: the draft's shape, checked against the domain's funeralClaimSubmitInputSchema
 * (through claimErrors, so every field's problem shows at once), the member's cover on the chosen policy
 * and the documents the cause of death needs.
 */
export function claimFormSchema(policies: readonly Policy[]): z.ZodType<ClaimDraft, ClaimDraft> {
  return z
    .object({
      policyId: text,
      firstName: text,
      lastName: text,
      saId: text,
      amount: z.number({ error: CLAIM_FORM_MESSAGES.amount }).nullable(),
      funeralClaimBlock: z.object({
        memberId: text,
        dateOfDeath: text,
        causeOfDeath: z.enum(CAUSES_OF_DEATH, { error: CLAIM_FORM_MESSAGES.causeOfDeath }),
        placeOfDeath: text,
      }),
      claimant: z.object({
        firstName: text,
        lastName: text,
        idNumber: text,
        relation: text,
        mobile: text,
        email: text,
      }),
      bankDetails: payoutDraftSchema,
      files,
    })
    .superRefine((draft, context) => {
      const found = claimErrors(draft, {
        coverLimit: coverLimit(policies, draft),
        documents: true,
        policy: policies.find((policy) => policy.policyId === draft.policyId),
      });
      for (const [path, message] of Object.entries(found))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });
}
