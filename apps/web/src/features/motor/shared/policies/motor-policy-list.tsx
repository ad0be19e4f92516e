import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { MotorPolicy } from '@cover/domain/motor';
import { EmptyState } from '../../../../components/async-state/async-state';
import { PageFrame } from '../../../../components/page/page-frame';
import { usePolicyFilters } from '../../../../components/policies/policy-filters';
import { PolicyListEntry } from '../../../../components/policies/policy-list-entry';
import { PolicyListShell } from '../../../../components/policies/policy-list-shell';
import {
  useGetMotorApplicationsQuery,
  useGetMotorPoliciesQuery,
  type MotorFamily,
} from '../api/servicing-api';
import { PreInspectionsSection } from '../pre-inspections/pre-inspections-section';
import { schemeLabel } from './labels';
import { MotorApplications, type MadeForYouOf } from './motor-applications';
import { MotorRemoveFromList } from './motor-remove-from-list';
import { VehicleCreditLifeLink } from '../credit-life/linked-credit-life';
import { motorWebPaths, type MotorWebPaths } from './paths';

function MotorPolicyItem({
  family,
  policy,
  paths,
}: {
  family: MotorFamily;
  policy: MotorPolicy;
  paths: MotorWebPaths;
}) {
  return (
    <PolicyListEntry
      policy={policy}
      to={paths.policy(policy.policyId)}
      removal={(props) => <MotorRemoveFromList family={family} record="policy" {...props} />}
    >
      {schemeLabel(policy.module.scheme)} · {policy.module.vehicle.description}
    </PolicyListEntry>
  );
}

/** Beside the title: the claims, vehicle credit life, and cover for another vehicle. */
function ListActions({ family, paths }: { family: MotorFamily; paths: MotorWebPaths }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button component={RouterLink} to={paths.claims} variant="outlined">
        My claims
      </Button>
      <VehicleCreditLifeLink family={family} />
      <Button component={RouterLink} to={paths.cover} variant="contained">
        Insure a vehicle
      </Button>
    </Stack>
  );
}

/**
 * The caller's motor policies (status filter, number search, recently updated), the applications with what
 * each waits for, and the vehicle inspections; `extra`: the audience's own section after them.
 */
export function MotorPolicyList({
  family,
  extra,
  madeForYou,
}: {
  family: MotorFamily;
  extra?: ReactNode;
  /** an application someone else made for the caller (an operator's, for an employee) */
  madeForYou?: MadeForYouOf;
}) {
  const paths = motorWebPaths(family);
  const filters = usePolicyFilters();
  const policies = useGetMotorPoliciesQuery({ family, ...filters.query });
  // the sales block only for someone with neither policies nor applications (QA finding 25)
  const applications = useGetMotorApplicationsQuery({ family });
  const noApplications = applications.isSuccess && applications.data.data.length === 0;
  return (
    <PageFrame title="My motor cover" actions={<ListActions family={family} paths={paths} />}>
      <PolicyListShell
        policies={policies}
        filters={filters}
        renderItem={(policy) => <MotorPolicyItem family={family} policy={policy} paths={paths} />}
        empty={
          noApplications ? (
            <EmptyState
              title="You have no motor cover yet"
              action={
                <Button component={RouterLink} to={paths.cover} variant="contained">
                  See motor cover
                </Button>
              }
            >
              Cover for your car or motorcycle against theft, hijacking, accidents, glass and more.
            </EmptyState>
          ) : (
            // with applications: no sales block, but no silence either (QA walk 7, finding 12)
            <EmptyState title="You have no motor policies yet">
              {applications.isSuccess
                ? 'See your applications below: a policy shows here once it is issued.'
                : null}
            </EmptyState>
          )
        }
      />
      <MotorApplications family={family} paths={paths} madeForYou={madeForYou} />
      <PreInspectionsSection family={family} />
      {extra}
    </PageFrame>
  );
}
