import { HOLD_DOCUMENT_KIND, HOLD_REASON_INTRO, holdDocumentLabel } from '@cover/domain';
import type { FuneralClaimView } from '@cover/domain/funeral';
import { ClaimCard } from '../../../../components/claims/claim-card';
import { isOnHold } from '../../../../components/claims/claim-detail-panels';
import { ClaimList } from '../../../../components/claims/claim-list';
import { FactList } from '../../shared/fact-list';
import { documentKindLabel, formatDate } from '../../shared/labels';
import { Money } from '../../../../components/money/money-display';
import { useGetEmployeeClaimsQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';

/** The page's title and where it leads. */
const PAGE = {
  title: 'Funeral claims',
  back: { to: EMPLOYEE_FUNERAL_PATHS.overview, label: 'Funeral cover' },
  newClaimPath: EMPLOYEE_FUNERAL_PATHS.newClaim(),
};

const kindList = (kinds: readonly string[], none: string) =>
  kinds.length === 0 ? none : kinds.map(documentKindLabel).join(', ');

/** The documents in, each by its kind; one sent for a hold by what the hold asked for. */
function documentsIn(claim: FuneralClaimView): string {
  if (claim.documents.length === 0) return 'None yet';
  return claim.documents
    .map((document) =>
      document.type === HOLD_DOCUMENT_KIND.value
        ? holdDocumentLabel(document.askedFor)
        : documentKindLabel(document.type),
    )
    .join(', ');
}

/**
 * What the claim still needs: the documents outstanding and, while an assessor's hold is unanswered, what
 * they asked for in their own words (or that more is needed); 'Nothing' only when nothing is.
 */
function stillNeeded(claim: FuneralClaimView): string {
  const documents = kindList(claim.documentsOutstanding, '');
  if (!isOnHold(claim) || claim.holdAnsweredAt) return documents || 'Nothing';
  const asked = claim.holdReason
    ? `${HOLD_REASON_INTRO.claim} ${claim.holdReason}`
    : 'More information or documents: please open the claim';
  return documents ? `${documents}. ${asked}` : asked;
}

/** One of the employee's claims, a link to its page: who died and when, the policy, the amount and its documents. */
function EmployeeClaimCard({ claim }: { claim: FuneralClaimView }) {
  return (
    <ClaimCard claim={claim} to={EMPLOYEE_FUNERAL_PATHS.claim(claim.claimId)}>
      <FactList
        columns={3}
        facts={[
          { label: 'Deceased', value: `${claim.firstName} ${claim.lastName}` },
          { label: 'Date of death', value: formatDate(claim.funeralClaimBlock.dateOfDeath) },
          { label: 'Policy', value: claim.policyNumber },
          { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
          { label: 'Documents', value: documentsIn(claim) },
          { label: 'Still needed', value: stillNeeded(claim) },
        ]}
      />
    </ClaimCard>
  );
}

/** The employee's funeral claims with their status (Pending, OnHold, Recommendation Awaited …), read afresh on each visit. */
export function EmployeeClaimsPage() {
  const claims = useGetEmployeeClaimsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <ClaimList {...PAGE} claims={claims}>
      {(claim) => <EmployeeClaimCard claim={claim} />}
    </ClaimList>
  );
}
