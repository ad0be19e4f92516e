import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PACKAGE_NAMES, UNABLE_TO } from '@cover/domain';
import { ErrorState, LoadingState } from '../../../components/async-state/async-state';
import { PaymentDetailsCard } from '../../../components/funeral/payment-details-card';
import { PolicyDocuments } from '../../../components/funeral/policy-documents';
import { PolicyHistory } from '../../../components/funeral/policy-history';
import { PolicyMembers } from '../../../components/funeral/policy-members';
import { PolicySummary } from '../../../components/funeral/policy-summary';
import { PageFrame } from '../../../components/page/page-frame';
import { useGetEmployeeDocumentsQuery, useGetEmployeePolicyQuery } from '../api/employee-funeral-api';
import { EMPLOYEE_FUNERAL_PATHS } from '../routes/paths';
import { EmployeeAlterations } from './employee-alterations';
import { EmployeeBeneficiaries } from './employee-beneficiaries';

/** One employee funeral policy: summary, members, beneficiaries (edit, delete), alterations, documents, history. */
export function EmployeePolicyPage() {
  const { policyId = '' } = useParams();
  const policy = useGetEmployeePolicyQuery(policyId);
  const documents = useGetEmployeeDocumentsQuery(policyId, { skip: !policy.isSuccess });
  const back = { to: EMPLOYEE_FUNERAL_PATHS.overview, label: 'Funeral cover' };
  if (policy.isLoading)
    return (
      <PageFrame title="Your policy" back={back}>
        <LoadingState label="Loading your policy" lines={6} />
      </PageFrame>
    );
  if (!policy.data)
    return (
      <PageFrame title="Your policy" back={back}>
        <ErrorState message={UNABLE_TO.LOAD_POLICIES} onRetry={() => void policy.refetch()} />
      </PageFrame>
    );
  const data = policy.data;
  const free = data.packageName === PACKAGE_NAMES.TELKOM_FREE_BENEFIT;
  return (
    <PageFrame
      title={free ? 'Your free funeral benefit' : 'Your funeral policy'}
      back={back}
      actions={
        <Button
          component={RouterLink}
          to={EMPLOYEE_FUNERAL_PATHS.newClaim(data.policyId)}
          variant="contained"
        >
          Submit a claim
        </Button>
      }
    >
      <Stack spacing={2.5}>
        <PolicySummary policy={data} />
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
            <EmployeeBeneficiaries policy={data} />
            <PaymentDetailsCard details={data.module.paymentDetails} />
          </Stack>
        </Box>
        {!free && data.status === 'ACTIVE' ? (
          <EmployeeAlterations policy={data} onApplied={() => void policy.refetch()} />
        ) : null}
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
