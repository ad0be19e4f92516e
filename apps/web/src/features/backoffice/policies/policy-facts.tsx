import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { formatLongDate, type BackofficePolicySummary, type LabelledValue } from '@cover/domain';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { formatDateTime } from '../../../components/policies/format-time';
import { SectionCard } from '../../../components/policies/section-card';
import { StatusChip } from '../../../components/policies/status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** The policy's terms for staff: product, state, premium, cover, billing and arrears, and its holder. */
export function PolicyFacts({
  policy,
  linked = false,
  columns = 2,
}: {
  policy: BackofficePolicySummary;
  /** the title links to the policy page (beside a claim) */
  linked?: boolean;
  columns?: 1 | 2;
}) {
  return (
    <SectionCard
      title={
        linked ? (
          <Link component={RouterLink} to={BACKOFFICE_PATHS.policy(policy.policyId)}>
            Policy {policy.policyNumber}
          </Link>
        ) : (
          `${policy.productName} ${policy.policyNumber}`
        )
      }
      level={linked ? 'h4' : 'h3'}
      headerGap={1.5}
      action={<StatusChip status={policy.status} displayValue={policy.statusDisplayValue} />}
    >
      <FactList
        columns={columns}
        facts={[
          ...(linked ? [{ label: 'Product', value: policy.productName }] : []),
          { label: 'Policy holder', value: policy.holder.name },
          { label: 'ID number', value: policy.holder.idNumber },
          { label: 'Email', value: policy.holder.email },
          { label: 'Cellphone', value: policy.holder.cellphone ?? '—' },
          { label: 'Monthly premium', value: <Money cents={policy.monthlyPremium} /> },
          { label: 'Cover amount', value: <Money cents={policy.sumAssured} /> },
          { label: 'Started', value: formatLongDate(policy.startDate) },
          {
            label: 'Next premium',
            value: policy.nextBillingDate ? formatLongDate(policy.nextBillingDate) : 'None due',
          },
          { label: 'Arrears', value: policy.balance > 0 ? <Money cents={policy.balance} /> : 'None' },
          { label: 'Schedule version', value: String(policy.version) },
          ...(policy.lapsedAt ? [{ label: 'Lapsed', value: formatDateTime(policy.lapsedAt) }] : []),
          ...(policy.reinstatedAt
            ? [{ label: 'Reinstated', value: formatDateTime(policy.reinstatedAt) }]
            : []),
          ...(policy.cancelledAt ? [{ label: 'Cancelled', value: formatDateTime(policy.cancelledAt) }] : []),
        ]}
      />
    </SectionCard>
  );
}

const asFacts = (values: readonly LabelledValue[]) =>
  values.map((item) => ({ label: item.label, value: item.value }));

/** The policy's waiting periods and cover limits in plain words. */
export function PolicyTerms({ policy }: { policy: BackofficePolicySummary }) {
  const facts = [...asFacts(policy.waitingPeriods), ...asFacts(policy.coverLimits)];
  return (
    <SectionCard title="Waiting periods and cover limits" headerGap={1.5}>
      {facts.length > 0 ? (
        <FactList facts={facts} />
      ) : (
        'This policy states no waiting periods or cover limits.'
      )}
    </SectionCard>
  );
}
