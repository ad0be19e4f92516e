import { useController, useFormContext, useWatch } from 'react-hook-form';
import { FUNERAL_CLAIM_DOCUMENT_KINDS, type FuneralClaimDocumentKind } from '@cover/domain/funeral';
import { withFile, type UploadStates } from '../../../../components/claims/upload-state';
import { ClaimDocumentsSection } from './claim-documents-section';
import type { ClaimDraft } from './claim-draft';

/** The claim form's documents: the chosen files are the form's `files`, their errors its `files.<kind>`. */
export function ClaimDocumentsField({ uploads }: { uploads: UploadStates<FuneralClaimDocumentKind> }) {
  const { control, formState } = useFormContext<ClaimDraft>();
  const cause = useWatch({ control, name: 'funeralClaimBlock.causeOfDeath' });
  const { field } = useController({ control, name: 'files' });
  const errors = Object.fromEntries(
    FUNERAL_CLAIM_DOCUMENT_KINDS.map((kind) => [kind.value, formState.errors.files?.[kind.value]?.message]),
  );
  return (
    <ClaimDocumentsSection
      cause={cause}
      files={field.value}
      uploads={uploads}
      errors={errors}
      onFile={(kind, file, problem) => field.onChange(withFile(field.value, kind, file, problem))}
    />
  );
}
