import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import {
  formatLongDate,
  formatSaMobile,
  type BackofficePolicySummary,
  type LabelledValue,
} from '@cover/domain';
import { FUNERAL_LINE } from '@cover/domain/funeral';
import { Money } from '../../../components/money/money-display';
import { FactList } from '../../../components/policies/fact-list';
import { formatDateTime } from '../../../components/policies/format-time';
import { hasEnded } from '../../../components/policies/policy-ended';
import { SectionCard } from '../../../components/policies/section-card';
import { StatusChip } from '../../../components/policies/status-chip';
import { BACKOFFICE_PATHS } from '../state/backoffice-paths';

/** What staff read of the next premium: none once the policy has ended, whatever day billing last held. */
const nextPremium = (policy: BackofficePolicySummary) => {
  if (hasEnded(policy)) return 'None: the policy has ended';
  return policy.nextBillingDate ? formatLongDate(policy.nextBillingDate) : 'None due';
};

/** What the policy's sum assured is: a funeral policy's is the main member's natural death cover. */
const sumAssuredLabel = (line: string) =>
  line === FUNERAL_LINE ? 'Main member’s natural death cover' : 'Cover amount';

/**
 * The policy's terms for staff: product, state, premium, cover, billing and arrears, and its holder. An
 * ended (cancelled or lapsed) policy shows the premium it last had and no next premium.
 */
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
          {
            label: 'Cellphone',
            value: policy.holder.cellphone ? formatSaMobile(policy.holder.cellphone) : '—',
          },
          {
            label: hasEnded(policy) ? 'Last monthly premium' : 'Monthly premium',
            value: <Money cents={policy.monthlyPremium} />,
          },
          { label: sumAssuredLabel(policy.line), value: <Money cents={policy.sumAssured} /> },
          { label: 'Started', value: formatLongDate(policy.startDate) },
          { label: 'Next premium', value: nextPremium(policy) },
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
