import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import type { CreditLifeApplication, CreditLifePolicy } from '@cover/domain';
import { EmptyState } from '../../../components/async-state/async-state';
import { Money } from '../../../components/money/money-display';
import { PageFrame } from '../../../components/page/page-frame';
import { formatDate } from '../../../components/policies/labels';
import { usePolicyFilters } from '../../../components/policies/policy-filters';
import { PolicyListEntry } from '../../../components/policies/policy-list-entry';
import { PolicyListShell } from '../../../components/policies/policy-list-shell';
import { useGetCreditLifeApplicationsQuery, useGetCreditLifePoliciesQuery } from '../api/credit-life-api';
import type { CreditLifeLine } from '../line';
import {
  ApplicationRow,
  ApplicationsSection,
  isRemovableApplication,
  useApplicationStatus,
} from '../../../components/policies/applications-section';
import { continuePath } from './continue-path';
import { CreditLifeRemoveFromList } from './credit-life-remove';

interface ItemProps<T> {
  line: CreditLifeLine;
  item: T;
}

function CreditLifeApplicationItem(props: ItemProps<CreditLifeApplication>) {
  const { line, item } = props;
  const financed = item.module.financedItem;
  const next = continuePath(line, item);
  return (
    <ApplicationRow
      application={item}
      label={`Credit life application for the ${financed}`}
      title={`Credit life · ${financed}`}
      detail={
        <>
          <Money cents={item.module.creditLifeMonthlyPremium} /> a month on a balance of{' '}
          <Money cents={item.module.outstandingBalance} /> · applied on {formatDate(item.createdAt)}
        </>
      }
    >
      {next ? (
        <Button
          size="small"
          variant="contained"
          component={RouterLink}
          to={next}
          aria-label={`Continue the credit life application for the ${financed}`}
        >
          Continue
        </Button>
      ) : null}
      {isRemovableApplication(item) ? (
        <CreditLifeRemoveFromList
          scope={line.scope}
          what="application"
          size="small"
          policyId={item.applicationId}
          subject={`the credit life application for the ${financed}`}
        />
      ) : null}
    </ApplicationRow>
  );
}

function CreditLifeApplications({ line }: { line: CreditLifeLine }) {
  const { scope } = line;
  const [status, setStatus] = useApplicationStatus();
  const applications = useGetCreditLifeApplicationsQuery(status ? { scope, status } : { scope });
  return (
    <ApplicationsSection
      id="credit-life-applications-title"
      status={status}
      onStatus={setStatus}
      applications={applications}
      renderItem={(item) => <CreditLifeApplicationItem line={line} item={item} />}
    />
  );
}

function CreditLifePolicyItem({ line, item }: ItemProps<CreditLifePolicy>) {
  return (
    <PolicyListEntry
      policy={item}
      to={line.paths.creditLife(item.policyId)}
      removal={(props) => <CreditLifeRemoveFromList scope={line.scope} what="policy" {...props} />}
    >
      Credit life · {item.module.financedItem} · balance <Money cents={item.module.outstandingBalance} />
    </PolicyListEntry>
  );
}

/** The caller's credit life on a line's financed items (either audience): policies, then applications. */
export function CreditLifeList({ line }: { line: CreditLifeLine }) {
  const { paths, scope, wording } = line;
  const filters = usePolicyFilters();
  const policies = useGetCreditLifePoliciesQuery({ scope, ...filters.query });
  const takeOut = line.standalone ? (
    <Button component={RouterLink} to={paths.newCreditLife()} variant="contained">
      {wording.cover}
    </Button>
  ) : null;
  return (
    <PageFrame
      title={wording.listTitle}
      intro={`Credit life settles what is still owed on a financed ${wording.item} if the person responsible for the finance dies or becomes permanently disabled.`}
      back={{ to: paths.home, label: wording.homeLabel }}
      actions={takeOut}
    >
      <PolicyListShell
        policies={policies}
        filters={filters}
        renderItem={(policy) => <CreditLifePolicyItem line={line} item={policy} />}
        empty={
          <EmptyState title="You have no credit life cover yet" action={takeOut ?? undefined}>
            {line.standalone
              ? `Take credit life on a financed ${wording.item} on its own, or add it when you insure the ${wording.item}.`
              : `Add credit life when you insure a ${wording.item} that is on finance.`}
          </EmptyState>
        }
      />
      <CreditLifeApplications line={line} />
    </PageFrame>
  );
}
