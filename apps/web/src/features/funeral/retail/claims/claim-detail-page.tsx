import { useParams } from 'react-router';
import { FuneralClaimDetail } from '../../shared/claims/funeral-claim-detail';
import { useGetClaimByIdQuery, useGetClaimDocumentsQuery } from '../api/claims-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { useAddClaimDocuments } from './use-add-claim-documents';

/** /retail/funeral/claims/:claimId: one of the customer's claims, through the retail (or jmr) calls. */
export function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  const claim = useGetClaimByIdQuery(claimId);
  const documents = useGetClaimDocumentsQuery(claimId);
  const adding = useAddClaimDocuments(claim, documents);
  return (
    <FuneralClaimDetail
      back={{ to: FUNERAL_PATHS_WEB.claims, label: 'My claims' }}
      audience="retail"
      claim={claim}
      documents={documents}
      adding={adding}
    />
  );
}
