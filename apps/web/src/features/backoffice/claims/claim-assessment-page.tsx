import { useParams } from 'react-router';
import { PageFrame } from '../../../components/page/page-frame';
import { useGetBackofficePolicyQuery } from '../api/backoffice-api';
import { useGetBackofficeClaimQuery } from '../api/claims-api';
import { CONSOLE_BACK, RecordState, TwoColumns } from '../components/backoffice-page';
import { RequireBackoffice } from '../components/require-backoffice';
import { StaffNoteForm } from '../components/staff-note-form';
import { ClaimActions } from './claim-actions';
import { ClaimContext } from './claim-context';
import { ClaimDocumentsPreview } from './claim-documents-preview';
import { ClaimEarlierClaims } from './claim-earlier-claims';
import { ClaimHistory } from './claim-history';
import { recommendationOf } from './claim-recommendation';
import { ClaimCoverTerms, ClaimLineFacts, ClaimSummary } from './claim-summary';

function ClaimAssessment() {
  const { claimId = '' } = useParams();
  const claim = useGetBackofficeClaimQuery({ claimId });
  const policyId = claim.data?.policyId;
  const policy = useGetBackofficePolicyQuery({ policyId: policyId ?? '' }, { skip: !policyId });
  if (!claim.data)
    return (
      <RecordState
        title="Claim"
        isLoading={claim.isLoading}
        error={claim.error}
        notFound="We could not find this claim."
        onRetry={() => void claim.refetch()}
      />
    );
  const data = claim.data;
  return (
    <PageFrame title={`Claim ${data.claimNumber}`} back={CONSOLE_BACK}>
      <TwoColumns
        main={
          <>
            <ClaimSummary claim={data} />
            <ClaimEarlierClaims claim={data} />
            <ClaimActions claim={data} recommendation={recommendationOf(data.assessment)} />
            <StaffNoteForm entity="claims" id={data.claimId} />
            <ClaimHistory claim={data} />
            <ClaimLineFacts claim={data} />
            <ClaimCoverTerms
              claim={data}
              terms={policy.data ? [...policy.data.waitingPeriods, ...policy.data.coverLimits] : []}
            />
            <ClaimDocumentsPreview claim={data} />
          </>
        }
        side={<ClaimContext claim={data} />}
      />
    </PageFrame>
  );
}

/** /operator/backoffice/claims/:claimId: assess a claim of any line (back-office role). */
export function ClaimAssessmentPage() {
  return (
    <RequireBackoffice>
      <ClaimAssessment />
    </RequireBackoffice>
  );
}

export { ClaimAssessmentPage as Component };
