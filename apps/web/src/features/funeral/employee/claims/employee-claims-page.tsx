import type { FuneralClaimView } from '@cover/domain/funeral';
import { ClaimCard } from '../../../../components/claims/claim-card';
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

/** One of the employee's claims: who died and when, the policy, the amount and its documents. */
function EmployeeClaimCard({ claim }: { claim: FuneralClaimView }) {
  return (
    <ClaimCard claim={claim} label={`Claim ${claim.claimNumber}`}>
      <FactList
        columns={3}
        facts={[
          { label: 'Deceased', value: `${claim.firstName} ${claim.lastName}` },
          { label: 'Date of death', value: formatDate(claim.funeralClaimBlock.dateOfDeath) },
          { label: 'Policy', value: claim.policyNumber },
          { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
          {
            label: 'Documents',
            value: kindList(
              claim.documents.map((document) => document.type),
              'None yet',
            ),
          },
          { label: 'Still needed', value: kindList(claim.documentsOutstanding, 'Nothing') },
        ]}
      />
    </ClaimCard>
  );
}

/** The employee's funeral claims with their status (Pending, OnHold, Recommendation Awaited …). */
export function EmployeeClaimsPage() {
  const claims = useGetEmployeeClaimsQuery();
  return (
    <ClaimList {...PAGE} claims={claims}>
      {(claim) => <EmployeeClaimCard claim={claim} />}
    </ClaimList>
  );
}
