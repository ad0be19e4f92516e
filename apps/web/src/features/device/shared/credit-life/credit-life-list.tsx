import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { CreditLifeApplication, CreditLifePolicy } from '@cover/domain';
import { EmptyState } from '../../../../components/async-state/async-state';
import { Money } from '../../../../components/money/money-display';
import { PageFrame } from '../../../../components/page/page-frame';
import { formatDate } from '../../../../components/policies/labels';
import { usePolicyFilters } from '../../../../components/policies/policy-filters';
import { PolicyListEntry } from '../../../../components/policies/policy-list-entry';
import { PolicyListShell } from '../../../../components/policies/policy-list-shell';
import {
  useGetCreditLifeApplicationsQuery,
  useGetCreditLifePoliciesQuery,
  type CreditLifeFamily,
} from '../api/credit-life-api';
import {
  ApplicationRow,
  ApplicationsSection,
  IN_PROGRESS,
  useApplicationStatus,
} from '../../../../components/policies/applications-section';
import { deviceWebPaths, type DeviceWebPaths } from '../policies/paths';
import { CreditLifeRemoveFromList } from './credit-life-remove';

interface ItemProps<T> {
  family: CreditLifeFamily;
  paths: DeviceWebPaths;
  item: T;
}

/**
 * Where a PENDING application is finished: one taken on its own in the standalone form (employees), one
 * taken with device cover in the device registration; none where the audience has no such screen.
 */
function continuePath({ family, paths, item }: ItemProps<CreditLifeApplication>): string | null {
  if (item.status !== 'PENDING') return null;
  const linked = item.module.linkedApplicationId;
  if (linked) return paths.register(linked);
  return family === 'employee' ? paths.newCreditLife(item.applicationId) : null;
}

function CreditLifeApplicationItem(props: ItemProps<CreditLifeApplication>) {
  const { family, item } = props;
  const phone = item.module.financedItem;
  const next = continuePath(props);
  return (
    <ApplicationRow
      application={item}
      label={`Credit life application for the ${phone}`}
      title={`Credit life · ${phone}`}
      detail={
        <>
          <Money cents={item.module.creditLifeMonthlyPremium} /> a month on a balance of{' '}
          <Money cents={item.module.outstandingBalance} /> · started {formatDate(item.createdAt)}
        </>
      }
    >
      {next ? (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={next}
          aria-label={`Continue the credit life application for the ${phone}`}
        >
          Continue
        </Button>
      ) : null}
      {IN_PROGRESS.has(item.status) ? (
        <CreditLifeRemoveFromList
          family={family}
          what="application"
          size="small"
          policyId={item.applicationId}
          subject={`the credit life application for the ${phone}`}
        />
      ) : null}
    </ApplicationRow>
  );
}

function CreditLifeApplications({ family, paths }: { family: CreditLifeFamily; paths: DeviceWebPaths }) {
  const [status, setStatus] = useApplicationStatus();
  const applications = useGetCreditLifeApplicationsQuery(status ? { family, status } : { family });
  return (
    <ApplicationsSection
      id="credit-life-applications-title"
      status={status}
      onStatus={setStatus}
      applications={applications}
      renderItem={(item) => <CreditLifeApplicationItem family={family} paths={paths} item={item} />}
    />
  );
}

function CreditLifePolicyItem({ family, paths, item }: ItemProps<CreditLifePolicy>) {
  return (
    <PolicyListEntry
      policy={item}
      to={paths.creditLife(item.policyId)}
      removal={(props) => <CreditLifeRemoveFromList family={family} what="policy" {...props} />}
    >
      Credit life · {item.module.financedItem} · balance <Money cents={item.module.outstandingBalance} />
    </PolicyListEntry>
  );
}

/** The caller's credit life on financed phones (either audience): policies, then applications. */
export function CreditLifeList({ family }: { family: CreditLifeFamily }) {
  const paths = deviceWebPaths(family);
  const filters = usePolicyFilters();
  const policies = useGetCreditLifePoliciesQuery({ family, ...filters.query });
  const takeOut =
    family === 'employee' ? (
      <Button component={RouterLink} to={paths.newCreditLife()} variant="contained">
        Credit life on a financed phone
      </Button>
    ) : null;
  return (
    <PageFrame
      title="My credit life"
      intro="Credit life settles what is still owed on a financed phone if the person responsible for the finance dies or becomes permanently disabled."
      back={{ to: paths.policies, label: 'My device cover' }}
      actions={takeOut}
    >
      <PolicyListShell
        policies={policies}
        filters={filters}
        renderItem={(policy) => <CreditLifePolicyItem family={family} paths={paths} item={policy} />}
        empty={
          <EmptyState title="You have no credit life cover yet" action={takeOut ?? undefined}>
            {family === 'employee'
              ? 'Take credit life on a financed phone on its own, or add it when you insure the phone.'
              : 'Add credit life when you insure a phone that is on finance.'}
          </EmptyState>
        }
      />
      <CreditLifeApplications family={family} paths={paths} />
    </PageFrame>
  );
}
