import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNABLE_TO } from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { FactList } from '../../../components/funeral/fact-list';
import { documentKindLabel, formatDate } from '../../../components/funeral/labels';
import { RecentlyUpdatedMarker, StatusChip } from '../../../components/funeral/status-chip';
import { Money } from '../../../components/money/money-display';
import { PageFrame } from '../../../components/page/page-frame';
import { useGetEmployeeClaimsQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';

/** The employee's funeral claims with their status (Pending, OnHold, Recommendation Awaited …). */
export function EmployeeClaimsPage() {
  const claims = useGetEmployeeClaimsQuery();
  const list = claims.data?.data ?? [];
  return (
    <PageFrame
      title="Funeral claims"
      back={{ to: EMPLOYEE_FUNERAL_PATHS.overview, label: 'Funeral cover' }}
      actions={
        <Button component={RouterLink} to={EMPLOYEE_FUNERAL_PATHS.newClaim()} variant="contained">
          Submit a claim
        </Button>
      }
    >
      {claims.isLoading ? <LoadingState label="Loading your claims" /> : null}
      {claims.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_CLAIMS} onRetry={() => void claims.refetch()} />
      ) : null}
      {claims.isSuccess && list.length === 0 ? (
        <EmptyState title="You have no claims">
          When you submit a claim it appears here with its progress.
        </EmptyState>
      ) : null}
      <Stack spacing={1.5}>
        {list.map((claim) => (
          <Paper
            key={claim.claimId}
            variant="outlined"
            sx={{ p: { xs: 2, md: 3 } }}
            component="article"
            aria-label={`Claim ${claim.claimNumber}`}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
              <Typography variant="h4" component="h2" sx={{ mr: 1 }}>
                {claim.claimNumber}
              </Typography>
              <StatusChip status={claim.status} displayValue={claim.statusDisplayValue} />
              <RecentlyUpdatedMarker show={claim.recentlyUpdated} />
            </Box>
            <FactList
              columns={3}
              facts={[
                { label: 'Deceased', value: `${claim.firstName} ${claim.lastName}` },
                { label: 'Date of death', value: formatDate(claim.funeralClaimBlock.dateOfDeath) },
                { label: 'Policy', value: claim.policyNumber },
                { label: 'Amount claimed', value: <Money cents={claim.amount} /> },
                {
                  label: 'Documents',
                  value:
                    claim.documents.length === 0
                      ? 'None yet'
                      : claim.documents.map((document) => documentKindLabel(document.type)).join(', '),
                },
                {
                  label: 'Still needed',
                  value:
                    claim.documentsOutstanding.length === 0
                      ? 'Nothing'
                      : claim.documentsOutstanding.map(documentKindLabel).join(', '),
                },
              ]}
            />
          </Paper>
        ))}
      </Stack>
    </PageFrame>
  );
}
