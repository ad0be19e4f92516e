import { useFormContext, useWatch } from 'react-hook-form';
import { FUNERAL_CLAIM_DOCUMENT_KINDS, type FuneralClaimDocumentKind } from '@cover/domain/funeral';
import type { UploadStates } from '../../../../components/claims/upload-state';
import { useFormDocumentFiles } from '../../../../components/claims/use-form-document-files';
import { ClaimDocumentsSection } from './claim-documents-section';
import type { ClaimDraft } from './claim-draft';

/** The claim form's documents: the chosen files are the form's `files`, their errors its `files.<kind>`. */
export function ClaimDocumentsField({ uploads }: { uploads: UploadStates<FuneralClaimDocumentKind> }) {
  const { control } = useFormContext<ClaimDraft>();
  const cause = useWatch({ control, name: 'funeralClaimBlock.causeOfDeath' });
  const documents = useFormDocumentFiles(FUNERAL_CLAIM_DOCUMENT_KINDS);
  return <ClaimDocumentsSection cause={cause} uploads={uploads} {...documents} />;
}
