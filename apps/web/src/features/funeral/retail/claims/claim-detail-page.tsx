import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { UNABLE_TO } from '@cover/domain';
import { FUNERAL_CLAIM_DOCUMENT_KINDS } from '@cover/domain/funeral';
import {
  AddDocuments,
  ClaimPayoutPanel,
  ClaimSummaryPanel,
} from '../../../../components/claims/claim-detail-panels';
import { ClaimDetail } from '../../../../components/claims/claim-detail';
import { DocumentList } from '../../../../components/claims/document-list';
import { kindsToAdd } from '../../../../components/claims/document-upload-section';
import { DocumentsPanel } from '../../../../components/claims/documents-panel';
import { OutstandingDocuments } from '../../../../components/claims/outstanding-documents';
import { ClaimDocumentsSection } from '../../shared/claim-form/claim-documents-section';
import { FUNERAL_CLAIM_LABELS } from '../../shared/claim-form/claim-labels';
import { FactList } from '../../shared/fact-list';
import { accountTypeLabel, bankLabel, documentKindLabel, formatDate } from '../../shared/labels';
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
          <ClaimSummaryPanel
            claim={data}
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
                {
                  label: 'Amount granted',
                  value:
                    data.grantedAmount === null ? 'Not decided yet' : <Money cents={data.grantedAmount} />,
                },
                { label: 'Policy', value: data.policyNumber },
                { label: 'Cover status', value: data.coverStatus === 'GRACE' ? 'Grace period' : 'Active' },
                { label: 'Submitted', value: formatDate(data.createdAt) },
              ]}
            />
          </ClaimSummaryPanel>
          <ClaimPayoutPanel>
            <FactList
              facts={[
                { label: 'Claimant', value: `${data.claimant.firstName} ${data.claimant.lastName}` },
                { label: 'Mobile', value: data.claimant.mobile },
                { label: 'Bank', value: bankLabel(data.bankDetails.bankName) },
                {
                  label: 'Account',
                  value: `${data.bankDetails.accountNumber} (${accountTypeLabel(data.bankDetails.accountType)})`,
                },
              ]}
            />
          </ClaimPayoutPanel>
          <DocumentsPanel
            loading={documents.isLoading}
            error={documents.isError ? UNABLE_TO.LOAD_DOCUMENTS : null}
            onRetry={() => void documents.refetch()}
            count={documents.data?.data.length}
            emptyText="No documents yet."
            footer={
              <OutstandingDocuments kinds={data.documentsOutstanding} documentKind={documentKindLabel} />
            }
          >
            <DocumentList
              documents={documents.data?.data ?? []}
              audience="retail"
              labels={FUNERAL_CLAIM_LABELS}
            />
          </DocumentsPanel>
          {data.status === 'open' || data.documentsOutstanding.length > 0 ? (
            <AddDocuments
              ready={Object.keys(adding.files).length > 0}
              busy={adding.busy}
              onUpload={() => void adding.upload(data.claimId)}
              remaining={kindsToAdd(FUNERAL_CLAIM_DOCUMENT_KINDS, present).length}
            >
              <ClaimDocumentsSection
                title="Add documents"
                cause={data.funeralClaimBlock.causeOfDeath}
                files={adding.files}
                uploads={adding.uploads}
                present={present}
                onFile={adding.onFile}
              />
            </AddDocuments>
          ) : null}
        </>
      )}
    </ClaimDetail>
  );
}
