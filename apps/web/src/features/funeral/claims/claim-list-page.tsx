import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  CLAIM_STATUSES,
  statusDisplayValue,
  UNABLE_TO,
  type ClaimStatus,
  type FuneralClaimView,
} from '@cover/domain';
import { EmptyState, ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { formatDate } from '../../../components/funeral/labels';
import { RecentlyUpdatedMarker, StatusChip } from '../../../components/funeral/status-chip';
import { Money } from '../../../components/money/money-display';
import { PageFrame } from '../../../components/page/page-frame';
import { useGetClaimsQuery } from '../api/claims-api';
import { useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';

function ClaimCard({ claim }: { claim: FuneralClaimView }) {
  return (
    <Paper
      variant="outlined"
      component={RouterLink}
      to={FUNERAL_PATHS_WEB.claim(claim.claimId)}
      aria-label={`Claim ${claim.claimNumber}, ${claim.statusDisplayValue}`}
      sx={{
        p: 2,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        textDecoration: 'none',
        color: 'inherit',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h4" component="h2" data-testid="claim-list-number">
            {claim.claimNumber}
          </Typography>
          <StatusChip status={claim.status} displayValue={claim.statusDisplayValue} />
          <RecentlyUpdatedMarker show={claim.recentlyUpdated} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {claim.firstName} {claim.lastName} · died {formatDate(claim.funeralClaimBlock.dateOfDeath)} · policy{' '}
          {claim.policyNumber}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Claimed <Money cents={claim.amount} />
        </Typography>
      </Box>
      <ChevronRightIcon aria-hidden color="action" />
    </Paper>
  );
}

/** The customer's funeral claims, filtered by policy and status. */
export function ClaimListPage() {
  const [policyId, setPolicyId] = useState('');
  const [status, setStatus] = useState<ClaimStatus | ''>('');
  const policies = useGetPoliciesQuery({});
  const claims = useGetClaimsQuery({ ...(policyId ? { policyId } : {}), ...(status ? { status } : {}) });
  const list = claims.data?.data ?? [];
  return (
    <PageFrame
      title="My funeral claims"
      back={{ to: FUNERAL_PATHS_WEB.policies, label: 'My policies' }}
      actions={
        <Button component={RouterLink} to={FUNERAL_PATHS_WEB.newClaim()} variant="contained">
          Submit a claim
        </Button>
      }
    >
      <Box component="search" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <TextField
          select
          label="Policy"
          value={policyId}
          onChange={(event) => setPolicyId(event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All policies</option>
          {(policies.data?.data ?? []).map((policy) => (
            <option key={policy.policyId} value={policy.policyId}>
              {policy.policyNumber}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as ClaimStatus | '')}
          sx={{ width: { xs: '100%', sm: 220 } }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">All statuses</option>
          {CLAIM_STATUSES.map((value) => (
            <option key={value} value={value}>
              {statusDisplayValue(value)}
            </option>
          ))}
        </TextField>
      </Box>
      {claims.isLoading ? <LoadingState label="Loading your claims" /> : null}
      {claims.isError ? (
        <ErrorState message={UNABLE_TO.LOAD_CLAIMS} onRetry={() => void claims.refetch()} />
      ) : null}
      {claims.isSuccess && list.length === 0 ? (
        <EmptyState title={policyId || status ? 'No claims match these filters' : 'You have no claims'}>
          {policyId || status
            ? 'Clear a filter to see more.'
            : 'When you submit a claim it appears here with its progress.'}
        </EmptyState>
      ) : null}
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((claim) => (
          <li key={claim.claimId}>
            <ClaimCard claim={claim} />
          </li>
        ))}
      </Stack>
    </PageFrame>
  );
}
