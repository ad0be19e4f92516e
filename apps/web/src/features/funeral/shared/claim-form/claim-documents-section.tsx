import {
  FUNERAL_CLAIM_DOCUMENT_KINDS,
  requiredFuneralClaimDocuments,
  type FuneralClaimDocumentKind,
} from '@cover/domain/funeral';
import {
  DocumentUploadSection,
  type DocumentUploadSectionProps,
} from '../../../../components/claims/document-upload-section';
import type { CauseOfDeath } from './claim-draft';

export interface ClaimDocumentsSectionProps extends Omit<
  DocumentUploadSectionProps<FuneralClaimDocumentKind>,
  'intro' | 'kinds' | 'required'
> {
  cause: CauseOfDeath;
}

/** The documents of spec §9: the required ones first (a police report for an accidental death), then optional. */
export function ClaimDocumentsSection({ cause, ...props }: ClaimDocumentsSectionProps) {
  return (
    <DocumentUploadSection
      {...props}
      kinds={FUNERAL_CLAIM_DOCUMENT_KINDS}
      required={requiredFuneralClaimDocuments(cause)}
      intro={
        <>
          Clear photos or scans.{' '}
          {cause === 'accidental' ? 'An accidental death also needs the police report.' : ''}
        </>
      }
    />
  );
}
