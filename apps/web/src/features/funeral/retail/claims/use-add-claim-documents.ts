import { type FuneralClaimDocumentKind } from '@cover/domain/funeral';
import { useAddClaimDocuments as useSharedAddClaimDocuments } from '../../../../components/claims/use-add-claim-documents';
import { useSubmitClaimByIdMutation } from '../api/claims-api';
import { useRetailFamily } from './use-retail-family';

interface Refetchable {
  refetch: () => unknown;
}

/** More documents for a retail funeral claim, through the retail (or jmr) upload and confirm calls. */
export function useAddClaimDocuments(claim: Refetchable, documents: Refetchable) {
  const { family } = useRetailFamily();
  const [submitById] = useSubmitClaimByIdMutation();
  return useSharedAddClaimDocuments<FuneralClaimDocumentKind>(claim, documents, {
    url: family.uploadDocuments.path,
    audience: 'retail',
    confirm: (claimId, idempotencyKey) => submitById({ body: { claimId }, idempotencyKey }),
  });
}
