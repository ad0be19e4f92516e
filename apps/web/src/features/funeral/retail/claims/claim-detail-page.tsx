import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from '@cover/domain/funeral';
import {
  AddClaimDocuments,
  grantedAmountFact,
  kindsAlreadyIn,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
} from '../../../../components/claims/claim-detail-panels';
import { ClaimDetail } from '../../../../components/claims/claim-detail';
import { ClaimProgress } from '../../../../components/claims/claim-progress';
import { ClaimDocumentsPanel } from '../../../../components/claims/claim-documents-panel';
import { kindsToAdd } from '../../../../components/claims/document-upload-section';
import { ClaimDocumentsSection } from '../../shared/claim-form/claim-documents-section';
import { FUNERAL_CLAIM_LABELS } from '../../shared/claim-form/claim-labels';
import { FactList } from '../../shared/fact-list';
import { formatDate } from '../../shared/labels';
import { Money } from '../../../../components/money/money-display';
import { useGetClaimByIdQuery, useGetClaimDocumentsQuery } from '../api/claims-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { useAddClaimDocuments } from './use-add-claim-documents';

/** One claim: status (Pending, OnHold, Recommendation Awaited …), amounts, facts, payout, documents. */
export function ClaimDetailPage() {
  const { claimId = '' } = useParams();
  const claim = useGetClaimByIdQuery(claimId);
  const documents = useGetClaimDocumentsQuery(claimId);
  const adding = useAddClaimDocuments(claim, documents);
  const present = (documents.data?.data ?? []).map((document) => document.type);

  return (
    <ClaimDetail back={{ to: FUNERAL_PATHS_WEB.claims, label: 'My claims' }} claim={claim}>
      {(data) => (
        <>
          <ClaimProgress claim={data} />
          <ClaimSummaryPanel
            claim={data}
            hold={adding.hold}
            notice={
              data.withinWaitingPeriod ? (
                <Alert severity="warning" sx={{ mt: 2 }}>
                  Waiting period: {data.notice}
                </Alert>
              ) : null
            }
          >
            <FactList
              columns={3}
              facts={[
                { label: 'Deceased', value: `${data.firstName} ${data.lastName}` },
                { label: 'Date of death', value: formatDate(data.funeralClaimBlock.dateOfDeath) },
                {
                  label: 'Cause',
                  value: data.funeralClaimBlock.causeOfDeath === 'accidental' ? 'Accidental' : 'Natural',
                },
                { label: 'Amount claimed', value: <Money cents={data.amount} /> },
                { label: 'Member cover', value: <Money cents={data.coverAmount} /> },
                grantedAmountFact(data),
                { label: 'Policy', value: data.policyNumber },
                { label: 'Cover status', value: data.coverStatus === 'GRACE' ? 'Grace period' : 'Active' },
                { label: 'Submitted', value: formatDate(data.createdAt) },
              ]}
            />
          </ClaimSummaryPanel>
          <ClaimPayoutPanel claim={data} />
          <ClaimDocumentsPanel
            documents={documents}
            outstanding={data.documentsOutstanding}
            audience="retail"
            labels={FUNERAL_CLAIM_LABELS}
          />
          <AddClaimDocuments
            claim={data}
            adding={adding}
            remaining={kindsToAdd(FUNERAL_CLAIM_DOCUMENT_KINDS, kindsAlreadyIn(data, present)).length}
          >
            <ClaimDocumentsSection
              title="Add documents"
              cause={data.funeralClaimBlock.causeOfDeath}
              {...adding.fields}
              present={kindsAlreadyIn(data, present)}
            />
          </AddClaimDocuments>
        </>
      )}
    </ClaimDetail>
  );
}
