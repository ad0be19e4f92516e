import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { UNABLE_TO } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { BeneficiaryList } from '../../../components/funeral/beneficiary-list';
import { PaymentDetailsCard } from '../../../components/funeral/payment-details-card';
import { PolicyDocuments } from '../../../components/funeral/policy-documents';
import { PolicyHistory } from '../../../components/funeral/policy-history';
import { PolicyMembers } from '../../../components/funeral/policy-members';
import { PolicySummary } from '../../../components/funeral/policy-summary';
import { PageFrame } from '../../../components/page/page-frame';
import { useGetPolicyByPolicyIdQuery, useGetPolicyDocumentsQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { POLICY_ACTIONS } from './policy-actions';
import { isRemovablePolicy, RemoveFromListButton } from './remove-from-list';

/** One funeral policy: summary, members, beneficiaries, payment, documents (schedule preview) and history. */
export function PolicyDetailPage() {
  const { policyId = '' } = useParams();
  const navigate = useNavigate();
  const policy = useGetPolicyByPolicyIdQuery(policyId);
  const documents = useGetPolicyDocumentsQuery(policyId, { skip: !policy.isSuccess });
  const back = { to: FUNERAL_PATHS_WEB.policies, label: 'My policies' };

  if (policy.isLoading) {
    return (
      <PageFrame title="Your policy" back={back}>
        <LoadingState label="Loading your policy" lines={6} />
      </PageFrame>
    );
  }
  if (!policy.data) {
    return (
      <PageFrame title="Your policy" back={back}>
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policy.refetch()} />
      </PageFrame>
    );
  }
  const data = policy.data;
  const active = data.status === 'ACTIVE';
  const actions = POLICY_ACTIONS.filter((entry) => active || !entry.activeOnly);
  return (
    <PageFrame title="Your funeral policy" back={back}>
      <Stack spacing={2.5}>
        <PolicySummary policy={data} />
        <Box component="nav" aria-label="Policy actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions.map((entry) => (
            <Button
              key={entry.action}
              component={RouterLink}
              to={FUNERAL_PATHS_WEB.policyAction(data.policyId, entry.action)}
              variant="outlined"
              color={entry.action === 'cancel' ? 'error' : 'primary'}
              sx={{ flex: { xs: '1 1 45%', sm: '0 0 auto' } }}
            >
              {entry.label}
            </Button>
          ))}
          <Button
            component={RouterLink}
            to={FUNERAL_PATHS_WEB.newClaim(data.policyId)}
            variant="contained"
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
          >
            Submit a claim
          </Button>
          {isRemovablePolicy(data) ? (
            <RemoveFromListButton
              policyId={data.policyId}
              subject={`policy ${data.policyNumber}`}
              onRemoved={() => void navigate(FUNERAL_PATHS_WEB.policies)}
            />
          ) : null}
        </Box>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' },
            alignItems: 'start',
          }}
        >
          <PolicyMembers policy={data} />
          <Stack spacing={2.5}>
            <BeneficiaryList
              beneficiaries={data.module.beneficiaries}
              action={
                active ? (
                  <Button
                    component={RouterLink}
                    to={FUNERAL_PATHS_WEB.policyAction(data.policyId, 'beneficiaries')}
                  >
                    Change
                  </Button>
                ) : undefined
              }
            />
            <PaymentDetailsCard
              details={data.module.paymentDetails}
              action={
                <Button component={RouterLink} to={FUNERAL_PATHS_WEB.policyAction(data.policyId, 'payment')}>
                  View
                </Button>
              }
            />
          </Stack>
        </Box>
        <PolicyDocuments
          files={documents.data?.data}
          loading={documents.isLoading}
          error={documents.isError ? UNABLE_TO.LOAD_DOCUMENTS : null}
          onRetry={() => void documents.refetch()}
        />
        <PolicyHistory events={data.history} />
      </Stack>
    </PageFrame>
  );
}
