import { useParams } from 'react-router';
import { FUNERAL_PATHS, type FuneralClaimDocumentKind } from '@cover/domain/funeral';
import { useAddClaimDocuments } from '../../../../components/claims/use-add-claim-documents';
import { FuneralClaimDetail } from '../../shared/claims/funeral-claim-detail';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import {
  useGetEmployeeClaimDocumentsQuery,
  useGetEmployeeClaimQuery,
  useSubmitEmployeeClaimByIdMutation,
} from './employee-claims-api';

/**
 * /employee/funeral/claims/:claimId: one of the employee's funeral claims, through the Telkom CMS calls: what
 * an assessor's hold asks for and the slot to send it, the facts, the payout and the documents.
 */
export function EmployeeClaimPage() {
  const { claimId = '' } = useParams();
  const claim = useGetEmployeeClaimQuery(claimId);
  const documents = useGetEmployeeClaimDocumentsQuery(claimId);
  const [submitById] = useSubmitEmployeeClaimByIdMutation();
  const adding = useAddClaimDocuments<FuneralClaimDocumentKind>(claim, documents, {
    url: FUNERAL_PATHS.cms.uploadDocuments.path,
    audience: 'employee',
    confirm: (id, idempotencyKey) => submitById({ body: { claimId: id }, idempotencyKey }),
  });
  return (
    <FuneralClaimDetail
      back={{ to: EMPLOYEE_FUNERAL_PATHS.claims, label: 'Funeral claims' }}
      audience="employee"
      claim={claim}
      documents={documents}
      adding={adding}
    />
  );
}
