import { useDispatch } from 'react-redux';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { retailFuneralFamily, type Application, type Policy } from '@cover/domain/funeral';
import { useGetConfigQuery } from '../../../../app/config-api';
import type { HoldDocumentsTarget } from '../../../../components/policies/hold-documents';
import { EmptyState } from '../../../../components/async-state/async-state';
import { packageLabel } from '../../shared/labels';
import { Money } from '../../../../components/money/money-display';
import { PageFrame } from '../../../../components/page/page-frame';
import { PolicyListEntry } from '../../../../components/policies/policy-list-entry';
import { usePolicyFilters } from '../../../../components/policies/policy-filters';
import { PolicyListShell } from '../../../../components/policies/policy-list-shell';
import { ApplicationRow, isRemovableApplication } from '../../../../components/policies/applications-section';
import { underReview } from '../../../../components/policies/underwriting-note';
import { useGetApplicationsQuery, useGetPoliciesQuery } from '../api/policy-api';
import { FUNERAL_PATHS_WEB } from '../routes/paths';
import { RemoveFromListButton } from './remove-from-list';
import { draftFromApplication } from '../state/application-draft';
import { funeralQuoteActions } from '../state/funeral-quote-slice';

function FuneralPolicyItem({ policy }: { policy: Policy }) {
  return (
    <PolicyListEntry
      policy={policy}
      to={FUNERAL_PATHS_WEB.policy(policy.policyId)}
      removal={(props) => <RemoveFromListButton {...props} />}
    >
      {packageLabel(policy.packageName)} · {policy.module.coverType} option {policy.module.coverageOption}
    </PolicyListEntry>
  );
}

/** 'Change': the application's plan, lives and beneficiaries in the wizard; applying replaces it. */
function ChangeApplicationButton({ application }: { application: Application }) {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const draft = draftFromApplication(application);
  if (!draft || underReview(application)) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={`Change the ${packageLabel(application.packageName)} application`}
      onClick={() => {
        dispatch(funeralQuoteActions.applicationChangeStarted(draft));
        void navigate(FUNERAL_PATHS_WEB.apply);
      }}
    >
      Change
    </Button>
  );
}

/** Where the customer sends what an underwriter asked for (the family the config names: retail or jmr). */
function useHoldDocumentsTarget(onSent: () => unknown): HoldDocumentsTarget {
  const config = useGetConfigQuery();
  const family = retailFuneralFamily(config.data?.flags.useJmrEndpoints ?? false);
  return { url: family.sendHoldDocuments.path, audience: 'retail', onSent };
}

function ApplicationsInProgress({
  applications,
  onChanged,
}: {
  applications: readonly Application[];
  /** reloads the applications (after documents sent for one on hold) */
  onChanged: () => unknown;
}) {
  const holdDocuments = useHoldDocumentsTarget(onChanged);
  if (applications.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="applications-title" sx={{ mt: 4 }}>
      <Typography id="applications-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Applications in progress
      </Typography>
      <Stack spacing={1.5}>
        {applications.map((application) => {
          const label = `${packageLabel(application.packageName)} application`;
          return (
            <ApplicationRow
              key={application.applicationId}
              application={application}
              label={label}
              title={label}
              detail={
                <>
                  <Money cents={application.monthlyPremium} /> a month
                </>
              }
              holdDocuments={holdDocuments}
            >
              <ChangeApplicationButton application={application} />
              {isRemovableApplication(application) ? (
                <RemoveFromListButton
                  size="small"
                  policyId={application.applicationId}
                  subject={`the ${label}`}
                />
              ) : null}
            </ApplicationRow>
          );
        })}
      </Stack>
    </Box>
  );
}

/** The customer's funeral policies with status and 'recently updated' filters. */
export function PolicyListPage() {
  const filters = usePolicyFilters();
  const policies = useGetPoliciesQuery(filters.query);
  const applications = useGetApplicationsQuery({});
  const inProgress = (applications.data?.data ?? []).filter(
    (application) => application.status === 'PENDING' || application.status === 'APPROVED',
  );
  return (
    <PageFrame
      title="My funeral policies"
      actions={
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={FUNERAL_PATHS_WEB.claims} variant="outlined">
            My claims
          </Button>
          <Button component={RouterLink} to={FUNERAL_PATHS_WEB.calculator} variant="contained">
            New cover
          </Button>
        </Stack>
      }
    >
      <PolicyListShell
        policies={policies}
        filters={filters}
        renderItem={(policy) => <FuneralPolicyItem policy={policy} />}
        empty={
          <EmptyState
            title="You have no funeral policies yet"
            action={
              <Button component={RouterLink} to={FUNERAL_PATHS_WEB.calculator} variant="contained">
                Work out your cover
              </Button>
            }
          >
            Funeral cover from R5 000 for you and your family, with your premium worked out in a minute.
          </EmptyState>
        }
      />
      <ApplicationsInProgress applications={inProgress} onChanged={applications.refetch} />
    </PageFrame>
  );
}
