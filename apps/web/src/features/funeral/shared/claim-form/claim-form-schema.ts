import { z } from 'zod';
import { CAUSES_OF_DEATH, type FuneralClaimDocumentKind, type Policy } from '@cover/domain/funeral';
import type { DocumentFiles } from '../../../../components/claims/upload-state';
import { claimErrors, coverLimit, type ClaimDraft } from './claim-draft';

const text = z.string();
const files = z.custom<DocumentFiles<FuneralClaimDocumentKind>>(
  (value) => typeof value === 'object' && value !== null,
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
      amount: z.number().nullable(),
      funeralClaimBlock: z.object({
        memberId: text,
        dateOfDeath: text,
        causeOfDeath: z.enum(CAUSES_OF_DEATH),
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
      bankDetails: z.object({
        bankName: text,
        accountHolderName: text,
        accountNumber: text,
        accountType: text,
      }),
      files,
    })
    .superRefine((draft, context) => {
      const found = claimErrors(draft, { coverLimit: coverLimit(policies, draft), documents: true });
      for (const [path, message] of Object.entries(found))
        context.addIssue({ code: 'custom', path: path.split('.'), message });
    });
}
