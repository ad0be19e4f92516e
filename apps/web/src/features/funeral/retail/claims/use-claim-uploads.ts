import type { FuneralClaimDocumentKind } from '@cover/domain/funeral';
import { useDocumentUploads } from '../../../../components/claims/use-document-uploads';
import { useRetailFamily } from './use-retail-family';

/**
 * Uploads a retail claim's documents one by one to policy/uploadDocuments of the retail (or jmr) family,
 * each with its progress; a failed upload shows 'Uploading Documents failed' and the others carry on.
 */
export function useClaimUploads() {
  const { family } = useRetailFamily();
  return useDocumentUploads<FuneralClaimDocumentKind>({
    url: family.uploadDocuments.path,
    audience: 'retail',
  });
}
